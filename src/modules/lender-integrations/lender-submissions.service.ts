import type { SubmissionState } from '@marketplace/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { lendersConfig, type LendersConfig } from '../../config/lenders.config';
import { Transactional, type TxHost } from '../../database/transactional';
import { QueueService } from '../../queue/queue.service';
import { LenderTransactionsRepository } from '../applications/lender-transactions.repository';
import type { Lender } from '../lenders/lender.entity';
import { resolvesPublic } from './api-url';
import {
  BREAKER_OPEN_MS,
  BREAKER_THRESHOLD,
  SUBMISSION_ATTEMPTS,
  SUBMISSION_BACKOFF_MS,
  SUBMISSION_SYNC_WAIT_MS,
  SUBMISSIONS_QUEUE,
  submissionJobId,
  type SubmissionJob,
} from './lender-integrations.queue';
import {
  LenderIntegrationsRepository,
  type SubmissionSource,
} from './lender-integrations.repository';
import { openSecret } from './secrets';

/** A failure worth another attempt (timeouts, refused connections, 5xx): the job throws it. */
class RetryableFailure extends Error {}

/** What the consumer is told about a hand-off sent to the lender's API. */
export interface SubmissionView {
  status: SubmissionState;
  reference: string | null;
}

/**
 * Applications sent to an autosubmission lender's API (docs/lender-integrations.md). The
 * hand-off stores a submission row on its own transaction and queues a job; the job POSTs the
 * application with the hand-off's id as Idempotency-Key. Timeouts and 5xx are retried with
 * backoff, a 4xx is final; the submission is accepted at most once (the row's state decides, and
 * the lender sees the same key on every attempt, from any worker).
 */
@Injectable()
export class LenderSubmissionsService {
  private readonly logger = new Logger('LenderSubmissions');

  constructor(
    private readonly repo: LenderIntegrationsRepository,
    private readonly handOffs: LenderTransactionsRepository,
    private readonly queue: QueueService,
    @Inject(lendersConfig.KEY) private readonly config: LendersConfig,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  /**
   * On the hand-off's transaction: a submission row when the lender takes applications by API.
   * Answers whether one was made (the caller queues it once the hand-off is committed).
   */
  @Transactional()
  async prepare(lender: Lender, transactionId: string): Promise<boolean> {
    if (lender.api !== 1 || lender.autosubmission !== 1) return false;
    const integration = await this.repo.find(lender.id);
    if (!integration?.apiUrl) return false;
    await this.repo.insertSubmission(transactionId, lender.id);
    return true;
  }

  /** Queues the submission; if Redis is down, start-up queues it again (the row is kept). */
  async enqueue(transactionId: string, delayMs?: number, suffix = ''): Promise<void> {
    try {
      await this.queue.add<SubmissionJob>(
        SUBMISSIONS_QUEUE,
        { transactionId },
        {
          jobId: submissionJobId(transactionId, suffix),
          attempts: SUBMISSION_ATTEMPTS,
          backoffMs: SUBMISSION_BACKOFF_MS,
          delayMs,
        },
      );
    } catch (err) {
      this.logger.error(
        `Submission ${transactionId} could not be queued: ${(err as Error).message}`,
      );
    }
  }

  /** Queues the submission and waits a moment for the lender's first answer (see the constant). */
  async enqueueAndWait(transactionId: string): Promise<void> {
    await this.enqueue(transactionId);
    await this.queue
      .waitFor(SUBMISSIONS_QUEUE, submissionJobId(transactionId), SUBMISSION_SYNC_WAIT_MS)
      .catch(() => undefined);
  }

  /** Submissions left unfinished (their job lost with Redis, or never queued): queued again. */
  async requeueUnfinished(): Promise<void> {
    for (const id of await this.repo.unfinishedSubmissions()) await this.enqueue(id);
  }

  async view(transactionId: string, reference: string | null): Promise<SubmissionView | null> {
    const s = await this.repo.findSubmission(transactionId);
    return s ? { status: s.status, reference: s.status === 'accepted' ? reference : null } : null;
  }

  /** One attempt (the job's body): 'accepted', 'failed', 'done' (nothing to do) or 'deferred'. */
  async submit(transactionId: string, attemptsMade: number): Promise<string> {
    const source = await this.repo.submissionSource(transactionId);
    if (!source || source.status === 'accepted' || source.status === 'failed') return 'done';
    const integration = await this.repo.find(source.lenderId);
    const key = this.config.integrations.secretsKey;
    if (!integration?.apiUrl || !integration.apiKeyEncrypted || !key) {
      await this.markFailed(transactionId, null, 'The lender has no API address or key');
      return 'failed';
    }
    let apiKey: string;
    try {
      apiKey = openSecret(key, integration.apiKeyEncrypted);
    } catch {
      // LENDER_SECRETS_KEY changed since the key was saved: no retry reads it; an admin must.
      const error = 'The API key cannot be read: enter it again';
      await this.markFailed(transactionId, null, error);
      await this.repo.noteError(source.lenderId, error);
      return 'failed';
    }
    // The lender keeps failing: wait for the breaker to close instead of calling it again.
    const openUntil = integration.breakerOpenUntil?.getTime() ?? 0;
    if (openUntil > Date.now()) {
      await this.repo.markRetrying(transactionId, null, 'Waiting: the lender failed repeatedly');
      await this.enqueue(transactionId, openUntil - Date.now(), `-after-${openUntil}`);
      return 'deferred';
    }
    if (!(await this.repo.startAttempt(transactionId))) return 'done';

    const last = attemptsMade + 1 >= SUBMISSION_ATTEMPTS;
    let status: number | null = null;
    let answer: unknown = null;
    try {
      if (!(await resolvesPublic(integration.apiUrl, this.config.integrations.allowHosts)))
        throw new Error('The API address resolves to a private address');
      const res = await fetch(integration.apiUrl, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${apiKey}`,
          'idempotency-key': transactionId,
        },
        body: JSON.stringify(submissionBody(source)),
        signal: AbortSignal.timeout(integration.timeoutMs),
        redirect: 'error',
      });
      status = res.status;
      answer = await res.json().catch(() => null);
    } catch (err) {
      const error = describe(err);
      return this.retryOrFail(source, null, error, last);
    }
    if (status >= 200 && status < 300) {
      const reference = referenceOf(answer);
      await this.markAccepted(transactionId, source.lenderId, status, reference, answer);
      return 'accepted';
    }
    const error = `HTTP ${status}${messageOf(answer) ? `: ${messageOf(answer)}` : ''}`;
    if (status >= 500 || status === 429 || status === 408)
      return this.retryOrFail(source, status, error, last);
    // The lender refused the application itself: the same request would be refused again.
    await this.markFailed(transactionId, status, error);
    await this.repo.noteError(source.lenderId, error);
    return 'failed';
  }

  /** The job failed for good (its last attempt, or it stalled too often). */
  async failedForGood(transactionId: string, reason: string): Promise<void> {
    await this.markFailed(transactionId, null, reason);
  }

  /**
   * The lender accepted it: once, whatever the retries (a second acceptance of the same hand-off
   * changes nothing). The hand-off keeps the lender's reference; the lender's breaker closes.
   */
  @Transactional()
  private async markAccepted(
    transactionId: string,
    lenderId: number,
    httpStatus: number,
    reference: string | null,
    response: unknown,
  ): Promise<void> {
    if (!(await this.repo.acceptSubmission(transactionId, httpStatus))) return;
    await this.handOffs.markSubmitted(transactionId, reference, response);
    await this.repo.closeBreaker(lenderId);
  }

  /** An answer that will not change on retry (a 4xx), or the last retry spent. */
  @Transactional()
  private async markFailed(
    transactionId: string,
    httpStatus: number | null,
    error: string,
  ): Promise<void> {
    await this.repo.failSubmission(transactionId, httpStatus, error);
    await this.handOffs.markFailed(transactionId, error);
  }

  private async retryOrFail(
    source: SubmissionSource,
    status: number | null,
    error: string,
    last: boolean,
  ): Promise<never> {
    await this.repo.countFailure(source.lenderId, error, BREAKER_THRESHOLD, BREAKER_OPEN_MS);
    if (last) await this.markFailed(source.transactionId, status, error);
    else await this.repo.markRetrying(source.transactionId, status, error);
    throw new RetryableFailure(error);
  }
}

/** The request body of the contract (docs/lender-integrations.md, "The request"). */
export function submissionBody(s: SubmissionSource) {
  return {
    reference: s.transactionId,
    application_id: s.applicationId,
    product_id: s.productId,
    loan: {
      amount: s.desiredAmount === null ? null : Number(s.desiredAmount),
      tenure_months: s.tenureMonths,
    },
    offer: s.requestPayload?.offer ?? null,
    kfs: s.requestPayload?.kfs ?? null,
    applicant: {
      first_name: s.firstName,
      last_name: s.lastName,
      mobile: s.phoneNumber,
      email: s.email,
      birth_date: s.birthDate,
      pan: s.pan,
      gender: s.gender,
      postal_code: s.postalCode,
      employment_status: s.employmentStatus,
      employer_name: s.employerName,
      monthly_income: s.monthlyIncome === null ? null : Number(s.monthlyIncome),
    },
  };
}

function referenceOf(answer: unknown): string | null {
  const ref = (answer as { reference?: unknown } | null)?.reference;
  return typeof ref === 'string' && ref.length > 0 ? ref.slice(0, 100) : null;
}

/** The lender's own words on a refusal, short (never echoed to the consumer). */
function messageOf(answer: unknown): string | null {
  const text = (answer as { message?: unknown } | null)?.message;
  return typeof text === 'string' ? text.slice(0, 200) : null;
}

function describe(err: unknown): string {
  const e = err as Error & { cause?: { code?: string } };
  if (e.name === 'TimeoutError') return 'Timed out waiting for the lender';
  return e.cause?.code ? `No answer: ${e.cause.code}` : `No answer: ${e.message}`;
}
