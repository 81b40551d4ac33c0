import type { TicketCategory } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { type PartnerScope, scopeWhere } from '../../common/auth/partner-scope';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import type { TicketListFilter } from './dto/partner-tickets.dto';
import { PartnerTicket, PartnerTicketMessage } from './partner-ticket.entity';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';

/**
 * Every query of partner tickets and their threads; writes run in the caller's transaction, the ambient one
 * (`txHost.tx`).
 */
@Injectable()
export class PartnerTicketsRepository {
  constructor(
    @InjectTransactionHost() private readonly txHost: TxHost,

    @InjectRepository(PartnerTicket) private readonly tickets: Repository<PartnerTicket>,
  ) {}

  /** The scope's tickets, newest activity first (at most 200). */
  inScope(scope: PartnerScope, category?: TicketCategory): Promise<PartnerTicket[]> {
    return this.tickets.find({
      where: { ...(category ? { category } : {}), ...scopeWhere(scope) },
      relations: { merchant: true },
      order: { updatedAt: 'DESC', id: 'DESC' },
      take: 200,
    });
  }

  /** One page of every partner's tickets for the back office. */
  page(query: ListQuery<TicketListFilter>): Promise<[PartnerTicket[], number]> {
    const { filter } = query;
    const qb = this.tickets
      .createQueryBuilder('ticket')
      .leftJoinAndSelect('ticket.partner', 'partner')
      .leftJoinAndSelect('ticket.merchant', 'merchant');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'ticket.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.status) qb.andWhere('ticket.status = :status', { status: filter.status });
    if (filter.category) qb.andWhere('ticket.category = :category', { category: filter.category });
    if (filter.partner_id !== undefined)
      qb.andWhere('ticket.partnerId = :partnerId', { partnerId: filter.partner_id });
    if (filter.q)
      qb.andWhere(`ticket.subject ILIKE :q ESCAPE '\\'`, { q: `%${likeEscape(filter.q)}%` });
    return pageOf(qb, query, 'ticket.id');
  }

  /**
   * A ticket with its partner and thread (oldest message first); in the scope when one is given
   * (a partner's request), any (the back office's) when it is null.
   */
  findOne(id: number, scope: PartnerScope | null, lock = false): Promise<PartnerTicket | null> {
    const where = { id, ...(scope ? scopeWhere(scope) : {}) };
    if (lock)
      return this.txHost.tx.findOne(PartnerTicket, { where, lock: { mode: 'pessimistic_write' } });
    return this.txHost.tx.findOne(PartnerTicket, {
      where,
      relations: { partner: true, merchant: true, messages: true },
      order: { messages: { id: 'ASC' } },
    });
  }

  create(values: Partial<PartnerTicket>): Promise<PartnerTicket> {
    return this.txHost.tx.save(this.txHost.tx.create(PartnerTicket, values));
  }

  async addMessage(values: Partial<PartnerTicketMessage>): Promise<void> {
    await this.txHost.tx.insert(PartnerTicketMessage, values);
  }

  async setStatus(id: number, status: PartnerTicket['status']): Promise<void> {
    await this.txHost.tx.update(PartnerTicket, { id }, { status });
  }
}
