import type { PartnerTicketView, TicketCategory } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { type PartnerScope, partnerScope } from '../../common/auth/partner-scope';
import type { AdminPrincipal, PartnerPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import type { ListQuery } from '../../common/rest/list-query';
import { RestPage } from '../../common/rest/rest-page';
import { AuditService } from '../audit/audit.service';
import type { CreateTicketDto, TicketListFilter } from './dto/partner-tickets.dto';
import type { PartnerTicket } from './partner-ticket.entity';
import { PartnerTicketsRepository } from './partner-tickets.repository';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { Transactional, type TxHost } from '../../database/transactional';

const ENTITY = 'partner_tickets';

export const ticketReference = (id: number) => `TKT-${String(id).padStart(6, '0')}`;

function toView(t: PartnerTicket, withThread = false): PartnerTicketView {
  return {
    id: t.id,
    reference: ticketReference(t.id),
    partner_id: t.partnerId,
    partner_name: t.partner?.displayName ?? t.partner?.name ?? null,
    merchant_id: t.merchantId,
    merchant_name: t.merchant?.name ?? null,
    category: t.category,
    subject: t.subject,
    status: t.status,
    created_at: t.createdAt.toISOString(),
    updated_at: t.updatedAt.toISOString(),
    ...(withThread
      ? {
          messages: (t.messages ?? []).map((m) => ({
            id: m.id,
            author_type: m.authorType,
            body: m.body,
            created_at: m.createdAt.toISOString(),
          })),
        }
      : {}),
  };
}

/**
 * Partner tickets (Communication): a partner raises one with a first message and follows its
 * thread; role-1 admins answer and close them. A partner's login reaches its own tickets and its
 * merchants', a merchant's login its merchant's only (any other answers 404, like none); every write is audited, a masquerade's naming the admin.
 */
@Injectable()
export class PartnerTicketsService {
  constructor(
    private readonly tickets: PartnerTicketsRepository,
    private readonly audit: AuditService,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  async partnerList(principal: PartnerPrincipal, category?: TicketCategory) {
    const rows = await this.tickets.inScope(partnerScope(principal), category);
    return { data: rows.map((t) => toView(t)) };
  }

  async partnerGet(principal: PartnerPrincipal, id: number) {
    const ticket = await this.find(id, partnerScope(principal));
    return { data: toView(ticket, true) };
  }

  /** POST /api/partner/tickets: the ticket and its first message. */
  @Transactional()
  async create(principal: PartnerPrincipal, dto: CreateTicketDto) {
    const ticket = await this.tickets.create({
      // A merchant's login (or an admin acting as one) raises its merchant's ticket.
      ...partnerScope(principal),
      partnerUserId: principal.partnerUserId,
      category: dto.category,
      subject: dto.subject,
      status: 'open',
    });
    await this.tickets.addMessage({
      ticketId: ticket.id,
      authorType: 'partner',
      authorId: principal.partnerUserId,
      body: dto.message,
    });
    await this.audit.record(principal, {
      action: 'create',
      entity: ENTITY,
      entityId: ticket.id,
      newValue: { subject: dto.subject },
    });
    return { data: toView(await this.find(ticket.id, null), true) };
  }

  /** The partner writes again: the ticket is open again (a closed one takes no more). */
  partnerReply(principal: PartnerPrincipal, id: number, message: string) {
    return this.reply(id, partnerScope(principal), 'open', async () => {
      await this.tickets.addMessage({
        ticketId: id,
        authorType: 'partner',
        authorId: principal.partnerUserId,
        body: message,
      });
      await this.audit.record(principal, { action: 'message', entity: ENTITY, entityId: id });
    }).then((data) => ({ data }));
  }

  async adminList(query: ListQuery<TicketListFilter>): Promise<RestPage<PartnerTicketView>> {
    const [rows, total] = await this.tickets.page(query);
    return new RestPage(
      'partner-tickets',
      rows.map((t) => toView(t)),
      query.start,
      total,
    );
  }

  async adminGet(id: number): Promise<PartnerTicketView> {
    return toView(await this.find(id, null), true);
  }

  /** An admin's answer: the ticket is answered. */
  adminReply(admin: AdminPrincipal, id: number, message: string) {
    return this.reply(id, null, 'answered', async () => {
      await this.tickets.addMessage({
        ticketId: id,
        authorType: 'admin',
        authorId: admin.adminId,
        body: message,
      });
      await this.audit.record(admin, { action: 'answer', entity: ENTITY, entityId: id });
    });
  }

  /** An admin closes the ticket. */
  close(admin: AdminPrincipal, id: number) {
    return this.reply(id, null, 'closed', () =>
      this.audit.record(admin, { action: 'close', entity: ENTITY, entityId: id }),
    );
  }

  /** `scope`: the partner's request's; null for the back office, which reaches every ticket. */
  @Transactional()
  private async reply(
    id: number,
    scope: PartnerScope | null,
    status: PartnerTicket['status'],
    write: () => Promise<void>,
  ): Promise<PartnerTicketView> {
    const ticket = await this.tickets.findOne(id, scope, true);
    if (!ticket) throw new AppError('TICKET_NOT_FOUND');
    if (ticket.status === 'closed') throw new AppError('TICKET_CLOSED');
    await write();
    await this.tickets.setStatus(id, status);
    return toView(await this.find(id, null), true);
  }

  private async find(id: number, scope: PartnerScope | null): Promise<PartnerTicket> {
    const ticket = await this.tickets.findOne(id, scope);
    if (!ticket) throw new AppError('TICKET_NOT_FOUND');
    return ticket;
  }
}
