import { PATTERNS } from '@marketplace/contracts';
import { ValidateIf } from 'class-validator';
import { rule } from '../../../common/errors';
import { BaseListFilter, FlagFilter, IdFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';
import { FlagField, RequiredIdField, TextField } from '../../../common/rest/value-rules';

const optionalText = (field: string, maxLength: number, pattern?: RegExp) =>
  TextField({ failed: rule('FIELD_TEXT', { field }), maxLength, nullable: true, pattern });

/**
 * The fields of a merchant (a partner's outlet or agent) an admin may set. The partner is chosen
 * at creation and never changes: the merchant's consumers and revenue stay attributed to it.
 */
export class MerchantRules {
  // Checked when sent (a create); the service requires it there.
  @ValidateIf((_o, v) => v !== undefined)
  @RequiredIdField(rule('PARTNER_ID_REQUIRED'))
  partner_id?: number;

  @TextField({ failed: rule('MERCHANT_NAME_REQUIRED'), required: true, maxLength: 150 })
  name?: string;

  /** The partner's own reference for the outlet; unique within the partner. */
  @TextField({
    failed: rule('MERCHANT_CODE_INVALID'),
    required: true,
    maxLength: 40,
    pattern: /^[A-Za-z0-9_-]+$/,
  })
  code?: string;

  @optionalText('Contact name', 100)
  contact_name?: string | null;

  @TextField({
    failed: rule('EMAIL_INVALID'),
    maxLength: 254,
    nullable: true,
    pattern: PATTERNS.email,
  })
  contact_email?: string | null;

  @TextField({
    failed: rule('MOBILE_INVALID'),
    maxLength: 10,
    nullable: true,
    pattern: PATTERNS.mobile,
  })
  contact_phone?: string | null;

  @optionalText('Address', 255)
  address?: string | null;

  @optionalText('City', 100)
  city?: string | null;

  @optionalText('State', 100)
  state?: string | null;

  @TextField({
    failed: rule('PINCODE_INVALID'),
    maxLength: 6,
    nullable: true,
    pattern: PATTERNS.pincode,
  })
  pincode?: string | null;

  @FlagField('status')
  status?: number;
}

export const MERCHANT_CREATE_FIELDS = [
  'partner_id',
  'name',
  'code',
  'contact_name',
  'contact_email',
  'contact_phone',
  'address',
  'city',
  'state',
  'pincode',
  'status',
] as const satisfies readonly (keyof MerchantRules)[];
export const MERCHANT_EDITABLE = MERCHANT_CREATE_FIELDS.filter((f) => f !== 'partner_id');
export const MERCHANT_READ_ONLY = ['partner_id', 'partner_name', 'created_at', 'updated_at'];

export class MerchantListFilter extends BaseListFilter {
  @IdFilter('partner_id')
  partner_id?: number;

  @FlagFilter('status')
  status?: number;
}

export const MERCHANT_LIST: ListSpec<MerchantListFilter> = {
  filter: MerchantListFilter,
  sortable: {
    id: 'merchant.id',
    name: 'merchant.name',
    code: 'merchant.code',
    city: 'merchant.city',
    status: 'merchant.status',
    created_at: 'merchant.createdAt',
  },
  defaultSort: ['name', 'ASC'],
};
