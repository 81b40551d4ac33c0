import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { EntityManager } from 'typeorm';
import type { TxHost } from '../../database/transactional';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import type { GrievanceListFilter } from './dto/grievance.dto';
import { Grievance } from './grievance.entity';
import { rowsTouched } from '../../database/rows-touched';

/** The SQL of grievances: the answer's in the ambient transaction (`txHost.tx`), the rest outside. */
@Injectable()
export class GrievancesRepository {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @InjectTransactionHost() private readonly txHost: TxHost,
  ) {}

  /** Saves a new grievance; null when its reference is taken (the caller draws another). */
  async insert(values: Partial<Grievance>): Promise<Grievance | null> {
    const result = await this.manager
      .createQueryBuilder()
      .insert()
      .into(Grievance)
      .values(values)
      .orIgnore()
      .returning(['id'])
      .execute();
    const [row] = result.raw as { id: number }[];
    return row ? this.manager.findOneByOrFail(Grievance, { id: row.id }) : null;
  }

  byReference(reference: string, phoneNumber: string): Promise<Grievance | null> {
    return this.manager.findOne(Grievance, { where: { reference, phoneNumber } });
  }

  /** One page of the back office's list. */
  page(query: ListQuery<GrievanceListFilter>): Promise<[Grievance[], number]> {
    const { filter } = query;
    const qb = this.manager.createQueryBuilder(Grievance, 'g');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'g.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.status) qb.andWhere('g.status = :status', { status: filter.status });
    if (filter.q)
      qb.andWhere(`(g.reference ILIKE :q ESCAPE '\\' OR g.name ILIKE :q ESCAPE '\\')`, {
        q: `%${likeEscape(filter.q)}%`,
      });
    return pageOf(qb, query, 'g.id');
  }

  byId(id: number): Promise<Grievance | null> {
    return this.manager.findOne(Grievance, { where: { id } });
  }

  /** Locked for an answer, in the caller's transaction. */
  forAnswer(id: number): Promise<Grievance | null> {
    return this.txHost.tx.findOne(Grievance, {
      where: { id },
      lock: { mode: 'pessimistic_write' },
    });
  }

  save(grievance: Grievance): Promise<Grievance> {
    return this.txHost.tx.save(grievance);
  }

  /** Erasure: grievances raised from the mobile lose who raised them; answers how many. */
  anonymiseMobile(phoneNumber: string): Promise<number> {
    return rowsTouched(
      this.txHost.tx,
      `UPDATE grievances SET name = '', phone_number = '', email = NULL WHERE phone_number = $1`,
      [phoneNumber],
    );
  }
}
