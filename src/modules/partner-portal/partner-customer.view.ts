import type { CustomerStage, PartnerCustomerView } from '@marketplace/contracts';
import { maskMobile } from '../profile/masks';
import type { LeadRow } from './partner-customers.repository';

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
