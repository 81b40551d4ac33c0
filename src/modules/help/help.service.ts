import { Injectable, Logger } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { Transactional, type TxHost } from '../../database/transactional';
import { JourneyEventsRepository } from '../applications/journey-events.repository';
import { QueueService } from '../../queue/queue.service';
import { CrmClient } from './crm.client';
import type { HelpRequest } from './help-request.entity';
import { HelpRequestsRepository } from './help-requests.repository';
import { HELP_ATTEMPTS, HELP_BACKOFF_MS, HELP_QUEUE, helpJobId, type HelpJob } from './help.queue';
import type { HelpRequestDto } from './dto/help-request.dto';

/** What the consumer is told, whatever becomes of the CRM call. */
export const HELP_SENT = 'Your request have been sent successfully';

/**
 * 'Need help' requests: stored first, then forwarded to the CRM by a queued job that retries
 * with backoff, so a CRM outage loses nothing. The job is safe to run twice: a request already
 * forwarded is not sent again.
 */
@Injectable()
export class HelpService {
  private readonly logger = new Logger(HelpService.name);

  constructor(
    private readonly requests: HelpRequestsRepository,
    private readonly queue: QueueService,
    private readonly crm: CrmClient,
    private readonly events: JourneyEventsRepository,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  async submit(dto: HelpRequestDto, userId: number | null): Promise<{ id: number }> {
    const saved = await this.store(dto, userId);
    // Queued after the commit: the job must find the row.
    await this.enqueue(saved.id);
    return { id: saved.id };
  }

  @Transactional()
  private async store(dto: HelpRequestDto, userId: number | null): Promise<HelpRequest> {
    const request = await this.requests.insert({
      name: dto.name,
      email: dto.email,
      phone: dto.phone,
      company: dto.company || null,
      description: dto.description,
      organisationId: this.crm.orgId || null,
      userId,
      status: 'received',
    });
    // A signed-in consumer's request is a step of their journey (an anonymous one is not).
    if (userId !== null)
      await this.events.record('help_requested', { userId, data: { helpRequestId: request.id } });
    return request;
  }

  /** Requests a queue outage left unqueued (still 'received'): queued again at start-up. */
  async requeueStranded(): Promise<void> {
    const stranded = await this.requests.receivedBefore(new Date(Date.now() - 60_000));
    for (const id of stranded) await this.enqueue(id);
  }

  /** The job: one CRM call; throws to be retried. */
  async forward(job: HelpJob, attemptsMade: number): Promise<string> {
    const request = await this.requests.findById(job.helpRequestId);
    if (!request) return 'gone';
    if (request.status === 'forwarded' || request.status === 'not_forwarded') return request.status;
    if (!this.crm.configured) {
      await this.requests.update(request.id, { status: 'not_forwarded' });
      return 'not_forwarded';
    }
    try {
      await this.crm.send(request);
    } catch (err) {
      const last = attemptsMade + 1 >= HELP_ATTEMPTS;
      await this.requests.update(request.id, {
        attempts: attemptsMade + 1,
        lastError: (err as Error).message,
        status: last ? 'failed' : 'received',
      });
      throw err;
    }
    await this.requests.update(request.id, {
      status: 'forwarded',
      forwardedAt: new Date(),
      attempts: attemptsMade + 1,
      lastError: null,
    });
    return 'forwarded';
  }

  private async enqueue(id: number): Promise<void> {
    try {
      await this.queue.add<HelpJob>(
        HELP_QUEUE,
        { helpRequestId: id },
        { jobId: helpJobId(id), attempts: HELP_ATTEMPTS, backoffMs: HELP_BACKOFF_MS },
      );
    } catch (err) {
      // Stored all the same: the consumer is told it was sent, and start-up queues it again.
      this.logger.error(`Help request ${id} could not be queued: ${(err as Error).message}`);
    }
  }

  /** Erasure's part, in the caller's transaction: rows touched by table. */
  async eraseConsumer(userId: number, phone: string): Promise<Record<string, number>> {
    return { help_requests: await this.requests.eraseConsumer(userId, phone) };
  }
}
