import type { MerchantAdminView } from '@marketplace/contracts';
import type { MerchantRules } from './dto/merchants-admin.dto';
import type { Merchant } from './merchant.entity';

/** A merchant as the admin API answers it (its contract's fields, nothing more). */
export const toMerchantAdminView = (m: Merchant) =>
  ({
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
  }) satisfies MerchantAdminView;

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
