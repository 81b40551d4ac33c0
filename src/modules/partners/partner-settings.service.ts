import type { PartnerSettingsView } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { requirePartnerLevel } from '../../common/auth/partner-scope';
import type { PartnerPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { AuditService } from '../audit/audit.service';
import { maskPan } from '../profile/masks';
import type { PartnerSettingsDto } from './dto/partner-settings.dto';
import type { Partner } from './partner.entity';
import { PartnersRepository } from './partners.repository';

const maskAccount = (n: string | null) => (n ? `${'*'.repeat(n.length - 4)}${n.slice(-4)}` : null);

/** What Settings shows: the PAN and the account number masked (also in the audit trail). */
const toView = (p: Partner): PartnerSettingsView => ({
  contact_name: p.contactName,
  contact_email: p.contactEmail,
  contact_phone: p.contactPhone,
  pan: p.pan ? maskPan(p.pan) : null,
  gstin: p.gstin,
  bank_account_name: p.bankAccountName,
  bank_account_number: maskAccount(p.bankAccountNumber),
  bank_ifsc: p.bankIfsc,
});

/**
 * The partner's own details in the portal's Settings: contact, PAN and GSTIN (the GSTIN must
 * carry the PAN), and the bank account payouts go to. A merchant's login neither sees nor
 * changes them.
 */
@Injectable()
export class PartnerSettingsService {
  constructor(
    private readonly partners: PartnersRepository,
    private readonly audit: AuditService,
    // Only to open transactions; the queries are the repository's.
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  async get(principal: PartnerPrincipal): Promise<{ data: PartnerSettingsView }> {
    requirePartnerLevel(principal);
    const partner = await this.partners.findById(this.partners.manager, principal.partnerId);
    if (!partner) throw new AppError('PARTNER_NOT_FOUND');
    return { data: toView(partner) };
  }

  update(principal: PartnerPrincipal, dto: PartnerSettingsDto) {
    requirePartnerLevel(principal);
    return this.dataSource.transaction(async (em) => {
      const partner = await this.partners.findById(em, principal.partnerId, true);
      if (!partner) throw new AppError('PARTNER_NOT_FOUND');
      const before = toView(partner);
      const set = <K extends keyof Partner>(key: K, value: Partner[K] | undefined) => {
        if (value !== undefined) partner[key] = value;
      };
      set('contactName', dto.contact_name);
      set('contactEmail', dto.contact_email);
      set('contactPhone', dto.contact_phone);
      // A masked value sent back unchanged keeps what is stored.
      if (!dto.pan?.includes('*')) set('pan', dto.pan);
      set('gstin', dto.gstin);
      set('bankAccountName', dto.bank_account_name);
      if (!dto.bank_account_number?.includes('*'))
        set('bankAccountNumber', dto.bank_account_number);
      set('bankIfsc', dto.bank_ifsc);
      if (partner.gstin && partner.pan && partner.gstin.slice(2, 12) !== partner.pan)
        throw new AppError('GSTIN_PAN_MISMATCH');
      const after = toView(await this.partners.save(em, partner));
      await this.audit.recordUpdates(
        principal,
        { entity: 'partners', entityId: partner.id },
        before,
        after,
        Object.keys(after),
        em,
      );
      return { data: after };
    });
  }
}
