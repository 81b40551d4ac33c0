import type { ApplicationView, MaskInfo, ProfileView } from '@marketplace/contracts';
import type { Application } from '../applications/application.entity';
import type { User } from '../users/user.entity';
import { maskBirthDate, maskPan } from './masks';

const text = (v: string | null) => v ?? '';
const num = (v: number | null) => v ?? 0;
/** Rupee amounts: a number, or '' when not given (0 would read as "earns nothing"). */
const money = (v: string | null) => (v === null ? '' : Number(v));

/**
 * The profile on the wire: the identity is the consumer's; the work, income and loan answers are
 * those of the application given (the one in progress: the chosen product's), none without one.
 */
export function toProfileView(
  u: User,
  app: Application | null,
  principal?: { partnerAsserted: boolean },
): ProfileView {
  const a: Partial<Application> = app ?? {};
  const textOf = (v: string | null | undefined) => v ?? '';
  const moneyOf = (v: string | null | undefined) => money(v ?? null);
  // A partner-asserted session (no OTP yet) is not shown the identity values: the partner
  // that signed it in may be the one reading.
  const hidden = principal?.partnerAsserted === true;
  return {
    userId: u.id,
    firstName: text(u.firstName),
    lastName: text(u.lastName),
    email: text(u.email),
    emailVerified: u.emailVerified,
    birthDate: hidden ? '' : text(u.birthDate),
    phoneCode: u.phoneCode,
    phoneNumber: u.phoneNumber,
    tin: hidden ? '' : maskPan(u.tin),
    languageId: num(u.languageId),
    roleId: num(u.roleId),
    channelId: num(u.channelId),
    merchant_location_id: num(u.merchantLocationId),
    bl_completed: u.blCompleted,
    pl_completed: u.plCompleted,
    gl_completed: u.glCompleted,
    hl_completed: u.hlCompleted,
    pl_update_required: u.plUpdateRequired,
    pl_se_update_required: u.plSeUpdateRequired,
    employment_status_code: textOf(a.employmentStatusCode),
    business_registration_type: textOf(a.businessRegistrationType),
    employer_name: textOf(a.employerName),
    officepincode: textOf(a.officepincode),
    monthly_income: moneyOf(a.monthlyIncome),
    salary_mode: textOf(a.salaryMode),
    ifsc: textOf(a.ifsc),
    monthly_rent: moneyOf(a.monthlyRent),
    educational_level: textOf(a.educationalLevel),
    emi: moneyOf(a.emi),
    prefer_net_banking: a.preferNetBanking ?? 0,
    business_account: a.businessAccount ?? 0,
    business_current_turnover: textOf(a.businessCurrentTurnover),
    business_years: textOf(a.businessYears),
    credit_score_class: textOf(a.creditScoreClass),
    address1: text(u.address1),
    address2: text(u.address2),
    postal_code: text(u.postalCode),
    gender: text(u.gender),
    residence_type: text(u.residenceType),
    se_loan_amount: moneyOf(a.desiredAmount),
    tenure_months: a.tenureMonths ?? '',
    allow_email: u.allowEmail,
    allow_sms: u.allowSms,
    ip_address: text(u.ipAddress),
    mac_address: text(u.macAddress),
    inflight_credit_app_id: text(u.inflightCreditAppId),
  };
}

/** getMaskInfo: the identity values the screens show masked. */
export function toMaskInfo(u: User): MaskInfo {
  return { pan: maskPan(u.tin), birth_date: maskBirthDate(u.birthDate) };
}

/** An application (`appId`) as the consumer calls answer it. */
export function toApplicationView(a: Application): ApplicationView {
  return {
    appId: a.id,
    prospectAppId: a.prospectAppId,
    productId: a.productId,
    productCode: a.product?.code ?? null,
    productType: a.product?.name ?? null,
    status: a.status,
    subStatus: a.subStatus,
    desiredAmount: a.desiredAmount === null ? null : Number(a.desiredAmount),
    tenureMonths: a.tenureMonths,
    lenderId: a.lenderId,
    offersShownAt: a.offersShownAt?.toISOString() ?? null,
    createdAt: a.createdAt.toISOString(),
  };
}
