import { createHash } from 'node:crypto';
import type { PartnerLeadView } from '@marketplace/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors';
import { authConfig, type AuthConfig } from '../../config/auth.config';

import { AuditService } from '../audit/audit.service';
import { PartnersRepository } from '../partners/partners.repository';
import type { Product } from '../products/product.entity';
import type { CreateLeadDto } from './dto/create-lead.dto';
import { leadMobileHash } from './lead-mobile';
import type { ApiKeyCaller } from './partner-api-key.guard';
import type { PartnerLead } from './partner-lead.entity';
import { PartnerLeadsRepository } from './partner-leads.repository';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';

/** What a client may send as Idempotency-Key. */
export const IDEMPOTENCY_KEY_SHAPE = /^[A-Za-z0-9._-]{1,100}$/;
/** A consent time this far ahead of the server's clock is refused (clocks drift). */
const CLOCK_SKEW_MS = 5 * 60_000;

const toView = (lead: PartnerLead, product: Product): PartnerLeadView => ({
  id: lead.id,
  // One answer whatever became of the lead: its outcome is ours, not the partner's to learn.
  status: 'received',
  product: product.code,
  created_at: lead.createdAt.toISOString(),
});

/** The request's fields in a fixed order: equal leads hash equally, whatever the key order. */
function requestHash(dto: CreateLeadDto): string {
  const canonical = [
    dto.mobile,
    dto.name,
    dto.product,
    dto.merchant_id ?? null,
    dto.utm_source ?? null,
    dto.utm_medium ?? null,
    dto.utm_campaign ?? null,
    dto.utm_term ?? null,
    dto.utm_content ?? null,
    dto.consent.text,
    dto.consent.given_at,
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex');
}

/**
 * The partner lead API. A lead is held, naming no one: it neither creates nor re-attributes a
 * consumer, and every accepted lead gets the same answer (`received`), so a partner learns nothing
 * of who is already ours and cannot claim a mobile in advance (a held lead gives no partner-token
 * sign-in anything to ride on). When the mobile first signs in by OTP with no partner of its own,
 * the newest held lead attributes that new journey (ConsumerAccountsService). Each
 * Idempotency-Key makes one lead: a retry with the same body answers that lead again, a different
 * body is refused.
 */
@Injectable()
export class PartnerLeadsService {
  constructor(
    private readonly leads: PartnerLeadsRepository,
    private readonly partners: PartnersRepository,
    private readonly audit: AuditService,
    @Inject(authConfig.KEY) private readonly auth: AuthConfig,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  async create(
    caller: ApiKeyCaller,
    idempotencyKey: string | undefined,
    dto: CreateLeadDto,
  ): Promise<{ replayed: boolean; data: PartnerLeadView }> {
    if (!idempotencyKey || !IDEMPOTENCY_KEY_SHAPE.test(idempotencyKey))
      throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
    const consentedAt = new Date(dto.consent.given_at);
    if (consentedAt.getTime() > Date.now() + CLOCK_SKEW_MS)
      throw new AppError('LEAD_CONSENT_REQUIRED');
    const hash = requestHash(dto);

    return this.txHost.withTransaction(async () => {
      // One request per key at a time: a concurrent retry waits, then finds the lead.
      await this.leads.lockIdempotencyKey(caller.partnerId, idempotencyKey);
      const earlier = await this.leads.byIdempotencyKey(caller.partnerId, idempotencyKey);
      if (earlier) {
        if (earlier.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        return { replayed: true, data: toView(earlier, earlier.product!) };
      }
      const product = await this.leads.activeProduct(dto.product);
      if (!product) throw new AppError('LEAD_PRODUCT_UNKNOWN');
      const merchantId = await this.merchantOf(caller.partnerId, dto.merchant_id);
      const lead = await this.leads.insert({
        partnerId: caller.partnerId,
        merchantId,
        apiKeyId: caller.keyId,
        idempotencyKey,
        requestHash: hash,
        productId: product.id,
        outcome: 'received',
        mobileHash: leadMobileHash(this.auth.otpHashSecret, dto.mobile),
        userId: null,
        prospectAppId: null,
        consentText: dto.consent.text,
        consentedAt,
      });
      await this.audit.write(
        {
          actorType: 'partner',
          actorId: null,
          masqueradeAdminId: null,
          partnerId: caller.partnerId,
        },
        {
          action: 'create',
          entity: 'partner_leads',
          entityId: lead.id,
          newValue: { product: product.code, api_key_id: caller.keyId },
        },
      );
      return { replayed: false, data: toView(lead, product) };
    });
  }

  private async merchantOf(partnerId: number, merchantId: number | undefined) {
    if (merchantId === undefined) return null;
    const merchant = await this.partners.activeMerchant(merchantId);
    if (!merchant || merchant.partnerId !== partnerId) throw new AppError('LEAD_MERCHANT_UNKNOWN');
    return merchant.id;
  }

  /**
   * Erasure's part, in the caller's transaction: partners' leads of the mobile forget it (the
   * keyed hash that would match a later sign-in). Rows touched by table.
   */
  async eraseMobile(mobile: string): Promise<Record<string, number>> {
    const hash = leadMobileHash(this.auth.otpHashSecret, mobile);
    return { partner_leads: await this.leads.forgetMobile(hash) };
  }
}
