import { createHash } from 'node:crypto';
import type { PartnerLeadView } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { AppError } from '../../common/errors';
import { lockUntilCommit, LockSpace } from '../../database/advisory-locks';
import { ApplicationsRepository } from '../applications/applications.repository';
import { AuditService } from '../audit/audit.service';
import { ConsentRepository } from '../consent/consent.repository';
import { PartnersRepository } from '../partners/partners.repository';
import type { Product } from '../products/product.entity';
import type { CreateLeadDto } from './dto/create-lead.dto';
import type { ApiKeyCaller } from './partner-api-key.guard';
import type { PartnerLead } from './partner-lead.entity';
import { PartnerLeadsRepository } from './partner-leads.repository';

/** What a client may send as Idempotency-Key. */
export const IDEMPOTENCY_KEY_SHAPE = /^[A-Za-z0-9._-]{1,100}$/;
/** A consent time this far ahead of the server's clock is refused (clocks drift). */
const CLOCK_SKEW_MS = 5 * 60_000;

const toView = (lead: PartnerLead, product: Product): PartnerLeadView => ({
  id: lead.id,
  status: lead.outcome,
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
 * The partner lead API. A lead for a new mobile creates the consumer (named, not yet verified)
 * and a prospect application attributed to the partner, so that the consumer's first OTP sign-in
 * continues it; a mobile that is already a consumer's is recorded as `existing_customer` and
 * their attribution is left as it was (the first partner keeps it). Each Idempotency-Key makes one
 * lead: a retry with the same body answers that lead again, a different body is refused.
 */
@Injectable()
export class PartnerLeadsService {
  constructor(
    private readonly leads: PartnerLeadsRepository,
    private readonly records: ApplicationsRepository,
    private readonly partners: PartnersRepository,
    private readonly audit: AuditService,
    private readonly consents: ConsentRepository,
    // Only to open transactions; the queries are the repositories'.
    @InjectDataSource() private readonly dataSource: DataSource,
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

    return this.dataSource.transaction(async (m) => {
      // One request per key at a time: a concurrent retry waits, then finds the lead.
      await lockUntilCommit(m, LockSpace.PartnerLead, `${caller.partnerId}:${idempotencyKey}`);
      const earlier = await this.leads.byIdempotencyKey(m, caller.partnerId, idempotencyKey);
      if (earlier) {
        if (earlier.requestHash !== hash) throw new AppError('IDEMPOTENCY_KEY_REUSED');
        return { replayed: true, data: toView(earlier, earlier.product!) };
      }
      const product = await this.leads.activeProduct(m, dto.product);
      if (!product) throw new AppError('LEAD_PRODUCT_UNKNOWN');
      const merchantId = await this.merchantOf(m, caller.partnerId, dto.merchant_id);

      // The same lock as the OTP sign-in's: a lead and a sign-in of one number never both create it.
      await lockUntilCommit(m, LockSpace.OtpNumber, dto.mobile);
      const existing = await this.records.findUserByPhone(m, dto.mobile);
      const consumer = existing
        ? { userId: existing.id, prospectAppId: null }
        : await this.newConsumer(m, caller.partnerId, merchantId, dto);
      // A consumer who withdrew partners' contact is not tied to the lead, nor named to the partner.
      const optedOut =
        existing !== null &&
        (await this.consents.current(existing.id, 'partner_contact', m)) === false;
      const lead = await this.leads.insert(m, {
        partnerId: caller.partnerId,
        merchantId,
        apiKeyId: caller.keyId,
        idempotencyKey,
        requestHash: hash,
        productId: product.id,
        outcome: optedOut ? 'opted_out' : existing ? 'existing_customer' : 'created',
        userId: optedOut ? null : consumer.userId,
        prospectAppId: consumer.prospectAppId,
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
          newValue: { outcome: lead.outcome, product: product.code, api_key_id: caller.keyId },
        },
        m,
      );
      return { replayed: false, data: toView(lead, product) };
    });
  }

  private async merchantOf(m: EntityManager, partnerId: number, merchantId: number | undefined) {
    if (merchantId === undefined) return null;
    const merchant = await this.partners.activeMerchant(m, merchantId);
    if (!merchant || merchant.partnerId !== partnerId) throw new AppError('LEAD_MERCHANT_UNKNOWN');
    return merchant.id;
  }

  private async newConsumer(
    m: EntityManager,
    partnerId: number,
    merchantId: number | null,
    dto: CreateLeadDto,
  ) {
    const [firstName, ...rest] = dto.name.split(/\s+/);
    const user = await this.records.insertUser(m, {
      phoneCode: '91',
      phoneNumber: dto.mobile,
      firstName,
      lastName: rest.join(' ') || null,
      merchantLocationId: merchantId,
    });
    const prospect = await this.records.insertProspect(m, {
      userId: user.id,
      partnerId,
      merchantLocationId: merchantId,
      utmSource: dto.utm_source ?? null,
      utmMedium: dto.utm_medium ?? null,
      utmCampaign: dto.utm_campaign ?? null,
      utmTerm: dto.utm_term ?? null,
      utmContent: dto.utm_content ?? null,
      urlSegment: null,
    });
    return { userId: user.id, prospectAppId: prospect.id };
  }
}
