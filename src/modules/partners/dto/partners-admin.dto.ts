import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches } from 'class-validator';
import { BaseListFilter, FlagFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';
import { FlagField, NumberField, TextField, UrlField } from '../../../common/rest/value-rules';

export const UTM_INVALID = 'UTM id may contain only letters, digits, underscores and hyphens';
export const PERCENT_RANGE = 'Must be between 0 and 100';
export const POSITIVE = 'Must be a positive number';

const utmId = () =>
  TextField({
    message: 'UTM id must be a text',
    maxLength: 60,
    nullable: true,
    pattern: /^[A-Za-z0-9_-]+$/,
    patternMessage: UTM_INVALID,
  });
const revenuePercent = () =>
  NumberField({
    message: PERCENT_RANGE,
    min: 0,
    max: 100,
    decimals: 3,
    decimalsMessage: 'Use at most 3 decimal places (steps of 0.001)',
    nullable: true,
  });
const revenueFlatFee = () =>
  NumberField({
    message: POSITIVE,
    min: 0,
    max: 999_999_999_999.99,
    decimals: 2,
    decimalsMessage: 'Use at most 2 decimal places',
    nullable: true,
  });
const colour = () =>
  TextField({
    message: 'Colours must be hex codes such as #1A2B3C',
    maxLength: 30,
    nullable: true,
    pattern: /^#(?:[0-9A-Fa-f]{3,4}|[0-9A-Fa-f]{6}|[0-9A-Fa-f]{8})$/,
  });

/** POST /api/update-partner-utm/:id (utm_id '' clears it). */
export class UpdatePartnerUtmDto {
  @ApiProperty({ example: 'ACME_01', nullable: true })
  @utmId()
  utm_id?: string | null;
}

/** POST /api/update-partner-revenue-data/:id (empty numbers clear a term). */
export class UpdatePartnerRevenueDto {
  @ApiPropertyOptional({ example: 1.25, nullable: true })
  @revenuePercent()
  revenue_percent?: number | null;

  @ApiPropertyOptional({ example: 100, nullable: true })
  @revenueFlatFee()
  revenue_flat_fee?: number | null;
}

export const PARTNER_NAME_REQUIRED = 'Partner name is required';

/**
 * The editable fields of a partner (terms and brand) and the rule of each. `name` is the brand
 * key in URLs: set once at creation and never reused; `is_default` is set by the seed only.
 */
export class PartnerRules {
  @TextField({
    message: PARTNER_NAME_REQUIRED,
    required: true,
    maxLength: 60,
    pattern: /^[a-z0-9][a-z0-9-]*$/,
    patternMessage: 'Partner name may contain only lowercase letters, digits and hyphens',
  })
  name?: string;

  @TextField({ message: 'Display name must be a text', maxLength: 150, nullable: true })
  display_name?: string | null;

  @utmId()
  utm_id?: string | null;

  @revenuePercent()
  revenue_percent?: number | null;

  @revenueFlatFee()
  revenue_flat_fee?: number | null;

  @UrlField('The logo must be an http(s) URL or a path on this site', { allowPath: true })
  logo_url?: string | null;

  @UrlField('The co-brand logo must be an http(s) URL or a path on this site', { allowPath: true })
  co_brand_logo_url?: string | null;

  @UrlField('The font link must be an http(s) URL')
  font_link?: string | null;

  @TextField({ message: 'Font family must be a text', maxLength: 150, nullable: true })
  @Matches(/^[A-Za-z0-9 ,'"-]*$/, {
    message: 'Font family may contain only letters, digits, spaces, commas, quotes and hyphens',
  })
  font_family?: string | null;

  @colour()
  primary_color?: string | null;

  @colour()
  secondary_color?: string | null;

  @FlagField('show_terms')
  show_terms?: number;

  @TextField({ message: 'Title must be a text', maxLength: 255, nullable: true })
  title?: string | null;

  @FlagField('status')
  status?: number;
}

export const PARTNER_CREATE_FIELDS = [
  'name',
  'display_name',
  'utm_id',
  'revenue_percent',
  'revenue_flat_fee',
  'logo_url',
  'co_brand_logo_url',
  'font_link',
  'font_family',
  'primary_color',
  'secondary_color',
  'show_terms',
  'title',
  'status',
] as const satisfies readonly (keyof PartnerRules)[];
export const PARTNER_EDITABLE = PARTNER_CREATE_FIELDS.filter((f) => f !== 'name');

export class PartnerListFilter extends BaseListFilter {
  @FlagFilter('status')
  status?: number;

  @FlagFilter('is_default')
  is_default?: number;
}

export const PARTNER_LIST: ListSpec<PartnerListFilter> = {
  filter: PartnerListFilter,
  sortable: {
    id: 'partner.id',
    name: 'partner.name',
    display_name: 'partner.displayName',
    utm_id: 'partner.utmId',
    revenue_percent: 'partner.revenuePercent',
    revenue_flat_fee: 'partner.revenueFlatFee',
    status: 'partner.status',
    created_at: 'partner.createdAt',
  },
  defaultSort: ['name', 'ASC'],
};

/** `:name` of get-partner-by-name (a brand key). */
export class PartnerNameParamDto {
  @ApiPropertyOptional({ example: 'cl' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,60}$/, { message: 'Invalid partner name' })
  name?: string;
}
