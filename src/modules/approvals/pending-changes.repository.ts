import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { Repository } from 'typeorm';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import type { TxHost } from '../../database/transactional';
import type { PendingChangeListFilter } from './dto/pending-changes.dto';
import { PendingChange } from './pending-change.entity';

/** Every query of maker-checker; all but the list run in the ambient transaction (`txHost.tx`). */
@Injectable()
export class PendingChangesRepository {
  constructor(
    @InjectRepository(PendingChange) private readonly changes: Repository<PendingChange>,
    @InjectTransactionHost() private readonly txHost: TxHost,
  ) {}

  page(query: ListQuery<PendingChangeListFilter>): Promise<[PendingChange[], number]> {
    const { filter } = query;
    const qb = this.changes
      .createQueryBuilder('change')
      .leftJoinAndSelect('change.maker', 'maker')
      .leftJoinAndSelect('change.checker', 'checker');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'change.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.status) qb.andWhere('change.status = :status', { status: filter.status });
    if (filter.kind) qb.andWhere('change.kind = :kind', { kind: filter.kind });
    if (filter.q)
      qb.andWhere(`change.targetName ILIKE :q ESCAPE '\\'`, { q: `%${likeEscape(filter.q)}%` });
    return pageOf(qb, query, 'change.id');
  }

  /** The change with its maker and checker (locked for a decision when asked). */
  async findById(id: number, lock = false): Promise<PendingChange | null> {
    const em = this.txHost.tx;
    if (lock) {
      // FOR UPDATE cannot lock the nullable side of an outer join: lock the row alone first.
      const locked = await em.findOne(PendingChange, {
        where: { id },
        lock: { mode: 'pessimistic_write' },
      });
      if (!locked) return null;
    }
    return em.findOne(PendingChange, { where: { id }, relations: { maker: true, checker: true } });
  }

  save(change: PendingChange): Promise<PendingChange> {
    return this.txHost.tx.save(change);
  }

  build(values: Partial<PendingChange>): PendingChange {
    return this.txHost.tx.create(PendingChange, values);
  }

  /**
   * The savepoint of a preview in the ambient transaction: a gated change is applied after it,
   * read, and rolled back to it (or, when it needs no approval, kept by releasing it).
   */
  async savepoint(
    step: 'SAVEPOINT' | 'ROLLBACK TO SAVEPOINT' | 'RELEASE SAVEPOINT',
  ): Promise<void> {
    await this.txHost.tx.query(`${step} approval_preview`);
  }
}
