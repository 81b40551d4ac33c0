import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import type { EntityManager } from 'typeorm';
import { Grievance } from './grievance.entity';

/** The SQL of grievances. */
@Injectable()
export class GrievancesRepository {
  constructor(@InjectEntityManager() readonly manager: EntityManager) {}

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

  /** The newest first, at most `limit`. */
  latest(limit: number): Promise<Grievance[]> {
    return this.manager.find(Grievance, { order: { createdAt: 'DESC', id: 'DESC' }, take: limit });
  }

  /** Locked for an answer, in the caller's transaction. */
  forAnswer(m: EntityManager, id: number): Promise<Grievance | null> {
    return m.findOne(Grievance, { where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  save(m: EntityManager, grievance: Grievance): Promise<Grievance> {
    return m.save(grievance);
  }
}
