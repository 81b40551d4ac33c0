import { Inject, Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { ErrorCode } from '@marketplace/contracts';
import { AppError } from '../../common/errors';
import { lendersConfig, type LendersConfig } from '../../config/lenders.config';
import { Transactional, type TxHost } from '../../database/transactional';
import { ApplicationsRepository } from '../applications/applications.repository';
import type { ApplicationStatusUpdate } from '../applications/status-batches.repository';
import { applicationStatusKind } from '../uploads/kinds/application-status.kind';
import type { Cell } from '../uploads/upload-kind';
import { LenderIntegrationsRepository } from './lender-integrations.repository';
import { openSecret, signatureMatches, webhookSignature } from './secrets';

/** How far a webhook's timestamp may be from our clock, either way. */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

/** The status file's columns a webhook may carry, under the same names. */
const STATUS_FIELDS = [
  'application_id',
  'status',
  'sub_status',
  'sanctioned_amount',
  'sanctioned_date',
  'disbursed_amount',
  'disbursed_date',
  'remarks',
] as const;

export interface WebhookHeaders {
  timestamp?: string;
  signature?: string;
}

/**
 * POST /api/lender-webhooks/{url_key} (docs/lender-integrations.md): a lender's status for one
 * application, signed with its webhook secret. Checked by the status file's own rules and applied
 * as a status-file row is (history, application, journey event), once per lender event id.
 * Every refusal is counted for the lender's integration health.
 */
@Injectable()
export class LenderWebhooksService {
  constructor(
    private readonly repo: LenderIntegrationsRepository,
    private readonly applications: ApplicationsRepository,
    @Inject(lendersConfig.KEY) private readonly config: LendersConfig,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  async receive(
    urlKey: string,
    headers: WebhookHeaders,
    rawBody: string | undefined,
    body: unknown,
  ) {
    const found = await this.repo.byUrlKey(urlKey);
    const sealed = found?.integration?.webhookSecretEncrypted;
    const key = this.config.integrations.secretsKey;
    if (!found || !sealed || !key) throw new AppError('LENDER_WEBHOOK_UNKNOWN');
    const lenderId = found.lenderId;
    const eventId = eventIdOf(body);
    const refuse = async (code: ErrorCode, params?: Record<string, string>): Promise<never> => {
      await this.repo.recordRefusal(lenderId, code, eventId);
      throw new AppError(code, params);
    };

    const sent = (headers.signature ?? '').replace(/^sha256=/, '');
    const timestamp = headers.timestamp ?? '';
    const expected = webhookSignature(openSecret(key, sealed), timestamp, rawBody ?? '');
    if (rawBody === undefined || !/^\d{1,12}$/.test(timestamp) || !signatureMatches(expected, sent))
      return refuse('LENDER_WEBHOOK_SIGNATURE_INVALID');
    if (Math.abs(Date.now() / 1000 - Number(timestamp)) > WEBHOOK_TOLERANCE_SECONDS)
      return refuse('LENDER_WEBHOOK_STALE');

    if (!eventId)
      return refuse('LENDER_WEBHOOK_INVALID', {
        problems: 'event_id: Required (up to 120 characters)',
      });
    const fields = body as Record<string, unknown>;
    const cells: Record<string, Cell> = { lender: String(lenderId) };
    for (const name of STATUS_FIELDS) cells[name] = cellOf(fields[name]);
    // A rejection's reason, when the lender names it so: the status file's sub-status.
    if (cells.sub_status === null) cells.sub_status = cellOf(fields.reason);
    const lookup = await this.repo.lenderLookup();
    const checked = applicationStatusKind.check(
      { ordinal: 1, rowNumber: 1, cells, extra: {} },
      lookup,
    );
    if ('problems' in checked)
      return refuse('LENDER_WEBHOOK_INVALID', {
        problems: checked.problems.map((p) => `${p.column}: ${p.message}`).join('; '),
      });
    const row = checked.value;
    if ((await this.repo.applicationLender(row.applicationId)) !== lenderId)
      return refuse('LENDER_WEBHOOK_APPLICATION_UNKNOWN', { reference: row.applicationId });

    const outcome = await this.apply(lenderId, eventId, expected, row);
    if (!outcome) return refuse('LENDER_WEBHOOK_REPLAYED');
    return { received: true, event_id: eventId, duplicate: outcome === 'duplicate' };
  }

  /** The event claimed and, the first time its id is seen, the status applied, together. */
  @Transactional()
  private async apply(
    lenderId: number,
    eventId: string,
    signature: string,
    row: Omit<ApplicationStatusUpdate, 'rowNumber' | 'latest'>,
  ): Promise<'applied' | 'duplicate' | null> {
    const claimed = await this.repo.claimEvent({
      lenderId,
      eventId,
      signature,
      applicationId: row.applicationId,
      status: row.status,
    });
    if (claimed?.outcome === 'applied')
      await this.applications.applyLenderStatuses([{ ...row, rowNumber: 1, latest: true }], {
        source: 'lender',
        webhookEventId: claimed.id,
      });
    return claimed?.outcome ?? null;
  }
}

function eventIdOf(body: unknown): string | null {
  const id = (body as { event_id?: unknown } | null)?.event_id;
  return typeof id === 'string' && /^[\x21-\x7e]{1,120}$/.test(id) ? id : null;
}

/** A JSON value as a status file cell: text and numbers as they are, anything else unset. */
function cellOf(v: unknown): Cell {
  if (typeof v === 'string' || typeof v === 'number') return v;
  return null;
}
