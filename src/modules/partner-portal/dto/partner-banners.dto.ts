import { Transform } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { rule } from '../../../common/errors';
import { BaseListFilter, IdFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';
import { FlagField, TextField, toNumberOrNull, UrlField } from '../../../common/rest/value-rules';

const partnerRule = rule('FIELD_POSITIVE_WHOLE_NUMBER', { field: 'partner_id' });

/** The fields of a banner an admin may set. */
export class PartnerBannerRules {
  @TextField({ failed: rule('BANNER_TITLE_INVALID'), required: true, maxLength: 150 })
  title?: string;

  @UrlField(rule('BANNER_IMAGE_REQUIRED'), { allowPath: true })
  image_url?: string | null;

  /** Null or absent: every partner. */
  @IsOptional()
  @Transform(({ value }) => toNumberOrNull(value))
  @IsInt(partnerRule)
  @Min(1, partnerRule)
  @Max(2_147_483_647, partnerRule)
  partner_id?: number | null;

  @TextField({
    failed: rule('FIELD_TEXT', { field: 'Disclaimer' }),
    maxLength: 1000,
    nullable: true,
  })
  disclaimer?: string | null;

  @FlagField('status')
  status?: number;
}

export const BANNER_FIELDS = [
  'title',
  'image_url',
  'partner_id',
  'disclaimer',
  'status',
] as const satisfies readonly (keyof PartnerBannerRules)[];
export const BANNER_READ_ONLY = ['created_at', 'updated_at'];

export class PartnerBannerListFilter extends BaseListFilter {
  @IdFilter('partner_id')
  partner_id?: number;
}

export const BANNER_LIST: ListSpec<PartnerBannerListFilter> = {
  filter: PartnerBannerListFilter,
  sortable: { id: 'banner.id', title: 'banner.title', created_at: 'banner.createdAt' },
  defaultSort: ['created_at', 'DESC'],
};
