import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ApplicationsRepository } from '../applications/applications.repository';
import { JourneyEventsRepository } from '../applications/journey-events.repository';
import { PartnersRepository } from '../partners/partners.repository';
import type { VerifyOtpDto } from './dto/verify-otp.dto';

/**
 * Who signs in and the attribution of their visit (an OTP's, or a partner's sign-in token's);
 * `trackingCode`: the tracking link the visit came through (its cookie, see TRACKING_COOKIE).
 */
export type Visit = Omit<VerifyOtpDto, 'otp'> & { trackingCode?: string | null };

export interface ConsumerSession {
  userId: number;
  prospectAppId: string;
}

/** The consumer and journey record behind a verified number. */
@Injectable()
export class ConsumerAccountsService {
  constructor(
    private readonly records: ApplicationsRepository,
    private readonly partners: PartnersRepository,
    private readonly events: JourneyEventsRepository,
  ) {}

  /**
   * A returning consumer gets their latest prospect application; the first verification of a
   * number creates the consumer and a prospect application carrying the visit's attribution.
   * Either way the sign-in is a journey event.
   */
  async signIn(m: EntityManager, visit: Visit, ip: string | null): Promise<ConsumerSession> {
    const trackingLinkId = visit.trackingCode
      ? await this.partners.activeTrackingLinkId(m, visit.trackingCode)
      : null;
    const session = await this.session(m, visit, ip, trackingLinkId);
    await this.events.record(m, 'signed_in', { ...session, trackingLinkId });
    return session;
  }

  private async session(
    m: EntityManager,
    visit: Visit,
    ip: string | null,
    trackingLinkId: number | null,
  ): Promise<ConsumerSession> {
    const existing = await this.records.findUserByPhone(m, visit.phoneNumber);
    const latest = existing ? await this.records.latestProspect(m, existing.id) : null;
    if (existing && latest) return { userId: existing.id, prospectAppId: latest.id };

    const { partnerId, merchantId } = await this.attribution(m, visit);
    const user =
      existing ??
      (await this.records.insertUser(m, {
        phoneCode: '91',
        phoneNumber: visit.phoneNumber,
        merchantLocationId: merchantId,
        ipAddress: ip,
      }));
    const prospect = await this.records.insertProspect(m, {
      userId: user.id,
      partnerId,
      merchantLocationId: merchantId,
      trackingLinkId,
      utmSource: visit.utmSource ?? null,
      utmMedium: visit.utmMedium ?? null,
      utmCampaign: visit.utmCampaign ?? null,
      utmTerm: visit.utmTerm ?? null,
      utmContent: visit.utmContent ?? null,
      urlSegment: visit.urlSegment ?? null,
    });
    return { userId: user.id, prospectAppId: prospect.id };
  }

  /**
   * The partner and merchant of the visit, when they exist and are active. A stale or mistyped
   * link must not stop a consumer from signing in, so unknown ones are dropped, not refused; a
   * merchant of another partner is dropped too, and a merchant alone implies its partner.
   */
  private async attribution(m: EntityManager, visit: Visit) {
    const partner = visit.partnerName
      ? await this.partners.activeByExactName(m, visit.partnerName)
      : null;
    const merchant = visit.merchantId
      ? await this.partners.activeMerchant(m, visit.merchantId)
      : null;
    const merchantFits = merchant && (!partner || merchant.partnerId === partner.id);
    return {
      partnerId: partner?.id ?? (merchantFits ? merchant.partnerId : null),
      merchantId: merchantFits ? merchant.id : null,
    };
  }
}
