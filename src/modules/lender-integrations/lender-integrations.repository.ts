import type { SubmissionState } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';
import { LenderLookup } from '../uploads/kinds/lookups';
import { LenderIntegration } from './lender-integration.entity';
import { LenderSubmission } from './lender-submission.entity';
import { LenderWebhookEvent } from './lender-webhook-event.entity';

/** What a submission sends: the hand-off and what the consumer agreed to share. */
export interface SubmissionSource {
  transactionId: string;
  lenderId: number;
  applicationId: string;
  status: SubmissionState;
  requestPayload: { offer?: unknown; kfs?: { number: string; sha256: string } } | null;
  productId: number;
  desiredAmount: string | null;
  tenureMonths: number | null;
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string;
  email: string | null;
  birthDate: string | null;
  pan: string | null;
  gender: string | null;
  postalCode: string | null;
  employmentStatus: string | null;
  employerName: string | null;
  monthlyIncome: string | null;
}

export interface SubmissionHealth {
  today: number;
  accepted: number;
  failed: number;
  retrying: number;
  queued: number;
  medianMs: number | null;
  p95Ms: number | null;
}

/**
 * The queries of lender_integrations, lender_submissions and lender_webhook_events, in the
 * ambient transaction (or none). The hand-off's own row (lender_transactions) is the
 * applications module's.
 */
@Injectable()
export class LenderIntegrationsRepository {
  constructor(@InjectTransactionHost() private readonly txHost: TxHost) {}

  find(lenderId: number): Promise<LenderIntegration | null> {
    return this.txHost.tx.findOne(LenderIntegration, { where: { lenderId } });
  }

  findLocked(lenderId: number): Promise<LenderIntegration | null> {
    return this.txHost.tx.findOne(LenderIntegration, {
      where: { lenderId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  save(integration: LenderIntegration): Promise<LenderIntegration> {
    return this.txHost.tx.save(integration);
  }

  build(lenderId: number): LenderIntegration {
    return this.txHost.tx.create(LenderIntegration, {
      lenderId,
      timeoutMs: 10_000,
      consecutiveFailures: 0,
    });
  }

  /** A live lender by its url key, with its integration (webhooks name the lender so). */
  async byUrlKey(
    urlKey: string,
  ): Promise<{ lenderId: number; integration: LenderIntegration | null } | null> {
    const rows: Array<{ id: number }> = await this.txHost.tx.query(
      'SELECT id FROM lenders WHERE url_key = $1 AND deleted_at IS NULL',
      [urlKey],
    );
    if (!rows[0]) return null;
    return { lenderId: rows[0].id, integration: await this.find(rows[0].id) };
  }

  /** The live lenders by name and id, as the status file's rules read them. */
  lenderLookup(): Promise<LenderLookup> {
    return LenderLookup.load(this.txHost);
  }

  /** A submission row for the hand-off, on the hand-off's transaction. */
  async insertSubmission(transactionId: string, lenderId: number): Promise<void> {
    await this.txHost.tx.insert(LenderSubmission, { transactionId, lenderId, status: 'queued' });
  }

  findSubmission(transactionId: string): Promise<LenderSubmission | null> {
    return this.txHost.tx.findOne(LenderSubmission, { where: { transactionId } });
  }

  /** Submissions not finished, for start-up to queue again (their job may be gone). */
  async unfinishedSubmissions(): Promise<string[]> {
    const rows: Array<{ transaction_id: string }> = await this.txHost.tx.query(
      `SELECT transaction_id FROM lender_submissions WHERE status IN ('queued','retrying')`,
    );
    return rows.map((r) => r.transaction_id);
  }

  async submissionSource(transactionId: string): Promise<SubmissionSource | null> {
    const rows: SubmissionSource[] = await this.txHost.tx.query(
      `SELECT s.transaction_id AS "transactionId", s.lender_id AS "lenderId", s.status,
              t.application_id AS "applicationId", t.request_payload AS "requestPayload",
              a.product_id AS "productId", a.desired_amount AS "desiredAmount",
              a.tenure_months AS "tenureMonths",
              u.first_name AS "firstName", u.last_name AS "lastName",
              u.phone_number AS "phoneNumber", u.email, u.birth_date::text AS "birthDate",
              u.tin AS pan, u.gender, u.postal_code AS "postalCode",
              a.employment_status_code AS "employmentStatus", a.employer_name AS "employerName",
              a.monthly_income AS "monthlyIncome"
         FROM lender_submissions s
         JOIN lender_transactions t ON t.id = s.transaction_id
         JOIN applications a ON a.id = t.application_id
         JOIN users u ON u.id = a.user_id
        WHERE s.transaction_id = $1`,
      [transactionId],
    );
    return rows[0] ?? null;
  }

  /** Counts one attempt; false when the submission is already finished (accepted or failed). */
  async startAttempt(transactionId: string): Promise<boolean> {
    const [, count] = await this.txHost.tx.query<[unknown, number]>(
      `UPDATE lender_submissions SET attempts = attempts + 1
        WHERE transaction_id = $1 AND status IN ('queued','retrying')`,
      [transactionId],
    );
    return count === 1;
  }

  /** The submission accepted; false when it already was (a second acceptance changes nothing). */
  async acceptSubmission(transactionId: string, httpStatus: number): Promise<boolean> {
    const [, count] = await this.txHost.tx.query<[unknown, number]>(
      `UPDATE lender_submissions
          SET status = 'accepted', accepted_at = now(), http_status = $2, last_error = NULL
        WHERE transaction_id = $1 AND status <> 'accepted'`,
      [transactionId, httpStatus],
    );
    return count === 1;
  }

  /** The lender answered: its failures in a row start again and its breaker closes. */
  async closeBreaker(lenderId: number): Promise<void> {
    await this.txHost.tx.query(
      `UPDATE lender_integrations SET consecutive_failures = 0, breaker_open_until = NULL
        WHERE lender_id = $1`,
      [lenderId],
    );
  }

  /** The submission failed for good; an accepted one stays accepted. */
  async failSubmission(
    transactionId: string,
    httpStatus: number | null,
    error: string,
  ): Promise<void> {
    await this.txHost.tx.query(
      `UPDATE lender_submissions
          SET status = 'failed', failed_at = now(), http_status = $2, last_error = $3
        WHERE transaction_id = $1 AND status <> 'accepted'`,
      [transactionId, httpStatus, error.slice(0, 300)],
    );
  }

  async markRetrying(
    transactionId: string,
    httpStatus: number | null,
    error: string,
  ): Promise<void> {
    await this.txHost.tx.query(
      `UPDATE lender_submissions SET status = 'retrying', http_status = $2, last_error = $3
        WHERE transaction_id = $1 AND status IN ('queued','retrying')`,
      [transactionId, httpStatus, error.slice(0, 300)],
    );
  }

  /**
   * One more failure in a row for the lender (timeouts, 5xx): at `threshold` the breaker opens
   * until `openUntil`. Answers whether it is open now.
   */
  async countFailure(
    lenderId: number,
    error: string,
    threshold: number,
    openForMs: number,
  ): Promise<void> {
    await this.txHost.tx.query(
      `UPDATE lender_integrations
          SET consecutive_failures = consecutive_failures + 1,
              last_error = $2, last_error_at = now(),
              breaker_open_until = CASE WHEN consecutive_failures + 1 >= $3
                                        THEN now() + make_interval(secs => $4::float8 / 1000)
                                        ELSE breaker_open_until END
        WHERE lender_id = $1`,
      [lenderId, error.slice(0, 300), threshold, openForMs],
    );
  }

  async noteError(lenderId: number, error: string): Promise<void> {
    await this.txHost.tx.query(
      `UPDATE lender_integrations SET last_error = $2, last_error_at = now() WHERE lender_id = $1`,
      [lenderId, error.slice(0, 300)],
    );
  }

  /** Submissions of the lender's India day so far, by state, and the time to acceptance. */
  async health(lenderId: number): Promise<SubmissionHealth> {
    const [row] = await this.txHost.tx.query(
      `SELECT count(*)::int AS today,
              count(*) FILTER (WHERE status = 'accepted')::int AS accepted,
              count(*) FILTER (WHERE status = 'failed')::int AS failed,
              count(*) FILTER (WHERE status = 'retrying')::int AS retrying,
              count(*) FILTER (WHERE status = 'queued')::int AS queued,
              percentile_cont(0.5) WITHIN GROUP (ORDER BY extract(epoch FROM accepted_at - created_at) * 1000)
                FILTER (WHERE accepted_at IS NOT NULL) AS median_ms,
              percentile_cont(0.95) WITHIN GROUP (ORDER BY extract(epoch FROM accepted_at - created_at) * 1000)
                FILTER (WHERE accepted_at IS NOT NULL) AS p95_ms
         FROM lender_submissions
        WHERE lender_id = $1
          AND created_at >= (date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata')`,
      [lenderId],
    );
    const ms = (v: unknown) => (v === null || v === undefined ? null : Math.round(Number(v)));
    return {
      today: row.today,
      accepted: row.accepted,
      failed: row.failed,
      retrying: row.retrying,
      queued: row.queued,
      medianMs: ms(row.median_ms),
      p95Ms: ms(row.p95_ms),
    };
  }

  /** Webhooks of the lender's India day so far: received (applied or duplicate) and refused. */
  async webhookHealth(lenderId: number): Promise<{ received: number; refused: number }> {
    const [row] = await this.txHost.tx.query(
      `SELECT count(*) FILTER (WHERE outcome <> 'refused')::int AS received,
              count(*) FILTER (WHERE outcome = 'refused')::int AS refused
         FROM lender_webhook_events
        WHERE lender_id = $1
          AND received_at >= (date_trunc('day', now() AT TIME ZONE 'Asia/Kolkata') AT TIME ZONE 'Asia/Kolkata')`,
      [lenderId],
    );
    return row;
  }

  async recordRefusal(lenderId: number, reason: string, eventId: string | null): Promise<void> {
    await this.txHost.tx.insert(LenderWebhookEvent, {
      lenderId,
      outcome: 'refused',
      reason,
      eventId: eventId?.slice(0, 120) ?? null,
    });
  }

  /**
   * Claims the event on the caller's transaction: 'applied' the first time its id is seen,
   * 'duplicate' after; null when this very signature was seen before (a replay). The unique
   * indexes decide between concurrent deliveries.
   */
  async claimEvent(values: {
    lenderId: number;
    eventId: string;
    signature: string;
    applicationId: string;
    status: string;
  }): Promise<{ id: number; outcome: 'applied' | 'duplicate' } | null> {
    const rows: Array<{ id: number; outcome: 'applied' | 'duplicate' }> =
      await this.txHost.tx.query(
        `WITH seen AS (
         SELECT 1 FROM lender_webhook_events
          WHERE lender_id = $1 AND event_id = $2 AND outcome = 'applied')
       INSERT INTO lender_webhook_events (lender_id, event_id, outcome, signature, application_id, status)
       SELECT $1, $2, CASE WHEN EXISTS (SELECT 1 FROM seen) THEN 'duplicate' ELSE 'applied' END, $3, $4, $5
       ON CONFLICT DO NOTHING
       RETURNING id, outcome`,
        [values.lenderId, values.eventId, values.signature, values.applicationId, values.status],
      );
    return rows[0] ?? null;
  }

  /** The lender each application was handed off to. */
  async applicationLender(applicationId: string): Promise<number | null | undefined> {
    const rows: Array<{ lender_id: number | null }> = await this.txHost.tx.query(
      'SELECT lender_id FROM applications WHERE id = $1',
      [applicationId],
    );
    return rows[0]?.lender_id;
  }
}
