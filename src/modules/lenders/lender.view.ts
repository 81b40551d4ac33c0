import type { LenderView } from '@marketplace/contracts';
import { num, numText } from '../../common/rest/db-values';
import type { Lender } from './lender.entity';
import type { LenderRules } from './dto/lender.rules';

export const LENDER_READ_ONLY = ['url_key', 'api', 'created_at', 'updated_at'] as const;
export const LENDER_ID_FIELDS = ['id', 'lender_id'] as const;

export function toLenderView(lender: Lender, groupIds: number[]): LenderView {
  return {
    id: lender.id,
    lender_id: lender.id,
    name: lender.name,
    url_key: lender.urlKey,
    logo_url: lender.logoUrl,
    min_income: num(lender.minIncome),
    max_income: num(lender.maxIncome),
    min_age: lender.minAge,
    max_age: lender.maxAge,
    ticket_class: lender.ticketClass,
    credit_score_class: lender.creditScoreClass,
    salaried: lender.salaried,
    self_employed: lender.selfEmployed,
    business: lender.business,
    priority: lender.priority,
    lender_status: lender.lenderStatus,
    so_status: lender.soStatus,
    so_text: lender.soText,
    so_date_start: lender.soDateStart,
    so_date_end: lender.soDateEnd,
    min_loan_amount: num(lender.minLoanAmount),
    loan_amount_upto: num(lender.loanAmountUpto),
    tenure: lender.tenure,
    interest_rate: lender.interestRate,
    processing_fees: lender.processingFees,
    grievance_officer: lender.grievanceOfficer,
    apr_min: num(lender.aprMin),
    apr_max: num(lender.aprMax),
    lender_group_ids: groupIds,
    autosubmission: lender.autosubmission,
    api: lender.api,
    journey: lender.journey,
    redirect_url: lender.redirectUrl,
    legal_name: lender.legalName,
    rbi_registration: lender.rbiRegistration,
    interest_min: num(lender.interestMin),
    interest_max: num(lender.interestMax),
    fee_percent: num(lender.feePercent),
    fee_min: num(lender.feeMin),
    fee_max: num(lender.feeMax),
    fee_flat: num(lender.feeFlat),
    other_charges: num(lender.otherCharges),
    gst_percent: Number(lender.gstPercent),
    penal_charges: lender.penalCharges,
    penal_charges_hi: lender.penalChargesHi,
    penal_rate: num(lender.penalRate),
    foreclosure_charges: lender.foreclosureCharges,
    foreclosure_charges_hi: lender.foreclosureChargesHi,
    cooling_off_days: lender.coolingOffDays,
    grievance_name: lender.grievanceName,
    grievance_phone: lender.grievancePhone,
    grievance_email: lender.grievanceEmail,
    recovery_policy_url: lender.recoveryPolicyUrl,
    created_at: lender.createdAt.toISOString(),
    updated_at: lender.updatedAt.toISOString(),
  } satisfies LenderView;
}

/** Writes checked column values (LenderRules, without the group list) onto the entity. */
export function applyLenderValues(lender: Lender, v: Partial<LenderRules>): void {
  const set = <K extends keyof Lender>(key: K, value: Lender[K] | undefined) => {
    if (value !== undefined) lender[key] = value;
  };
  const amount = (value: number | null | undefined) =>
    value === undefined ? undefined : numText(value);
  set('name', v.name);
  set('logoUrl', v.logo_url);
  set('minIncome', amount(v.min_income));
  set('maxIncome', amount(v.max_income));
  set('minAge', v.min_age);
  set('maxAge', v.max_age);
  set('ticketClass', v.ticket_class);
  set('creditScoreClass', v.credit_score_class);
  set('salaried', v.salaried);
  set('selfEmployed', v.self_employed);
  set('business', v.business);
  set('priority', v.priority);
  set('lenderStatus', v.lender_status);
  set('soStatus', v.so_status);
  set('soText', v.so_text);
  set('soDateStart', v.so_date_start);
  set('soDateEnd', v.so_date_end);
  set('minLoanAmount', amount(v.min_loan_amount));
  set('loanAmountUpto', amount(v.loan_amount_upto));
  set('tenure', v.tenure);
  set('interestRate', v.interest_rate);
  set('processingFees', v.processing_fees);
  set('grievanceOfficer', v.grievance_officer);
  set('aprMin', amount(v.apr_min));
  set('aprMax', amount(v.apr_max));
  set('autosubmission', v.autosubmission);
  set('journey', v.journey);
  set('redirectUrl', v.redirect_url);
  set('legalName', v.legal_name);
  set('rbiRegistration', v.rbi_registration);
  set('interestMin', amount(v.interest_min));
  set('interestMax', amount(v.interest_max));
  set('feePercent', amount(v.fee_percent));
  set('feeMin', amount(v.fee_min));
  set('feeMax', amount(v.fee_max));
  set('feeFlat', amount(v.fee_flat));
  set('otherCharges', amount(v.other_charges));
  if (v.gst_percent !== undefined) lender.gstPercent = numText(v.gst_percent)!;
  set('penalCharges', v.penal_charges);
  set('penalChargesHi', v.penal_charges_hi);
  set('penalRate', amount(v.penal_rate));
  set('foreclosureCharges', v.foreclosure_charges);
  set('foreclosureChargesHi', v.foreclosure_charges_hi);
  set('coolingOffDays', v.cooling_off_days);
  set('grievanceName', v.grievance_name);
  set('grievancePhone', v.grievance_phone);
  set('grievanceEmail', v.grievance_email);
  set('recoveryPolicyUrl', v.recovery_policy_url);
}

/**
 * What a lender lacks to be shown to consumers: its legal name, pricing (an interest range and a
 * processing fee, even a zero one), cooling-off period and grievance officer (RBI Digital Lending
 * Directions 2025; KFS circular). Field names as the API spells them.
 */
export function missingForConsumers(lender: Lender): string[] {
  const missing: string[] = [];
  const need = (field: string, value: unknown) => {
    if (value === null || value === undefined || value === '') missing.push(field);
  };
  need('legal_name', lender.legalName);
  need('interest_min', lender.interestMin);
  need('interest_max', lender.interestMax);
  if (lender.feeFlat === null && lender.feePercent === null) missing.push('fee_percent');
  need('penal_charges', lender.penalCharges);
  need('penal_charges_hi', lender.penalChargesHi);
  need('cooling_off_days', lender.coolingOffDays);
  need('grievance_name', lender.grievanceName);
  need('grievance_phone', lender.grievancePhone);
  need('grievance_email', lender.grievanceEmail);
  return missing;
}

/** The min/max pairs' values of a lender, saved or not (a new lender has no dates yet). */
export function lenderRangeValues(lender: Lender) {
  return {
    min_income: num(lender.minIncome),
    max_income: num(lender.maxIncome),
    min_age: lender.minAge,
    max_age: lender.maxAge,
    min_loan_amount: num(lender.minLoanAmount),
    loan_amount_upto: num(lender.loanAmountUpto),
    apr_min: num(lender.aprMin),
    apr_max: num(lender.aprMax),
    interest_min: num(lender.interestMin),
    interest_max: num(lender.interestMax),
    fee_min: num(lender.feeMin),
    fee_max: num(lender.feeMax),
  } satisfies Partial<LenderView>;
}
