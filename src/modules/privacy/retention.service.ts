import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { Clock, indiaTime } from '../../common/clock';
import { Transactional, type TxHost } from '../../database/transactional';
import { QueueService } from '../../queue/queue.service';
import type { KeptRecord } from './customer-deletion.entity';
import { DormancyService } from './dormancy.service';
import { ErasureStepsService } from './erasure-steps.service';
import { ErasureRepository } from './erasure.repository';
import { RETENTION } from './erasure.service';

/** The daily retention job's queue. */
export const RETENTION_QUEUE = 'privacy-retention';
/** 02:00 India time: the quietest hour. */
const RETENTION_HOUR = 2;

/** The kept record's kind: its key, or (kept before keys were written) its description. */
const keyOf = (k: KeptRecord) =>
  k.key ??
  (Object.keys(RETENTION) as (keyof typeof RETENTION)[]).find(
    (key) => RETENTION[key].record === k.record,
  );

/**
 * The end of what erasure kept (DPDP Act 2023 s.8(7): no longer than the law needs it). Every
 * day a repeatable job finds each completed erasure with a kept record whose end date has passed
 * and erases it (RETENTION: the consent ledger after 3 years, the applications and hand-offs
 * after 5, the commissions' tie to them after 8), marking the record with the day, so that a
 * second run, or a retry, does nothing more.
 */
@Injectable()
export class RetentionService implements OnApplicationBootstrap {
  private readonly logger = new Logger(RetentionService.name);

  constructor(
    private readonly erasures: ErasureRepository,
    private readonly steps: ErasureStepsService,
    private readonly dormancy: DormancyService,
    private readonly queue: QueueService,
    private readonly clock: Clock,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.queue.runsJobs) return;
    // One daily job: kept records at their end date, then dormant accounts.
    this.queue.process(RETENTION_QUEUE, async () => ({
      ...(await this.run()),
      dormancy: await this.dormancy.run(),
    }));
    // Not awaited: with Redis down the schedule waits for it, and the process must start anyway
    // (it serves without Redis); Bull adds the schedule once Redis answers.
    this.queue
      .repeat(RETENTION_QUEUE, {}, { dailyAtIndiaHour: RETENTION_HOUR })
      .catch((err: Error) => this.logger.warn(`Retention schedule not set: ${err.message}`));
  }

  /** Erases every kept record whose end date has passed; answers how many. */
  async run(): Promise<{ erased: number }> {
    const today = indiaTime(this.clock.now()).date;
    let erased = 0;
    for (const due of await this.erasures.dueForRetention(today))
      erased += await this.endDue(due.id, today);
    if (erased) this.logger.log(`Retention: ${erased} kept records reached their end date`);
    return { erased };
  }

  /** Ends the erasure's kept records due by `today`, marking each; answers how many. */
  @Transactional()
  private async endDue(deletionId: number, today: string): Promise<number> {
    const deletion = await this.erasures.lockDeletion(deletionId);
    if (!deletion?.userId || !deletion.kept) return 0;
    let ended = 0;
    const kept: KeptRecord[] = [];
    for (const k of deletion.kept) {
      const key = keyOf(k);
      if (k.erasedOn || k.keepUntil > today || !key) {
        kept.push(k);
        continue;
      }
      await this.steps.endKept(deletion.userId, key);
      kept.push({ ...k, key, erasedOn: today });
      ended++;
    }
    deletion.kept = kept;
    await this.erasures.save(deletion);
    return ended;
  }
}
