import { Inject, Injectable } from '@nestjs/common';
import { ApplicationsRepository } from '../applications/applications.repository';
import { JourneyEventsRepository } from '../applications/journey-events.repository';
import { authConfig, type AuthConfig } from '../../config/auth.config';
import { ConsentRepository } from '../consent/consent.repository';
import { LEAD_ATTRIBUTION_DAYS, leadMobileHash } from '../partner-integration/lead-mobile';
import { PartnerLeadsRepository } from '../partner-integration/partner-leads.repository';
import { PartnersRepository } from '../partners/partners.repository';
import { UsersRepository } from '../users/users.repository';
import type { VerifyOtpDto } from './dto/verify-otp.dto';
import { PartnerSignInRepository } from './partner-sign-in.repository';

/**
 * Who signs in and the attribution of their visit (an OTP's, or a partner's sign-in token's);
 * `trackingCode`: the tracking link the visit came through (its cookie, see TRACKING_COOKIE).
 */
export type Visit = Omit<VerifyOtpDto, 'otp'> & {
  trackingCode?: string | null;
  /** The number was proven by an OTP (not asserted by a partner): held leads may attribute it. */
  otpProven?: boolean;
};

const leadWindowStart = () => new Date(Date.now() - LEAD_ATTRIBUTION_DAYS * 86_400_000);

export interface ConsumerSession {
  userId: number;
  prospectAppId: string;
}

/** The consumer and journey record behind a verified number, in the caller's transaction. */
@Injectable()
export class ConsumerAccountsService {
  constructor(
    private readonly records: ApplicationsRepository,
    private readonly users: UsersRepository,
    private readonly partners: PartnersRepository,
    private readonly events: JourneyEventsRepository,
    private readonly consents: ConsentRepository,
    private readonly leads: PartnerLeadsRepository,
    private readonly signIns: PartnerSignInRepository,
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
  ) {}

  /**
   * Whether partner `partnerId` may sign this number in without an OTP: the number is new to us,
   * or its consumer has signed in before, their current journey (latest prospect application) is
   * the partner's, and they have neither refused partners' contact nor asked for erasure. Call
   * under the number's lock.
   */
  async partnerMayAssert(phoneNumber: string, partnerId: number) {
    const user = await this.records.findUserByPhone(phoneNumber);
    if (!user) return true;
    const latest = await this.records.latestProspect(user.id);
    if (latest?.partnerId !== partnerId) return false;
    if (!(await this.signIns.everSignedIn(user.id))) return false;
    if ((await this.consents.current(user.id, 'partner_contact')) === false) return false;
    return (await this.consents.erasureRequestedAt(user.id)) === null;
  }

  /**
   * A returning consumer gets their latest prospect application; the first verification of a
   * number creates the consumer and a prospect application carrying the visit's attribution.
   * Either way the sign-in is a journey event.
   */
  async signIn(visit: Visit, ip: string | null): Promise<ConsumerSession> {
    const trackingLinkId = visit.trackingCode
      ? await this.partners.activeTrackingLinkId(visit.trackingCode)
      : null;
    const session = await this.session(visit, ip, trackingLinkId);
    await this.events.record('signed_in', { ...session, trackingLinkId });
    return session;
  }

  private async session(
    visit: Visit,
    ip: string | null,
    trackingLinkId: number | null,
  ): Promise<ConsumerSession> {
    const existing = await this.records.findUserByPhone(visit.phoneNumber);
    const latest = existing ? await this.records.latestProspect(existing.id) : null;
    if (existing && latest) return { userId: existing.id, prospectAppId: latest.id };

    const visitAttribution = await this.attribution(visit);
    // Held partner leads wait for this moment: a new journey that came with no partner of its own
    // (no partner, merchant or tracking link) is the newest lead's partner's.
    const mobileHash = leadMobileHash(this.config.otpHashSecret, visit.phoneNumber);
    const lead =
      visit.otpProven && !visitAttribution.partnerId && !trackingLinkId
        ? await this.leads.newestHeld(mobileHash, leadWindowStart())
        : null;
    const { partnerId, merchantId } = lead ?? visitAttribution;
    const user =
      existing ??
      (await this.users.insert({
        phoneCode: '91',
        phoneNumber: visit.phoneNumber,
        merchantLocationId: merchantId,
        ipAddress: ip,
      }));
    const prospect = await this.records.insertProspect({
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
    const session = { userId: user.id, prospectAppId: prospect.id };
    await this.leads.attribute(mobileHash, lead?.id ?? null, session);
    return session;
  }

  /**
   * The partner and merchant of the visit, when they exist and are active. A stale or mistyped
   * link must not stop a consumer from signing in, so unknown ones are dropped, not refused; a
   * merchant of another partner is dropped too, and a merchant alone implies its partner.
   */
  private async attribution(visit: Visit) {
    const partner = visit.partnerName
      ? await this.partners.activeByExactName(visit.partnerName)
      : null;
    const merchant = visit.merchantId ? await this.partners.activeMerchant(visit.merchantId) : null;
    const merchantFits = merchant && (!partner || merchant.partnerId === partner.id);
    return {
      partnerId: partner?.id ?? (merchantFits ? merchant.partnerId : null),
      merchantId: merchantFits ? merchant.id : null,
    };
  }
}
