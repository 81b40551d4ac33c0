import type { PartnerAdminView } from '@marketplace/contracts';
import { num, numText } from '../../common/rest/db-values';
import type { PartnerRules } from './dto/partners-admin.dto';
import type { Partner } from './partner.entity';

export const PARTNER_READ_ONLY = ['name', 'is_default', 'created_at', 'updated_at'] as const;

/** A partner as the admin API answers it: its contract's terms and brand, nothing more. */
export function toPartnerAdminView(p: Partner) {
  return {
    id: p.id,
    name: p.name,
    display_name: p.displayName,
    utm_id: p.utmId,
    revenue_percent: num(p.revenuePercent),
    revenue_flat_fee: num(p.revenueFlatFee),
    logo_url: p.logoUrl,
    co_brand_logo_url: p.coBrandLogoUrl,
    font_link: p.fontLink,
    font_family: p.fontFamily,
    primary_color: p.primaryColor,
    secondary_color: p.secondaryColor,
    show_terms: p.showTerms,
    gstin: p.gstin,
    title: p.title,
    is_default: p.isDefault,
    status: p.status,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
  } satisfies PartnerAdminView;
}

export function applyPartnerValues(p: Partner, v: Partial<PartnerRules>): void {
  const set = <K extends keyof Partner>(key: K, value: Partner[K] | undefined) => {
    if (value !== undefined) p[key] = value;
  };
  const amount = (value: number | null | undefined) =>
    value === undefined ? undefined : numText(value);
  set('name', v.name);
  set('displayName', v.display_name);
  set('utmId', v.utm_id);
  set('revenuePercent', amount(v.revenue_percent));
  set('revenueFlatFee', amount(v.revenue_flat_fee));
  set('logoUrl', v.logo_url);
  set('coBrandLogoUrl', v.co_brand_logo_url);
  set('fontLink', v.font_link);
  set('fontFamily', v.font_family);
  set('primaryColor', v.primary_color);
  set('secondaryColor', v.secondary_color);
  set('showTerms', v.show_terms);
  set('gstin', v.gstin);
  set('title', v.title);
  set('status', v.status);
}
