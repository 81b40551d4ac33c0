import { maskMobile } from '../profile/masks';
import type { Application } from '../applications/application.entity';

/**
 * One application of a partner's customer, as the partner may see it: the mobile number masked
 * to its last four digits and the first name only; never the PAN, birth date or e-mail.
 */
export interface PartnerCustomerView {
  id: string;
  mobile: string;
  first_name: string | null;
  product: string | null;
  status: string;
  sub_status: string | null;
  lender: string | null;
  desired_amount: number | null;
  sanctioned_amount: number | null;
  disbursed_amount: number | null;
  applied_at: string;
  sanctioned_at: string | null;
  disbursed_at: string | null;
  merchant: string | null;
  utm_campaign: string | null;
}

const amount = (v: string | null) => (v === null ? null : Number(v));
const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** An application loaded with its user, product, lender and prospect (with its merchant). */
export function toPartnerCustomerView(a: Application): PartnerCustomerView {
  return {
    id: a.id,
    mobile: maskMobile(a.user?.phoneNumber),
    first_name: a.user?.firstName ?? null,
    product: a.product?.code ?? null,
    status: a.status,
    sub_status: a.subStatus,
    lender: a.lender?.name ?? null,
    desired_amount: amount(a.desiredAmount),
    sanctioned_amount: amount(a.sanctionedAmount),
    disbursed_amount: amount(a.disbursedAmount),
    applied_at: a.createdAt.toISOString(),
    sanctioned_at: iso(a.sanctionedAt),
    disbursed_at: iso(a.disbursedAt),
    merchant: a.prospectApp?.merchantLocation?.name ?? null,
    utm_campaign: a.prospectApp?.utmCampaign ?? null,
  };
}
