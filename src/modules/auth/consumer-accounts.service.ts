import { Injectable } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { ProspectApplication } from '../applications/prospect-application.entity';
import { Merchant } from '../partners/merchant.entity';
import { Partner } from '../partners/partner.entity';
import { User } from '../users/user.entity';
import type { VerifyOtpDto } from './dto/verify-otp.dto';

export interface ConsumerSession {
  userId: number;
  prospectAppId: string;
}

/** The consumer and journey record behind a verified number. */
@Injectable()
export class ConsumerAccountsService {
  /**
   * A returning consumer gets their latest prospect application; the first verification of a
   * number creates the consumer and a prospect application carrying the visit's attribution.
   */
  async signIn(m: EntityManager, visit: VerifyOtpDto, ip: string | null): Promise<ConsumerSession> {
    const existing = await m.findOne(User, { where: { phoneNumber: visit.phoneNumber } });
    const latest = existing
      ? await m.findOne(ProspectApplication, {
          where: { userId: existing.id },
          order: { createdAt: 'DESC' },
        })
      : null;
    if (existing && latest) return { userId: existing.id, prospectAppId: latest.id };

    const { partnerId, merchantId } = await this.attribution(m, visit);
    const user =
      existing ??
      (await m.save(
        m.create(User, {
          phoneCode: '91',
          phoneNumber: visit.phoneNumber,
          merchantLocationId: merchantId,
          ipAddress: ip,
        }),
      ));
    const prospect = await m.save(
      m.create(ProspectApplication, {
        userId: user.id,
        partnerId,
        merchantLocationId: merchantId,
        utmSource: visit.utmSource ?? null,
        utmMedium: visit.utmMedium ?? null,
        utmCampaign: visit.utmCampaign ?? null,
        utmTerm: visit.utmTerm ?? null,
        utmContent: visit.utmContent ?? null,
        urlSegment: visit.urlSegment ?? null,
      }),
    );
    return { userId: user.id, prospectAppId: prospect.id };
  }

  /**
   * The partner and merchant of the visit, when they exist and are active. A stale or mistyped
   * link must not stop a consumer from signing in, so unknown ones are dropped, not refused; a
   * merchant of another partner is dropped too, and a merchant alone implies its partner.
   */
  private async attribution(m: EntityManager, visit: VerifyOtpDto) {
    const partner = visit.partnerName
      ? await m.findOne(Partner, { where: { name: visit.partnerName, status: 1 } })
      : null;
    const merchant = visit.merchantId
      ? await m.findOne(Merchant, { where: { id: visit.merchantId, status: 1 } })
      : null;
    const merchantFits = merchant && (!partner || merchant.partnerId === partner.id);
    return {
      partnerId: partner?.id ?? (merchantFits ? merchant.partnerId : null),
      merchantId: merchantFits ? merchant.id : null,
    };
  }
}
