import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { appConfig, type AppConfig } from '../../config/app.config';
import { lendersConfig, type LendersConfig } from '../../config/lenders.config';
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
 * Per-lender integration settings (admin lender edit, role 1) and health. The API key is stored
 * only encrypted and never answered; the webhook secret is generated here and answered once.
 */
@Injectable()
export class LenderIntegrationsService {
  constructor(
    private readonly repo: LenderIntegrationsRepository,
    private readonly lenders: LendersService,
    private readonly audit: AuditService,
    @Inject(lendersConfig.KEY) private readonly config: LendersConfig,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    // Only to open the transaction; the queries are the repositories'.
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async get(lenderId: number): Promise<IntegrationView> {
    const lender = await this.lenders.get(lenderId);
    const row = await this.repo.find(lenderId);
    return this.view(lenderId, String(lender.url_key), row);
  }

  async update(
    admin: AdminPrincipal,
    lenderId: number,
    dto: IntegrationSettingsDto,
  ): Promise<IntegrationView> {
    const lender = await this.lenders.get(lenderId);
    if (
      dto.api_url !== undefined &&
      dto.api_url !== null &&
      !apiUrlAllowed(dto.api_url, this.config.integrations.allowHosts)
    )
      throw new AppError('LENDER_API_URL_INVALID');
    const key = this.config.integrations.secretsKey;
    if ((dto.api_key !== undefined || dto.rotate_webhook_secret) && !key)
      throw new AppError('LENDER_SECRETS_KEY_MISSING');

    return this.dataSource.transaction(async (m) => {
      const row = (await this.repo.findLocked(m, lenderId)) ?? this.repo.build(m, lenderId);
      const before = auditable(row);
      // Autosubmission sends to the address: it cannot lose it while on.
      if (dto.api_url === null && lender.autosubmission === 1)
        throw new AppError('LENDER_AUTOSUBMISSION_NEEDS_API');
      if (dto.api_url !== undefined) row.apiUrl = dto.api_url;
      if (dto.timeout_ms !== undefined) row.timeoutMs = dto.timeout_ms;
      if (dto.api_key !== undefined) row.apiKeyEncrypted = sealSecret(key!, dto.api_key);
      let secret: string | undefined;
      if (dto.rotate_webhook_secret || !row.webhookSecretEncrypted) {
        if (key) {
          secret = newWebhookSecret();
          row.webhookSecretEncrypted = sealSecret(key, secret);
        }
      }
      const saved = await this.repo.save(m, row);
      await this.audit.recordUpdates(
        admin,
        { entity: ENTITY, entityId: lenderId },
        before,
        auditable(saved, { keyChanged: dto.api_key !== undefined, secretChanged: !!secret }),
        ['api_url', 'timeout_ms', 'api_key', 'webhook_secret'],
        m,
      );
      return {
        ...this.view(lenderId, String(lender.url_key), saved),
        ...(secret && { webhook_secret: secret }),
      };
    });
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
      webhook_url: `${this.app.publicBaseUrl.replace(/\/+$/, '')}/api/lender-webhooks/${urlKey}`,
      timeout_ms: row?.timeoutMs ?? 10_000,
    };
  }
}

/** What the audit trail keeps: the address and timeout, and only that a secret changed. */
function auditable(
  row: LenderIntegration,
  changed: { keyChanged?: boolean; secretChanged?: boolean } = {},
) {
  return {
    api_url: row.apiUrl ?? null,
    timeout_ms: row.timeoutMs,
    api_key: changed.keyChanged ? '(changed)' : row.apiKeyEncrypted ? '(set)' : null,
    webhook_secret: changed.secretChanged
      ? '(changed)'
      : row.webhookSecretEncrypted
        ? '(set)'
        : null,
  };
}
