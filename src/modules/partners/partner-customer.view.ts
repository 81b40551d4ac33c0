import { maskMobile } from '../profile/masks';
import type { LeadRow } from './partner-customers.repository';

/** How far a lead got, in the journey's order. */
export const CUSTOMER_STAGES = [
  'signed_in',
  'product_chosen',
  'profile_saved',
  'offers_shown',
  'handed_off',
  'sanctioned',
  'disbursed',
] as const;
export type CustomerStage = (typeof CUSTOMER_STAGES)[number];

/**
 * One lead of a partner (a consumer who signed in through it), as the partner may see it: how
 * far they got and their newest application (null fields until they have one); the mobile
 * number masked to its last four digits and the first name only; never the PAN, birth date or
 * e-mail.
 */
export interface PartnerCustomerView {
  id: string;
  mobile: string;
  first_name: string | null;
  stage: CustomerStage;
  signed_in_at: string;
  application_id: string | null;
  product: string | null;
  status: string | null;
  sub_status: string | null;
  lender: string | null;
  desired_amount: number | null;
  sanctioned_amount: number | null;
  disbursed_amount: number | null;
  applied_at: string | null;
  sanctioned_at: string | null;
  disbursed_at: string | null;
  merchant: string | null;
  utm_campaign: string | null;
}

const amount = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));
const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A lead loaded with its user, merchant and newest application (with product and lender). */
export function toPartnerCustomerView(p: LeadRow, stage: CustomerStage): PartnerCustomerView {
  const a = p.latest ?? null;
  return {
    id: p.id,
    mobile: maskMobile(p.user?.phoneNumber),
    first_name: p.user?.firstName ?? null,
    stage,
    signed_in_at: p.createdAt.toISOString(),
    application_id: a?.id ?? null,
    product: a?.product?.code ?? null,
    status: a?.status ?? null,
    sub_status: a?.subStatus ?? null,
    lender: a?.lender?.name ?? null,
    desired_amount: amount(a?.desiredAmount),
    sanctioned_amount: amount(a?.sanctionedAmount),
    disbursed_amount: amount(a?.disbursedAmount),
    applied_at: iso(a?.createdAt),
    sanctioned_at: iso(a?.sanctionedAt),
    disbursed_at: iso(a?.disbursedAt),
    merchant: p.merchantLocation?.name ?? null,
    utm_campaign: p.utmCampaign ?? null,
  };
}
