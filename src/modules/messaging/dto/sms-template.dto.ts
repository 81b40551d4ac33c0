import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
  ValidateIf,
} from 'class-validator';
import {
  SMS_TEMPLATE_KINDS,
  SMS_VARIABLE_TYPES,
  type SmsTemplateKind,
  type SmsVariableType,
} from '@marketplace/contracts';
import { rule } from '../../../common/errors';
import { BaseListFilter, FlagFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';
import { INDIAN_MOBILE } from '../../../common/validation';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const BODY = rule('SMS_BODY_INVALID');
const VARIABLE = rule('SMS_VARIABLE_INVALID');

export class SmsVariableDto {
  @ApiProperty({ example: 'amount' })
  @IsString(VARIABLE)
  @Matches(/^[a-z][a-z0-9_]{0,29}$/, VARIABLE)
  name!: string;

  @ApiProperty({ enum: SMS_VARIABLE_TYPES })
  @IsIn(SMS_VARIABLE_TYPES, VARIABLE)
  type!: SmsVariableType;
}

/** POST /api/admin/sms-templates: a template as registered on the DLT platform. */
export class SmsTemplateDto {
  @ApiProperty({ example: 'Offer reminder' })
  @trim
  @IsString(rule('SMS_TEMPLATE_NAME_INVALID'))
  @MinLength(1, rule('SMS_TEMPLATE_NAME_INVALID'))
  @MaxLength(100, rule('SMS_TEMPLATE_NAME_INVALID'))
  name!: string;

  @ApiProperty({ example: '1107168000000012345' })
  @trim
  @IsString(rule('SMS_DLT_ID_INVALID'))
  @Matches(/^\d{10,25}$/, rule('SMS_DLT_ID_INVALID'))
  dltTemplateId!: string;

  /** The Hindi text's DLT id; without it the template is not sent in Hindi. */
  @ApiPropertyOptional({ example: '1107168000000012346', nullable: true })
  @ValidateIf((_, v) => v !== null && v !== undefined && v !== '')
  @trim
  @IsString(rule('SMS_DLT_ID_INVALID'))
  @Matches(/^\d{10,25}$/, rule('SMS_DLT_ID_INVALID'))
  dltTemplateIdHi?: string | null;

  @ApiProperty({ example: 'CRMKTP' })
  @trim
  @IsString(rule('SMS_HEADER_INVALID'))
  @Matches(/^[A-Z]{6}$/, rule('SMS_HEADER_INVALID'))
  header!: string;

  @ApiProperty({ example: 'Hi {#var#}, your offer of {#var#} is waiting.' })
  @IsString(BODY)
  @MinLength(1, BODY)
  @MaxLength(1000, BODY)
  bodyEn!: string;

  @ApiProperty({ example: '{#var#} जी, आपका {#var#} का ऑफ़र प्रतीक्षा में है।' })
  @IsString(BODY)
  @MinLength(1, BODY)
  @MaxLength(1000, BODY)
  bodyHi!: string;

  @ApiProperty({ type: [SmsVariableDto] })
  @IsArray(VARIABLE)
  @ArrayMaxSize(20, VARIABLE)
  @ValidateNested({ each: true })
  @Type(() => SmsVariableDto)
  variables!: SmsVariableDto[];

  @ApiPropertyOptional({ enum: SMS_TEMPLATE_KINDS, description: 'New templates: service' })
  @IsOptional()
  @IsIn(SMS_TEMPLATE_KINDS, rule('SMS_KIND_INVALID'))
  kind?: SmsTemplateKind;

  @ApiPropertyOptional({ default: true })
  @IsOptional()
  @IsBoolean(rule('SMS_TEMPLATE_ACTIVE_INVALID'))
  active?: boolean;
}

/** What a preview or a test fills in: the campaign-wide values and the consumer's name. */
export class SmsValuesDto {
  @ApiPropertyOptional({ example: { amount: '250000' } })
  @IsOptional()
  @IsObject(rule('SMS_VALUE_INVALID', { name: 'values', type: 'object' }))
  values?: Record<string, string>;

  @ApiPropertyOptional({ example: 'Asha', description: 'Stands for a consumer’s first name' })
  @IsOptional()
  @IsString(rule('FIELD_TEXT', { field: 'firstName' }))
  @MaxLength(100, rule('FIELD_MAX_LENGTH', { field: 'firstName', max: 100 }))
  firstName?: string;
}

/** POST /api/admin/sms-templates/{id}/test: one text to one mobile. */
export class SmsTestDto extends SmsValuesDto {
  @ApiProperty({ example: '9876543210' })
  @trim
  @IsString(rule('MOBILE_INVALID'))
  @Matches(INDIAN_MOBILE, rule('MOBILE_INVALID'))
  mobile!: string;

  @ApiProperty({ enum: ['en', 'hi'] })
  @IsIn(['en', 'hi'], rule('SMS_LANGUAGE_INVALID'))
  language!: 'en' | 'hi';
}

/** GET /api/admin/sms-templates: `q` searches the name; `active` 0/1; `kind` one of the two. */
export class SmsTemplateListFilter extends BaseListFilter {
  @FlagFilter('active')
  active?: number;

  @IsOptional()
  @IsIn(SMS_TEMPLATE_KINDS, rule('OPTION_INVALID', { field: 'filter kind' }))
  kind?: SmsTemplateKind;
}

export const SMS_TEMPLATE_LIST: ListSpec<SmsTemplateListFilter> = {
  filter: SmsTemplateListFilter,
  sortable: { id: 't.id', name: 't.name', active: 't.active', updatedAt: 't.updatedAt' },
  defaultSort: ['name', 'ASC'],
};
