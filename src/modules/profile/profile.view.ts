import type { Application } from '../applications/application.entity';
import type { User } from '../users/user.entity';
import { maskBirthDate, maskPan } from './masks';

const text = (v: string | null) => v ?? '';
const num = (v: number | null) => v ?? 0;
/** Rupee amounts: a number, or '' when not given (0 would read as "earns nothing"). */
const money = (v: string | null) => (v === null ? '' : Number(v));

/**
 * The profile as `GET /api/user/{prospectAppId}` answers it: consumer spec §3 names (server names
 * `tin`, `merchant_location_id`, `se_loan_amount`), '' or 0 for anything not given. The PAN is
 * masked; the birth date is not (the form splits it into day, month and year).
 */
export function toProfileView(u: User, principal?: { partnerAsserted: boolean }) {
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
    employment_status_code: text(u.employmentStatusCode),
    business_registration_type: text(u.businessRegistrationType),
    employer_name: text(u.employerName),
    officepincode: text(u.officepincode),
    monthly_income: money(u.monthlyIncome),
    salary_mode: text(u.salaryMode),
    ifsc: text(u.ifsc),
    monthly_rent: money(u.monthlyRent),
    educational_level: text(u.educationalLevel),
    emi: money(u.emi),
    prefer_net_banking: num(u.preferNetBanking),
    business_account: num(u.businessAccount),
    business_current_turnover: text(u.businessCurrentTurnover),
    business_years: text(u.businessYears),
    credit_score_class: text(u.creditScoreClass),
    address1: text(u.address1),
    address2: text(u.address2),
    postal_code: text(u.postalCode),
    gender: text(u.gender),
    residence_type: text(u.residenceType),
    se_loan_amount: money(u.seLoanAmount),
    allow_email: u.allowEmail,
    allow_sms: u.allowSms,
    ip_address: text(u.ipAddress),
    mac_address: text(u.macAddress),
    inflight_credit_app_id: text(u.inflightCreditAppId),
  };
}
export type ProfileView = ReturnType<typeof toProfileView>;

/** getMaskInfo: the identity values the screens show masked. */
export function toMaskInfo(u: User) {
  return { pan: maskPan(u.tin), birth_date: maskBirthDate(u.birthDate) };
}

/** An application (`appId`) as the consumer calls answer it. */
export function toApplicationView(a: Application) {
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
export type ApplicationView = ReturnType<typeof toApplicationView>;
