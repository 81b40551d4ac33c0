import { Injectable } from '@nestjs/common';
import type { PartnerPrincipal } from '../../common/auth/principal';
import { PartnersRepository } from './partners.repository';
import { AppError } from '../../common/errors';

const numberOrNull = (v: string | null) => (v === null ? null : Number(v));

@Injectable()
export class PartnerPortalService {
  constructor(private readonly partners: PartnersRepository) {}

  /** The signed-in partner's revenue terms; the portal also calls it to check its token. */
  async revenue(principal: PartnerPrincipal) {
    const partner = await this.partners.findById(this.partners.manager, principal.partnerId);
    if (!partner) throw new AppError('PARTNER_NOT_FOUND');
    return {
      partnerId: partner.id,
      partnerName: partner.name,
      utm_id: partner.utmId,
      revenue_percent: numberOrNull(partner.revenuePercent),
      revenue_flat_fee: numberOrNull(partner.revenueFlatFee),
      merchantId: principal.merchantId,
      masqueradeAdminId: principal.masqueradeAdminId,
    };
  }
}
