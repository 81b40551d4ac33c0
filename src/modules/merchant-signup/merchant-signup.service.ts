import type { MerchantApplicationView } from '@marketplace/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import bcrypt from 'bcryptjs';
import type { AdminPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { conflictOnUnique } from '../../common/rest/db-values';
import type { ListQuery } from '../../common/rest/list-query';
import { RestPage } from '../../common/rest/rest-page';
import { appConfig } from '../../config/app.config';
import { Transactional, type TxHost } from '../../database/transactional';
import { AuditService } from '../audit/audit.service';
import { OtpService } from '../auth/otp.service';
import { MerchantsRepository } from '../merchants/merchants.repository';
import { PartnerUsersRepository } from '../partners/partner-users.repository';
import { maskPan } from '../profile/masks';
import { SMS_SENDER, type SmsNotice, type SmsSender } from '../sms/sms-sender';
import type {
  CreateMerchantApplicationDto,
  MerchantApplicationListFilter,
} from './dto/merchant-application.dto';
import type { MerchantApplication } from './merchant-application.entity';
import { MerchantApplicationsRepository } from './merchant-applications.repository';

const ENTITY = 'merchant_applications';
const BCRYPT_ROUNDS = 10;
/** The declaration the form shows, kept word for word with each application. */
export const MERCHANT_DECLARATION =
  'I declare that the details above are true and belong to my business, and I agree that the ' +
  'platform may verify them (PAN, GSTIN, bank account) and contact me about this application.';

export const applicationReference = (id: number) => `MA-${String(id).padStart(6, '0')}`;
const maskAccount = (n: string) => `${'*'.repeat(Math.max(0, n.length - 4))}${n.slice(-4)}`;

const toView = (a: MerchantApplication): MerchantApplicationView => ({
  id: a.id,
  reference: applicationReference(a.id),
  status: a.status,
  partner_id: a.partnerId,
  partner_name: a.partner?.displayName ?? a.partner?.name ?? null,
  business_name: a.businessName,
  contact_name: a.contactName,
  mobile: a.mobile,
  email: a.email,
  pan: maskPan(a.pan),
  gstin: a.gstin,
  address: a.address,
  city: a.city,
  state: a.state,
  pincode: a.pincode,
  bank_account_name: a.bankAccountName,
  bank_account_number: maskAccount(a.bankAccountNumber),
  bank_ifsc: a.bankIfsc,
  consented_at: a.consentedAt.toISOString(),
  created_at: a.createdAt.toISOString(),
  decided_at: a.decidedAt?.toISOString() ?? null,
  reject_reason: a.rejectReason,
  merchant_id: a.merchantId,
  notified_at: a.notifiedAt?.toISOString() ?? null,
});

/**
 * The public merchant sign-up and its review. An applicant proves the mobile by OTP and applies
 * (one live application per PAN and per mobile; an e-mail that already signs in to the portal is
 * refused, with the same answer as the others, after the code); a role-1 admin approves it, which creates the merchant under the partner and its portal
 * login with the password the applicant chose, or rejects it with a reason. The applicant is
 * texted the decision after it is committed; a failed text leaves `notified_at` empty, and the
 * admin can send it again.
 */
@Injectable()
export class MerchantSignupService {
  private readonly logger = new Logger('MerchantSignup');

  constructor(
    private readonly applications: MerchantApplicationsRepository,
    private readonly merchants: MerchantsRepository,
    private readonly logins: PartnerUsersRepository,
    private readonly otps: OtpService,
    private readonly audit: AuditService,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
    @Inject(appConfig.KEY) private readonly app: ReturnType<typeof appConfig>,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  sendOtp(mobile: string, ip: string | null) {
    return this.otps.send(mobile, ip, 'merchant_signup');
  }

  async apply(dto: CreateMerchantApplicationDto, ip: string | null) {
    if (dto.gstin && dto.gstin.slice(2, 12) !== dto.pan) throw new AppError('GSTIN_PAN_MISMATCH');
    const email = dto.email.toLowerCase();
    // Hashed before the transaction: no connection waits on bcrypt.
    const passwordHash = await bcrypt.hash(dto.password, BCRYPT_ROUNDS);
    const outcome = await this.save(dto, email, passwordHash, ip);
    // Thrown after the commit, so that a wrong code's attempt (or a used code) is kept.
    if (outcome.refusal) throw outcome.refusal;
    return { data: { reference: applicationReference(outcome.saved.id), status: 'pending' } };
  }

  /** The code used and, when it matched and nothing clashes, the application saved. */
  @Transactional()
  private async save(
    dto: CreateMerchantApplicationDto,
    email: string,
    passwordHash: string,
    ip: string | null,
  ): Promise<{ refusal: AppError } | { refusal: null; saved: MerchantApplication }> {
    await this.applications.lockApplicant(dto.pan, dto.mobile);
    // The code first: without it the form tells nothing about the PAN, mobile or e-mail given.
    const refusal = await this.otps.useCode(dto.mobile, dto.otp, 'merchant_signup');
    if (refusal) return { refusal };
    // Any clash gets one answer that does not say which detail is taken (or that a portal
    // login has the e-mail); the code is used up with it, so each try costs a new code.
    const clash = await this.applications.clashes({ pan: dto.pan, mobile: dto.mobile, email });
    if (clash.pan || clash.mobile || clash.email)
      return { refusal: new AppError('MERCHANT_APPLICATION_NOT_ACCEPTED') };
    const partner = dto.partner_name
      ? await this.applications.activePartnerByName(dto.partner_name)
      : null;
    const saved = await conflictOnUnique(
      'UQ_merchant_applications_pan',
      'MERCHANT_APPLICATION_NOT_ACCEPTED',
      undefined,
      () =>
        this.applications.insert({
          // A stale or mistyped partner link must not stop the application: it comes unreferred.
          partnerId: partner?.id ?? null,
          businessName: dto.business_name,
          contactName: dto.contact_name,
          mobile: dto.mobile,
          email,
          pan: dto.pan,
          gstin: dto.gstin ?? null,
          address: dto.address,
          city: dto.city,
          state: dto.state,
          pincode: dto.pincode,
          bankAccountName: dto.bank_account_name,
          bankAccountNumber: dto.bank_account_number,
          bankIfsc: dto.bank_ifsc,
          passwordHash,
          consentText: MERCHANT_DECLARATION,
          consentedAt: new Date(),
          ipAddress: ip,
        }),
    );
    return { refusal: null, saved };
  }

  async list(query: ListQuery<MerchantApplicationListFilter>) {
    const [rows, total] = await this.applications.page(query);
    return new RestPage('merchant-applications', rows.map(toView), query.start, total);
  }

  async get(id: number): Promise<MerchantApplicationView> {
    return toView(await this.find(id));
  }

  /**
   * Creates the merchant (under the application's partner, or the one chosen now) and its portal
   * login, in one transaction with the decision and its audit rows; then texts the applicant.
   */
  async approve(admin: AdminPrincipal, id: number, partnerId: number | undefined) {
    await this.recordApproval(admin, id, partnerId);
    await this.notify(id);
    return this.get(id);
  }

  async reject(admin: AdminPrincipal, id: number, reason: string) {
    await this.recordRejection(admin, id, reason);
    await this.notify(id);
    return this.get(id);
  }

  @Transactional()
  private async recordApproval(admin: AdminPrincipal, id: number, partnerId: number | undefined) {
    const application = await this.pending(id);
    const partner = await this.applications.activePartner(application.partnerId ?? partnerId ?? 0);
    if (!partner) throw new AppError('MERCHANT_APPLICATION_PARTNER_REQUIRED');
    const merchant = await this.merchants.save(
      Object.assign(this.merchants.build(), {
        partnerId: partner.id,
        name: application.businessName,
        code: applicationReference(application.id),
        contactName: application.contactName,
        contactEmail: application.email,
        contactPhone: application.mobile,
        address: application.address,
        city: application.city,
        state: application.state,
        pincode: application.pincode,
        status: 1,
      }),
    );
    const login = await conflictOnUnique(
      'UQ_partner_users_email',
      'MERCHANT_APPLICATION_EMAIL_TAKEN',
      undefined,
      () =>
        this.logins.save(
          this.logins.build({
            partnerId: partner.id,
            merchantId: merchant.id,
            email: application.email,
            name: application.contactName,
            passwordHash: application.passwordHash,
            status: 1,
          }),
        ),
    );
    Object.assign(application, {
      status: 'approved',
      partnerId: partner.id,
      merchantId: merchant.id,
      partnerUserId: login.id,
      decidedByAdminId: admin.adminId,
      decidedAt: new Date(),
    });
    await this.applications.save(application);
    await this.audit.record(admin, {
      action: 'approve',
      entity: ENTITY,
      entityId: id,
      newValue: { partner_id: partner.id, merchant_id: merchant.id, partner_user_id: login.id },
    });
  }

  @Transactional()
  private async recordRejection(admin: AdminPrincipal, id: number, reason: string) {
    const application = await this.pending(id);
    Object.assign(application, {
      status: 'rejected',
      rejectReason: reason,
      decidedByAdminId: admin.adminId,
      decidedAt: new Date(),
    });
    await this.applications.save(application);
    await this.audit.record(admin, {
      action: 'reject',
      entity: ENTITY,
      entityId: id,
      newValue: { reason },
    });
  }

  /** Texts the decision again (after a failed text); a pending application has none to send. */
  async resendDecision(id: number) {
    const application = await this.find(id);
    if (application.status === 'pending') throw new AppError('MERCHANT_APPLICATION_NOT_FOUND');
    await this.notify(id);
    return this.get(id);
  }

  /** Texts the applicant the decision; a failure is logged (without the number) and kept visible. */
  private async notify(id: number) {
    const application = await this.find(id);
    const reference = applicationReference(id);
    const notice: SmsNotice =
      application.status === 'approved'
        ? {
            template: 'merchantApproved',
            vars: { reference, loginUrl: `${this.app.publicBaseUrl}/partner/login` },
          }
        : { template: 'merchantRejected', vars: { reference } };
    try {
      await this.sms.sendNotice(application.mobile, notice);
      await this.applications.markNotified(id);
    } catch (err) {
      const reason = err instanceof Error ? err.message : String(err);
      this.logger.warn(`Decision text for ${reference} not sent: ${reason}`);
    }
  }

  private async pending(id: number) {
    const application = await this.applications.find(id, true);
    if (!application) throw new AppError('MERCHANT_APPLICATION_NOT_FOUND');
    if (application.status !== 'pending') throw new AppError('MERCHANT_APPLICATION_DECIDED');
    return application;
  }

  private async find(id: number) {
    const application = await this.applications.find(id);
    if (!application) throw new AppError('MERCHANT_APPLICATION_NOT_FOUND');
    return application;
  }
}
