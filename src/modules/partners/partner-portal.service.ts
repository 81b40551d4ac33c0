import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { PartnerPrincipal } from '../../common/auth/principal';
import { Partner } from './partner.entity';
import { AppError } from '../../common/errors';

const numberOrNull = (v: string | null) => (v === null ? null : Number(v));

@Injectable()
export class PartnerPortalService {
  constructor(@InjectRepository(Partner) private readonly partners: Repository<Partner>) {}

  /** The signed-in partner's revenue terms; the portal also calls it to check its token. */
  async revenue(principal: PartnerPrincipal) {
    const partner = await this.partners.findOne({ where: { id: principal.partnerId } });
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
