import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type QueryDeepPartialEntity, Repository } from 'typeorm';
import { HelpRequest } from './help-request.entity';

/** The queries of help_requests. */
@Injectable()
export class HelpRequestsRepository {
  constructor(@InjectRepository(HelpRequest) private readonly requests: Repository<HelpRequest>) {}

  /** On the caller's transaction when given. */
  insert(values: Partial<HelpRequest>, m = this.requests.manager): Promise<HelpRequest> {
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
}
