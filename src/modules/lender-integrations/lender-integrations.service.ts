import { createHash } from 'node:crypto';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { AdminPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { appConfig, type AppConfig } from '../../config/app.config';
import { lendersConfig, type LendersConfig } from '../../config/lenders.config';
import { ApprovalsService } from '../approvals/approvals.service';
import { whenChanged } from '../approvals/record-change';
import type { SentForApproval } from '../../common/rest/sent-for-approval';
import { AuditService } from '../audit/audit.service';
import { LendersService } from '../lenders/lenders.service';
import { apiUrlAllowed } from './api-url';
import type { IntegrationSettingsDto } from './dto/integration-settings.dto';
import type { LenderIntegration } from './lender-integration.entity';
import { LenderIntegrationsRepository } from './lender-integrations.repository';
import { newWebhookSecret, sealSecret } from './secrets';

const ENTITY = 'lender_integrations';

/** A lender's integration settings as the back office sees them: never a secret. */
export interface IntegrationView {
  lender_id: number;
  api_url: string | null;
  api_key_set: boolean;
  webhook_secret_set: boolean;
  webhook_url: string;
  timeout_ms: number;
  /** Set only in the answer of the save that generated it: shown once. */
  webhook_secret?: string;
}

/**
 * A settings change as maker-checker keeps it: the API key already sealed, so that a pending
 * change never holds it in clear.
 */
interface IntegrationChange {
  id: number;
  api_url?: string | null;
  api_key_sealed?: string;
  timeout_ms?: number;
  rotate_webhook_secret?: boolean;
}

/** Where applications go and with what key: a second admin approves these under maker-checker. */
const GATED_FIELDS = ['api_url', 'api_key', 'timeout_ms'] as const;

/**
 * Per-lender integration settings (admin lender edit, role 1, audited, under maker-checker when
 * on) and health. The API key is stored only encrypted and never answered; the webhook secret is
 * generated here and answered once.
 */
@Injectable()
export class LenderIntegrationsService implements OnModuleInit {
  constructor(
    private readonly repo: LenderIntegrationsRepository,
    private readonly lenders: LendersService,
    private readonly audit: AuditService,
    private readonly approvals: ApprovalsService,
    @Inject(lendersConfig.KEY) private readonly config: LendersConfig,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
  ) {}

  onModuleInit() {
    this.approvals.register<IntegrationChange>('lender_integration', {
      state: async (change, lock) => {
        const lender = await this.lenders.assertExists(change.id);
        const row = lock ? await this.repo.findLocked(change.id) : await this.repo.find(change.id);
        return { targetId: lender.id, targetName: lender.name, value: comparable(row) };
      },
      apply: (principal, change) => this.applyIn(principal, change),
      // A new webhook secret alone is not gated: it changes who may call us, not where data goes.
      needsApproval: whenChanged(GATED_FIELDS),
    });
  }

  async get(lenderId: number): Promise<IntegrationView> {
    const lender = await this.lenders.get(lenderId);
    const row = await this.repo.find(lenderId);
    return this.view(lenderId, String(lender.url_key), row);
  }

  update(
    admin: AdminPrincipal,
    lenderId: number,
    dto: IntegrationSettingsDto,
  ): Promise<IntegrationView | SentForApproval> {
    if (
      dto.api_url !== undefined &&
      dto.api_url !== null &&
      !apiUrlAllowed(dto.api_url, this.config.integrations.allowHosts)
    )
      throw new AppError('LENDER_API_URL_INVALID');
    const key = this.config.integrations.secretsKey;
    if ((dto.api_key !== undefined || dto.rotate_webhook_secret) && !key)
      throw new AppError('LENDER_SECRETS_KEY_MISSING');
    const change: IntegrationChange = {
      id: lenderId,
      ...(dto.api_url !== undefined && { api_url: dto.api_url }),
      ...(dto.api_key !== undefined && { api_key_sealed: sealSecret(key!, dto.api_key) }),
      ...(dto.timeout_ms !== undefined && { timeout_ms: dto.timeout_ms }),
      ...(dto.rotate_webhook_secret && { rotate_webhook_secret: true }),
    };
    return this.approvals.submit(admin, 'lender_integration', 'update', change);
  }

  private async applyIn(
    principal: AdminPrincipal,
    change: IntegrationChange,
  ): Promise<IntegrationView> {
    const lender = await this.lenders.assertExists(change.id);
    const row = (await this.repo.findLocked(change.id)) ?? this.repo.build(change.id);
    const before = auditable(row);
    // Autosubmission sends to the address: it cannot lose it while on.
    if (change.api_url === null && lender.autosubmission === 1)
      throw new AppError('LENDER_AUTOSUBMISSION_NEEDS_API');
    if (change.api_url !== undefined) row.apiUrl = change.api_url;
    if (change.timeout_ms !== undefined) row.timeoutMs = change.timeout_ms;
    if (change.api_key_sealed !== undefined) row.apiKeyEncrypted = change.api_key_sealed;
    const key = this.config.integrations.secretsKey;
    let secret: string | undefined;
    if (key && (change.rotate_webhook_secret || !row.webhookSecretEncrypted)) {
      secret = newWebhookSecret();
      row.webhookSecretEncrypted = sealSecret(key, secret);
    }
    const saved = await this.repo.save(row);
    await this.audit.recordUpdates(
      principal,
      { entity: ENTITY, entityId: change.id },
      before,
      auditable(saved, {
        keyChanged: change.api_key_sealed !== undefined,
        secretChanged: !!secret,
      }),
      ['api_url', 'timeout_ms', 'api_key', 'webhook_secret'],
    );
    return {
      ...this.view(change.id, lender.urlKey, saved),
      ...(secret && { webhook_secret: secret }),
    };
  }

  async health(lenderId: number) {
    await this.lenders.get(lenderId);
    const row = await this.repo.find(lenderId);
    const until = row?.breakerOpenUntil ?? null;
    const open = until !== null && until.getTime() > Date.now();
    return {
      lender_id: lenderId,
      submissions: await this.repo.health(lenderId),
      webhooks: await this.repo.webhookHealth(lenderId),
      breaker: {
        open,
        open_until: open ? until.toISOString() : null,
        consecutive_failures: row?.consecutiveFailures ?? 0,
      },
      last_error: row?.lastError ?? null,
      last_error_at: row?.lastErrorAt?.toISOString() ?? null,
    };
  }

  private view(lenderId: number, urlKey: string, row: LenderIntegration | null): IntegrationView {
    return {
      lender_id: lenderId,
      api_url: row?.apiUrl ?? null,
      api_key_set: !!row?.apiKeyEncrypted,
      webhook_secret_set: !!row?.webhookSecretEncrypted,
      webhook_url: `${this.app.publicBaseUrl}/api/lender-webhooks/${urlKey}`,
      timeout_ms: row?.timeoutMs ?? 10_000,
    };
  }
}

/**
 * The settings as the checker compares them: a key by a fingerprint of its ciphertext (a new key
 * shows as a new fingerprint; nothing of the key itself).
 */
function comparable(row: LenderIntegration | null) {
  const fingerprint = (sealed: string | null | undefined) =>
    sealed ? `sealed:${createHash('sha256').update(sealed).digest('hex').slice(0, 12)}` : null;
  return {
    api_url: row?.apiUrl ?? null,
    api_key: fingerprint(row?.apiKeyEncrypted),
    timeout_ms: row?.timeoutMs ?? 10_000,
    webhook_secret: fingerprint(row?.webhookSecretEncrypted),
  };
}

/** What the audit trail keeps: the address and timeout, and only that a secret changed. */
function auditable(
  row: LenderIntegration,
  changed: { keyChanged?: boolean; secretChanged?: boolean } = {},
) {
  const secret = (sealed: string | null, isNew?: boolean) =>
    isNew ? '(changed)' : sealed ? '(set)' : null;
  return {
    api_url: row.apiUrl ?? null,
    timeout_ms: row.timeoutMs,
    api_key: secret(row.apiKeyEncrypted, changed.keyChanged),
    webhook_secret: secret(row.webhookSecretEncrypted, changed.secretChanged),
  };
}
