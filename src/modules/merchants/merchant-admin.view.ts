import type { MerchantRules } from './dto/merchants-admin.dto';
import type { Merchant } from './merchant.entity';

/** A merchant as the admin API answers it. */
export interface MerchantAdminView {
  id: number;
  partner_id: number;
  name: string;
  code: string;
  contact_name: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  address: string | null;
  city: string | null;
  state: string | null;
  pincode: string | null;
  status: number;
  created_at: string;
  updated_at: string;
}

export const toMerchantAdminView = (m: Merchant): MerchantAdminView => ({
  id: m.id,
  partner_id: m.partnerId,
  name: m.name,
  code: m.code,
  contact_name: m.contactName,
  contact_email: m.contactEmail,
  contact_phone: m.contactPhone,
  address: m.address,
  city: m.city,
  state: m.state,
  pincode: m.pincode,
  status: m.status,
  created_at: m.createdAt.toISOString(),
  updated_at: m.updatedAt.toISOString(),
});

export function applyMerchantValues(m: Merchant, v: Partial<MerchantRules>): void {
  const set = <K extends keyof Merchant>(key: K, value: Merchant[K] | undefined) => {
    if (value !== undefined) m[key] = value;
  };
  set('partnerId', v.partner_id);
  set('name', v.name);
  set('code', v.code);
  set('contactName', v.contact_name);
  set('contactEmail', v.contact_email);
  set('contactPhone', v.contact_phone);
  set('address', v.address);
  set('city', v.city);
  set('state', v.state);
  set('pincode', v.pincode);
  set('status', v.status);
}
