import {
  GRIEVANCE_CATEGORIES,
  GRIEVANCE_STATUSES,
  type GrievanceCategory,
  type GrievanceStatus,
} from '@marketplace/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsIn,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
} from 'class-validator';
import { rule } from '../../../common/errors';
import { BaseListFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';
import { EMAIL, FULL_NAME, INDIAN_MOBILE } from '../../../common/validation';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const NAME = rule('USER_NAME_INVALID');
const EMAIL_RULE = rule('EMAIL_INVALID');
const MOBILE = rule('MOBILE_INVALID');
const DESCRIPTION = rule('GRIEVANCE_DESCRIPTION_INVALID');
const REFERENCE = rule('GRIEVANCE_REFERENCE_INVALID');
const ANSWER = rule('GRIEVANCE_ANSWER_INVALID');

/** A grievance as the public form sends it. */
export class RaiseGrievanceDto {
  @ApiProperty({ example: 'Asha Verma' })
  @trim
  @IsString(NAME)
  @MaxLength(100, NAME)
  @Matches(FULL_NAME, NAME)
  name!: string;

  @ApiProperty({ example: '9876543210' })
  @trim
  @IsString(MOBILE)
  @Matches(INDIAN_MOBILE, MOBILE)
  mobile!: string;

  @ApiPropertyOptional({ example: 'asha@example.in' })
  @IsOptional()
  @trim
  @IsString(EMAIL_RULE)
  @MaxLength(254, EMAIL_RULE)
  @Matches(EMAIL, EMAIL_RULE)
  email?: string;

  @ApiProperty({ enum: GRIEVANCE_CATEGORIES })
  @IsIn(GRIEVANCE_CATEGORIES, rule('GRIEVANCE_CATEGORY_INVALID'))
  category!: GrievanceCategory;

  @ApiProperty({ example: 'The lender charged a fee the offer did not show.' })
  @trim
  @IsString(DESCRIPTION)
  @MinLength(10, DESCRIPTION)
  @MaxLength(2000, DESCRIPTION)
  description!: string;
}

/** A grievance found again: its reference and the mobile it was raised from. */
export class LookupGrievanceDto {
  @ApiProperty({ example: 'GRV-7K2M9QXA' })
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toUpperCase() : value))
  @IsString(REFERENCE)
  @Matches(/^GRV-[0-9A-Z]{8}$/, REFERENCE)
  reference!: string;

  @ApiProperty({ example: '9876543210' })
  @trim
  @IsString(MOBILE)
  @Matches(INDIAN_MOBILE, MOBILE)
  mobile!: string;
}

/** A role-1 admin's answer; `close` resolves the grievance. */
export class AnswerGrievanceDto {
  @ApiProperty()
  @trim
  @IsString(ANSWER)
  @MinLength(2, ANSWER)
  @MaxLength(2000, ANSWER)
  answer!: string;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean(rule('FIELD_INVALID', { field: 'close' }))
  close?: boolean;
}

/** The back office's list: by status, and `q` in the reference or the name. */
export class GrievanceListFilter extends BaseListFilter {
  @IsOptional()
  @IsIn([...GRIEVANCE_STATUSES], rule('OPTION_INVALID', { field: 'filter status' }))
  status?: GrievanceStatus;
}

export const GRIEVANCE_LIST: ListSpec<GrievanceListFilter> = {
  filter: GrievanceListFilter,
  sortable: { id: 'g.id', status: 'g.status', created_at: 'g.createdAt' },
  defaultSort: ['created_at', 'DESC'],
};
