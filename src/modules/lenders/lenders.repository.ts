import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, Repository } from 'typeorm';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import type { LenderListFilter } from './dto/lender-list.filter';
import { LenderGroup } from './lender-group.entity';
import { Lender } from './lender.entity';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';

/**
 * A version of the lenders table (alias `l`) that every write through TypeORM changes: the row
 * count, and sums of the update and delete times, so an update anywhere moves it even when a
 * later-committed transaction wrote an earlier time. Writes that bypass TypeORM must set
 * `updated_at` for consumers to see them at once.
 */
export const LENDERS_VERSION = `count(*) || '/' ||
  coalesce(sum(extract(epoch FROM l."updated_at")), 0) || '/' ||
  coalesce(sum(extract(epoch FROM l."deleted_at")), 0)`;

/** The columns a lenders list filter flag reads. */
const FLAG_COLUMNS = {
  lender_status: 'lenderStatus',
  so_status: 'soStatus',
  api: 'api',
  salaried: 'salaried',
  self_employed: 'selfEmployed',
  business: 'business',
} as const;

/**
 * Every query of the lenders table: the back office's (methods taking the caller's transaction
 * `em`) and the consumer journey's (the active lenders, cached by the table's version). Other
 * modules read lenders through this repository, exported by the lenders module.
 */
@Injectable()
export class LendersRepository {
  constructor(
    @InjectTransactionHost() private readonly txHost: TxHost,
    @InjectRepository(Lender) private readonly lenders: Repository<Lender>,
  ) {}

  private cache?: { version: string; lenders: Promise<Lender[]> };

  /** Every live lender, highest priority first, then by name. */
  allByPriority(): Promise<Lender[]> {
    return this.lenders.find({ order: { priority: 'DESC', name: 'ASC', id: 'ASC' } });
  }

  /** One page of the admin list with its filters. */
  page(query: ListQuery<LenderListFilter>): Promise<[Lender[], number]> {
    const { filter } = query;
    const qb = this.lenders.createQueryBuilder('lender');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'lender.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.q)
      qb.andWhere(`(lender.name ILIKE :q ESCAPE '\\' OR lender.urlKey ILIKE :q ESCAPE '\\')`, {
        q: `%${likeEscape(filter.q)}%`,
      });
    for (const [key, column] of Object.entries(FLAG_COLUMNS)) {
      const value = filter[key as keyof typeof FLAG_COLUMNS];
      if (value !== undefined) qb.andWhere(`lender.${column} = :${key}`, { [key]: value });
    }
    if (filter.journey) qb.andWhere('lender.journey = :journey', { journey: filter.journey });
    if (filter.lender_group_id !== undefined)
      qb.andWhere(
        `EXISTS (SELECT 1 FROM lender_group_lenders link JOIN lender_groups grp
           ON grp.id = link.lender_group_id AND grp.deleted_at IS NULL
           WHERE link.lender_id = lender.id AND link.lender_group_id = :groupId)`,
        { groupId: filter.lender_group_id },
      );
    return pageOf(qb, query, 'lender.id');
  }

  /** Live lenders by id, locked for the transaction's update when `lock` (Vendors On/Off). */
  findMany(ids: number[], lock = false): Promise<Lender[]> {
    return this.txHost.tx.find(Lender, {
      where: { id: In(ids) },
      order: { id: 'ASC' },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /** A live lender by id, locked for the transaction's update when `lock`. */
  findById(id: number, lock = false): Promise<Lender | null> {
    return this.txHost.tx.findOne(Lender, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  /** A new, unsaved lender with these values. */
  build(values: Partial<Lender>): Lender {
    return this.txHost.tx.create(Lender, values);
  }

  save(lender: Lender): Promise<Lender> {
    return this.txHost.tx.save(lender);
  }

  async softDelete(id: number): Promise<void> {
    await this.txHost.tx.softDelete(Lender, { id });
  }

  /** Whether a live lender has this URL key. */
  urlKeyTaken(urlKey: string): Promise<boolean> {
    return this.txHost.tx.exists(Lender, { where: { urlKey } });
  }

  /** Whether the lender has an API address (autosubmission needs one). */
  async hasApiUrl(lenderId: number | undefined): Promise<boolean> {
    if (lenderId === undefined) return false;
    const rows = await this.txHost.tx.query<unknown[]>(
      'SELECT 1 FROM lender_integrations WHERE lender_id = $1 AND api_url IS NOT NULL',
      [lenderId],
    );
    return rows.length > 0;
  }

  /** The lender table's version (see LENDERS_VERSION). */
  async version(): Promise<string> {
    const [{ version }] = await this.lenders.query<{ version: string }[]>(
      `SELECT ${LENDERS_VERSION} AS "version" FROM "lenders" l`,
    );
    return version;
  }

  /** The lenders consumers may be offered right now: live and switched on. */
  async active(): Promise<Lender[]> {
    return this.activeAt(await this.version());
  }

  /**
   * The active lenders as of `version`. Every offers call needs all of them, so they are kept in
   * memory and reloaded when the table's version changes.
   */
  activeAt(version: string): Promise<Lender[]> {
    if (this.cache?.version !== version) {
      const lenders = this.lenders.find({ where: { lenderStatus: 1 } });
      this.cache = { version, lenders };
      lenders.catch(() => (this.cache = undefined));
    }
    return this.cache.lenders;
  }

  activeByUrlKey(urlKey: string): Promise<Lender | null> {
    return this.lenders.findOne({ where: { urlKey, lenderStatus: 1 } });
  }

  /** Active lenders of the live group with that name (matched case-insensitively). */
  async activeInGroup(name: string): Promise<Lender[]> {
    return this.lenders
      .createQueryBuilder('lender')
      .innerJoin('lender_group_lenders', 'link', 'link.lender_id = lender.id')
      .innerJoin(
        LenderGroup,
        'grp',
        'grp.id = link.lender_group_id AND grp.deleted_at IS NULL AND lower(grp.name) = lower(:name)',
        { name },
      )
      .where('lender.lender_status = 1')
      .getMany();
  }
}
