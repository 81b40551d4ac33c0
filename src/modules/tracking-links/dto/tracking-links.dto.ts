import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { rule } from '../../../common/errors';
import { BaseListFilter, FlagFilter, IdFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';
import { FlagField, TextField, toNumberOrNull } from '../../../common/rest/value-rules';
import { TARGET_PATH } from '../tracking';

const optionalId = (field: string) => {
  const failed = rule('FIELD_POSITIVE_WHOLE_NUMBER', { field });
  return (target: object, key: string) => {
    IsOptional()(target, key);
    Transform(({ value }) => toNumberOrNull(value))(target, key);
    IsInt(failed)(target, key);
    Min(1, failed)(target, key);
    Max(2_147_483_647, failed)(target, key);
  };
};
const utm = () =>
  TextField({ failed: rule('FIELD_TEXT', { field: 'utm' }), maxLength: 255, nullable: true });

/** The fields of a tracking link an admin sets (the code is made by the server). */
export class TrackingLinkRules {
  @TextField({ failed: rule('TRACKING_LINK_NAME_REQUIRED'), required: true, maxLength: 150 })
  name?: string;

  @TextField({
    failed: rule('TRACKING_TARGET_INVALID'),
    required: true,
    maxLength: 200,
    pattern: TARGET_PATH,
  })
  target_url?: string;

  @TextField({ failed: rule('TRACKING_UTM_SOURCE_REQUIRED'), required: true, maxLength: 255 })
  utm_source?: string;

  @utm()
  utm_medium?: string | null;

  @utm()
  utm_campaign?: string | null;

  @utm()
  utm_term?: string | null;

  @utm()
  utm_content?: string | null;

  @optionalId('partner_id')
  partner_id?: number | null;

  @optionalId('merchant_id')
  merchant_id?: number | null;

  @optionalId('product_id')
  product_id?: number | null;

  @FlagField('status')
  status?: number;
}

export const TRACKING_LINK_FIELDS = [
  'name',
  'target_url',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'partner_id',
  'merchant_id',
  'product_id',
  'status',
] as const;
export const TRACKING_LINK_READ_ONLY = [
  'code',
  'short_url',
  'clicks',
  'sign_ins',
  'hand_offs',
  'disbursals',
  'created_at',
  'updated_at',
];

export class TrackingLinkListFilter extends BaseListFilter {
  @IdFilter('partner_id')
  partner_id?: number;

  @FlagFilter('status')
  status?: number;
}

export const TRACKING_LINK_LIST: ListSpec<TrackingLinkListFilter> = {
  filter: TrackingLinkListFilter,
  sortable: {
    id: 'link.id',
    name: 'link.name',
    clicks: 'link.clickCount',
    created_at: 'link.createdAt',
  },
  defaultSort: ['created_at', 'DESC'],
};
