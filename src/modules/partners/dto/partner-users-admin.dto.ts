import { PATTERNS } from '@marketplace/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, Min, ValidateIf } from 'class-validator';
import { rule } from '../../../common/errors';
import { BaseListFilter, FlagFilter, IdFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';
import {
  FlagField,
  RequiredIdField,
  TextField,
  toNumberOrNull,
} from '../../../common/rest/value-rules';

/** 8 to 72 characters (bcrypt reads 72 bytes) with at least one letter and one digit. */
const STRONG_PASSWORD = /^(?=.*[A-Za-z])(?=.*\d)[\s\S]{8,72}$/;
const passwordRule = rule('PASSWORD_TOO_WEAK');

/** The fields of a partner-portal login an admin may set; the password only at creation. */
export class PartnerUserRules {
  // Checked when sent (a create); the service requires it there.
  @ValidateIf((_o, v) => v !== undefined)
  @RequiredIdField(rule('PARTNER_ID_REQUIRED'))
  partner_id?: number;

  /** A merchant's login sees only that merchant's customers; none: the whole partner. */
  @IsOptional()
  @Transform(({ value }) => toNumberOrNull(value))
  @IsInt(rule('FIELD_POSITIVE_WHOLE_NUMBER', { field: 'merchant_id' }))
  @Min(1, rule('FIELD_POSITIVE_WHOLE_NUMBER', { field: 'merchant_id' }))
  @Max(2_147_483_647, rule('FIELD_POSITIVE_WHOLE_NUMBER', { field: 'merchant_id' }))
  merchant_id?: number | null;

  @TextField({
    failed: rule('EMAIL_INVALID'),
    required: true,
    maxLength: 254,
    pattern: PATTERNS.email,
  })
  email?: string;

  @TextField({ failed: rule('PARTNER_USER_NAME_REQUIRED'), required: true, maxLength: 100 })
  name?: string;

  @ValidateIf((_o, v) => v !== undefined)
  @IsString(passwordRule)
  @Matches(STRONG_PASSWORD, passwordRule)
  password?: string;

  @FlagField('status')
  status?: number;
}

export const PARTNER_USER_CREATE_FIELDS = [
  'partner_id',
  'merchant_id',
  'email',
  'name',
  'password',
  'status',
] as const satisfies readonly (keyof PartnerUserRules)[];
export const PARTNER_USER_EDITABLE = ['merchant_id', 'email', 'name', 'status'] as const;
export const PARTNER_USER_READ_ONLY = [
  'partner_id',
  'last_login_at',
  'locked_until',
  'created_at',
  'updated_at',
];

/** POST /api/admin/partner-users/:id/reset-password */
export class ResetPartnerPasswordDto {
  @ApiProperty({ description: '8 to 72 characters with a letter and a digit' })
  @IsString(passwordRule)
  @Matches(STRONG_PASSWORD, passwordRule)
  password!: string;
}

export class PartnerUserListFilter extends BaseListFilter {
  @IdFilter('partner_id')
  partner_id?: number;

  @IdFilter('merchant_id')
  merchant_id?: number;

  @FlagFilter('status')
  status?: number;
}

export const PARTNER_USER_LIST: ListSpec<PartnerUserListFilter> = {
  filter: PartnerUserListFilter,
  sortable: {
    id: 'login.id',
    name: 'login.name',
    email: 'login.email',
    status: 'login.status',
    last_login_at: 'login.lastLoginAt',
    created_at: 'login.createdAt',
  },
  defaultSort: ['name', 'ASC'],
};
