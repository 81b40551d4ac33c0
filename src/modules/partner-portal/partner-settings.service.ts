import type { PartnerSettingsView } from '@marketplace/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { requirePartnerLevel } from '../../common/auth/partner-scope';
import type { PartnerPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { AuditService } from '../audit/audit.service';
import { AccountsRepository } from '../auth/accounts.repository';
import { PasswordLoginService } from '../auth/password-login.service';
import { SMS_SENDER, type SmsSender } from '../sms/sms-sender';
import { maskPan } from '../profile/masks';
import type { PartnerSettingsDto } from './dto/partner-settings.dto';
import type { Partner } from '../partners/partner.entity';
import { PartnersRepository } from '../partners/partners.repository';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';

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

/** The payout account's fields; changing one needs the partner's password and tells the partner. */
const BANK_FIELDS = ['bankAccountName', 'bankAccountNumber', 'bankIfsc'] as const;

/**
 * The partner's own details in the portal's Settings: contact, PAN and GSTIN (the GSTIN must
 * carry the PAN), and the bank account payouts go to. A merchant's login neither sees nor
 * changes them. The bank account is where the money goes: an admin acting as the partner may not
 * change it, the partner's login proves it with its password (a wrong one counts towards the
 * lockout like a failed sign-in), and the partner is texted at the number it had before.
 */
@Injectable()
export class PartnerSettingsService {
  private readonly logger = new Logger('PartnerSettings');

  constructor(
    private readonly partners: PartnersRepository,
    private readonly accounts: AccountsRepository,
    private readonly passwords: PasswordLoginService,
    private readonly audit: AuditService,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  async get(principal: PartnerPrincipal): Promise<{ data: PartnerSettingsView }> {
    requirePartnerLevel(principal);
    const partner = await this.partners.findById(principal.partnerId);
    if (!partner) throw new AppError('PARTNER_NOT_FOUND');
    return { data: toView(partner) };
  }

  async update(principal: PartnerPrincipal, dto: PartnerSettingsDto) {
    requirePartnerLevel(principal);
    const { current_password: password, ...values } = dto;
    const stored = await this.partners.findById(principal.partnerId);
    if (!stored) throw new AppError('PARTNER_NOT_FOUND');
    // Checked before the transaction: a wrong password's count must stay when the call fails.
    const proven = bankChanged(stored, values) && (await this.proveBankChange(principal, password));
    const outcome = await this.txHost.withTransaction(async () => {
      const partner = await this.partners.findById(principal.partnerId, true);
      if (!partner) throw new AppError('PARTNER_NOT_FOUND');
      const before = toView(partner);
      const notifyPhone = partner.contactPhone;
      const bankBefore = BANK_FIELDS.map((k) => partner[k]);
      applySettings(partner, values);
      const bankMoved = BANK_FIELDS.some((k, i) => partner[k] !== bankBefore[i]);
      // Changed between the read above and this lock: prove it again.
      if (bankMoved && !proven) throw new AppError('PASSWORD_CONFIRM_REQUIRED');
      if (partner.gstin && partner.pan && partner.gstin.slice(2, 12) !== partner.pan)
        throw new AppError('GSTIN_PAN_MISMATCH');
      const after = toView(await this.partners.save(partner));
      await this.audit.recordUpdates(
        principal,
        { entity: 'partners', entityId: partner.id },
        before,
        after,
        Object.keys(after),
      );
      return { after, bankMoved, notifyPhone: notifyPhone ?? partner.contactPhone };
    });
    if (outcome.bankMoved) await this.tellBankChanged(outcome.notifyPhone, outcome.after);
    return { data: outcome.after };
  }

  /** Only the partner's own login, with its password, changes where payouts go. */
  private async proveBankChange(principal: PartnerPrincipal, password: string | undefined) {
    if (principal.masqueradeAdminId || !principal.partnerUserId)
      throw new AppError('MASQUERADE_FORBIDDEN');
    if (!password) throw new AppError('PASSWORD_CONFIRM_REQUIRED');
    const login = await this.accounts.activePartnerUser(
      principal.partnerUserId,
      principal.partnerId,
    );
    if (!login) throw new AppError('UNAUTHORIZED');
    if (!(await this.passwords.check('partner', login, password)))
      throw new AppError('PASSWORD_CURRENT_WRONG');
    return true;
  }

  /** A text to the partner's registered number, after the commit; a failure is only logged. */
  private async tellBankChanged(phone: string | null, after: PartnerSettingsView) {
    if (!phone) return;
    const last4 = after.bank_account_number?.slice(-4) ?? '----';
    try {
      await this.sms.sendNotice(phone, { template: 'partnerBankChanged', vars: { last4 } });
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      this.logger.warn(`Bank account change text not sent: ${reason}`);
    }
  }
}

type SettingsValues = Omit<PartnerSettingsDto, 'current_password'>;

/** Whether `values` would change the stored payout account. */
function bankChanged(stored: Partner, values: SettingsValues): boolean {
  const copy = Object.assign(Object.create(Object.getPrototypeOf(stored) as object), stored);
  applySettings(copy as Partner, values);
  return BANK_FIELDS.some((k) => (copy as Partner)[k] !== stored[k]);
}

/** The allow-listed fields onto the partner; a masked value sent back keeps what is stored. */
function applySettings(partner: Partner, dto: SettingsValues) {
  const set = <K extends keyof Partner>(key: K, value: Partner[K] | undefined) => {
    if (value !== undefined) partner[key] = value;
  };
  set('contactName', dto.contact_name);
  set('contactEmail', dto.contact_email);
  set('contactPhone', dto.contact_phone);
  if (!dto.pan?.includes('*')) set('pan', dto.pan);
  set('gstin', dto.gstin);
  set('bankAccountName', dto.bank_account_name);
  if (!dto.bank_account_number?.includes('*')) set('bankAccountNumber', dto.bank_account_number);
  set('bankIfsc', dto.bank_ifsc);
}
