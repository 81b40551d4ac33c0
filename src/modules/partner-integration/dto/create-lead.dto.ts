import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  Equals,
  IsDefined,
  IsISO8601,
  IsObject,
  IsOptional,
  IsString,
  Matches,
  MaxLength,
  MinLength,
  ValidateNested,
} from 'class-validator';
import { rule, TextUpTo, WholeNumberId } from '../../../common/errors';
import { INDIAN_MOBILE } from '../../../common/validation';

const consentRule = rule('LEAD_CONSENT_REQUIRED');
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/** What the consumer agreed to on the partner's side: the notice's words and the moment. */
export class LeadConsentDto {
  @ApiProperty({ example: true, description: 'Must be true' })
  @Equals(true, consentRule)
  given!: true;

  @ApiProperty({
    example:
      'I agree that Credit Marketplace and its lending partners may contact me by call, SMS or ' +
      'e-mail about loan offers, and may check my eligibility.',
    description:
      'The consent notice the consumer agreed to, word for word (10 to 2,000 characters)',
  })
  @Transform(trim)
  @IsString(consentRule)
  @MinLength(10, consentRule)
  @MaxLength(2000, consentRule)
  text!: string;

  @ApiProperty({ example: '2026-11-25T10:15:00+05:30', description: 'ISO 8601, with its offset' })
  @IsISO8601({ strict: true, strictSeparator: true }, consentRule)
  @Matches(/(Z|[+-]\d\d:\d\d)$/, consentRule)
  given_at!: string;
}

/**
 * POST /api/partner/v1/leads: a consumer the partner brings, with their consent. The product is
 * its stable code; the lead is attributed to the key's partner (and to one of its merchants).
 */
export class CreateLeadDto {
  @ApiProperty({ example: '9876543210', description: 'A 10-digit Indian mobile number' })
  @IsString(rule('MOBILE_INVALID'))
  @Matches(INDIAN_MOBILE, rule('MOBILE_INVALID'))
  mobile!: string;

  @ApiProperty({ example: 'Asha Verma' })
  @Transform(trim)
  @IsString(rule('USER_NAME_INVALID'))
  @Matches(/^[A-Za-z][A-Za-z.' -]{1,99}$/, rule('USER_NAME_INVALID'))
  name!: string;

  @ApiProperty({ example: 'PL', description: 'PL, BL, GL, HL, CC or INS' })
  @IsString(rule('LEAD_PRODUCT_UNKNOWN'))
  @Matches(/^[A-Z]{2,10}$/, rule('LEAD_PRODUCT_UNKNOWN'))
  product!: string;

  @ApiProperty({ type: LeadConsentDto })
  @IsDefined(consentRule)
  @IsObject(consentRule)
  @ValidateNested()
  @Type(() => LeadConsentDto)
  consent!: LeadConsentDto;

  @ApiPropertyOptional({ description: 'One of your merchants (outlet or agent) the lead is from' })
  @IsOptional()
  @WholeNumberId('merchant_id')
  merchant_id?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @TextUpTo('utm_source', 255)
  utm_source?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @TextUpTo('utm_medium', 255)
  utm_medium?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @TextUpTo('utm_campaign', 255)
  utm_campaign?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @TextUpTo('utm_term', 255)
  utm_term?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @TextUpTo('utm_content', 255)
  utm_content?: string;
}
