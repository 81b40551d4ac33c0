import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { LessThan, type QueryDeepPartialEntity, Repository } from 'typeorm';
import type { TxHost } from '../../database/transactional';
import { HelpRequest } from './help-request.entity';
import { rowsTouched } from '../../database/rows-touched';

/** The queries of help_requests. */
@Injectable()
export class HelpRequestsRepository {
  constructor(
    @InjectRepository(HelpRequest) private readonly requests: Repository<HelpRequest>,
    @InjectTransactionHost() private readonly txHost: TxHost,
  ) {}

  /** In the ambient transaction (the request's, with its journey step). */
  insert(values: Partial<HelpRequest>): Promise<HelpRequest> {
    const m = this.txHost.tx;
    return m.save(m.create(HelpRequest, values));
  }

  findById(id: number): Promise<HelpRequest | null> {
    return this.requests.findOne({ where: { id } });
  }

  /** Ids of requests still 'received' that were stored before `before`. */
  async receivedBefore(before: Date): Promise<number[]> {
    const rows = await this.requests.find({
      where: { status: 'received', createdAt: LessThan(before) },
      select: { id: true },
    });
    return rows.map((r) => r.id);
  }

  async update(id: number, values: QueryDeepPartialEntity<HelpRequest>): Promise<void> {
    await this.requests.update({ id }, values);
  }

  /** Erasure: the consumer's requests, by account or by mobile, deleted; answers how many. */
  eraseConsumer(userId: number, phone: string): Promise<number> {
    return rowsTouched(
      this.txHost.tx,
      `DELETE FROM help_requests WHERE user_id = $1 OR phone = $2`,
      [userId, phone],
    );
  }
}
