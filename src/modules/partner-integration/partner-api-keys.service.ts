import type { CreatedPartnerApiKey, PartnerApiKeyView } from '@marketplace/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { requirePartnerLevel } from '../../common/auth/partner-scope';
import type { PartnerPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { authConfig, type AuthConfig } from '../../config/auth.config';
import { partnersConfig, type PartnersConfig } from '../../config/partners.config';
import { AuditService } from '../audit/audit.service';
import { newApiKey, signingSecret } from './api-keys';
import type { PartnerApiKey } from './partner-api-key.entity';
import { PartnerApiKeysRepository } from './partner-api-keys.repository';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';

/** Live keys a partner may hold at once (one per system it connects, with room to rotate). */
export const MAX_ACTIVE_KEYS = 10;
const ENTITY = 'partner_api_keys';

const toView = (k: PartnerApiKey): PartnerApiKeyView => ({
  id: k.id,
  name: k.name,
  prefix: k.prefix,
  created_at: k.createdAt.toISOString(),
  last_used_at: k.lastUsedAt?.toISOString() ?? null,
  revoked_at: k.revokedAt?.toISOString() ?? null,
});

/**
 * Digital integration's API keys: a partner creates (the key is answered once and only its hash
 * kept), names and revokes them. Keys belong to the partner, so a merchant's login has none.
 */
@Injectable()
export class PartnerApiKeysService {
  constructor(
    private readonly keys: PartnerApiKeysRepository,
    private readonly audit: AuditService,
    @Inject(partnersConfig.KEY) private readonly config: PartnersConfig,
    @Inject(authConfig.KEY) private readonly auth: AuthConfig,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  /** The keys, and the lead API's rate limit that applies to each. */
  async list(principal: PartnerPrincipal) {
    requirePartnerLevel(principal);
    const keys = await this.keys.ofPartner(principal.partnerId);
    return { data: keys.map(toView), requests_per_minute: this.config.leadsPerMinute };
  }

  create(principal: PartnerPrincipal, name: string): Promise<{ data: CreatedPartnerApiKey }> {
    requirePartnerLevel(principal);
    return this.txHost.withTransaction(async () => {
      if ((await this.keys.countActive(principal.partnerId)) >= MAX_ACTIVE_KEYS)
        throw new AppError('API_KEY_LIMIT_REACHED', { max: MAX_ACTIVE_KEYS });
      const { key, prefix, hash } = newApiKey();
      const saved = await this.keys.insert({
        partnerId: principal.partnerId,
        name,
        prefix,
        keyHash: hash,
        createdByPartnerUserId: principal.partnerUserId,
        createdByAdminId: principal.masqueradeAdminId,
      });
      await this.audit.record(principal, {
        action: 'create',
        entity: ENTITY,
        entityId: saved.id,
        newValue: { name, prefix },
      });
      return {
        data: {
          ...toView(saved),
          key,
          signing_secret: signingSecret(this.auth.partner.secret, hash),
        },
      };
    });
  }

  /** Revoked at once: the next call with the key is refused. Revoking twice changes nothing. */
  revoke(principal: PartnerPrincipal, id: number): Promise<{ data: PartnerApiKeyView }> {
    requirePartnerLevel(principal);
    return this.txHost.withTransaction(async () => {
      const key = await this.keys.find(principal.partnerId, id);
      if (!key) throw new AppError('API_KEY_NOT_FOUND');
      if (key.revokedAt) return { data: toView(key) };
      key.revokedAt = new Date();
      const saved = await this.keys.save(key);
      await this.audit.record(principal, {
        action: 'revoke',
        entity: ENTITY,
        entityId: key.id,
        oldValue: { name: key.name },
      });
      return { data: toView(saved) };
    });
  }
}
