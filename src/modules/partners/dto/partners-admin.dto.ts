import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, Matches, ValidateBy } from 'class-validator';
import { PATTERNS } from '@marketplace/contracts';
import { rule } from '../../../common/errors';
import { isValidGstin } from '../tax-ids';
import { BaseListFilter, FlagFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';
import { FlagField, NumberField, TextField, UrlField } from '../../../common/rest/value-rules';

/** State code, PAN, entity number, 'Z', check character. */
export const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/**
 * A GSTIN whose 15th character is its check digit: a mistyped one would register the partner in
 * the wrong state (CGST + SGST instead of IGST) or as someone else. Empty values pass (cleared).
 */
export const GstinCheckDigit = () =>
  ValidateBy(
    {
      name: 'gstinCheckDigit',
      validator: {
        validate: (value: unknown) =>
          value === null || value === undefined || value === '' || isValidGstin(value as string),
      },
    },
    rule('PARTNER_GSTIN_INVALID'),
  );

const utmId = () =>
  TextField({
    failed: rule('FIELD_TEXT', { field: 'UTM id' }),
    maxLength: 60,
    nullable: true,
    pattern: PATTERNS.utmId,
    patternFailed: rule('PARTNER_UTM_INVALID'),
  });
const revenuePercent = () =>
  NumberField({
    failed: rule('PERCENT_RANGE'),
    min: 0,
    max: 100,
    decimals: 3,
    decimalsFailed: rule('PERCENT_STEP'),
    nullable: true,
  });
const revenueFlatFee = () =>
  NumberField({
    failed: rule('POSITIVE_NUMBER'),
    min: 0,
    max: 999_999_999_999.99,
    decimals: 2,
    decimalsFailed: rule('AMOUNT_DECIMALS'),
    nullable: true,
  });
const colour = () =>
  TextField({
    failed: rule('PARTNER_COLOUR_INVALID'),
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

/**
 * The editable fields of a partner (terms and brand) and the rule of each. `name` is the brand
 * key in URLs: set once at creation and never reused; `is_default` is set by the seed only.
 */
export class PartnerRules {
  @TextField({
    failed: rule('PARTNER_NAME_REQUIRED'),
    required: true,
    maxLength: 60,
    pattern: /^[a-z0-9][a-z0-9-]*$/,
    patternFailed: rule('PARTNER_NAME_INVALID'),
  })
  name?: string;

  @TextField({
    failed: rule('FIELD_TEXT', { field: 'Display name' }),
    maxLength: 150,
    nullable: true,
  })
  display_name?: string | null;

  @utmId()
  utm_id?: string | null;

  @revenuePercent()
  revenue_percent?: number | null;

  @revenueFlatFee()
  revenue_flat_fee?: number | null;

  @UrlField(rule('FIELD_URL_OR_PATH', { field: 'The logo' }), { allowPath: true })
  logo_url?: string | null;

  @UrlField(rule('FIELD_URL_OR_PATH', { field: 'The co-brand logo' }), { allowPath: true })
  co_brand_logo_url?: string | null;

  @UrlField(rule('FIELD_URL', { field: 'The font link' }))
  font_link?: string | null;

  @TextField({
    failed: rule('FIELD_TEXT', { field: 'Font family' }),
    maxLength: 150,
    nullable: true,
  })
  @Matches(/^[A-Za-z0-9 ,'"-]*$/, rule('PARTNER_FONT_FAMILY_INVALID'))
  font_family?: string | null;

  @colour()
  primary_color?: string | null;

  @colour()
  secondary_color?: string | null;

  @FlagField('show_terms')
  show_terms?: number;

  /** The GST registration; set, the partner's payouts carry GST. */
  @TextField({
    failed: rule('PARTNER_GSTIN_INVALID'),
    maxLength: 15,
    nullable: true,
    pattern: GSTIN,
  })
  @GstinCheckDigit()
  gstin?: string | null;

  @TextField({
    failed: rule('FIELD_TEXT', { field: 'Title' }),
    maxLength: 255,
    nullable: true,
  })
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
  'gstin',
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
  @Matches(/^[A-Za-z0-9_-]{1,60}$/, rule('PARTNER_NAME_PARAM_INVALID'))
  name?: string;
}
