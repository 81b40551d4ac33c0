import { MERCHANT_APPLICATION_STATUSES, PATTERNS } from '@marketplace/contracts';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { Equals, IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { rule, WholeNumberId } from '../../../common/errors';
import { BaseListFilter, IdFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';
import { TextField } from '../../../common/rest/value-rules';
import { INDIAN_MOBILE, OTP_CODE } from '../../../common/validation';
import { GSTIN, GstinCheckDigit } from '../../partners/dto/partners-admin.dto';

/** A PAN of a person or of any kind of business: its 4th letter says which (P, C, F, H, …). */
export const ANY_PAN = /^[A-Z]{3}[ABCFGHJLPT][A-Z][0-9]{4}[A-Z]$/;
const upper = Transform(({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toUpperCase() : value,
);
/** A required text of the form, trimmed, in its pattern (which carries its length). */
const text = (code: Parameters<typeof rule>[0], maxLength: number, pattern: RegExp) =>
  TextField({ failed: rule(code), maxLength, required: true, always: true, pattern });

/** POST /api/merchant-applications/otp */
export class MerchantOtpDto {
  @ApiProperty({ example: '9876543210' })
  @IsString(rule('MOBILE_INVALID'))
  @Matches(INDIAN_MOBILE, rule('MOBILE_INVALID'))
  mobile!: string;
}

/**
 * POST /api/merchant-applications: the public merchant sign-up form. The mobile is proved by the
 * OTP sent to it; the password is the one the portal login will have once approved.
 */
export class CreateMerchantApplicationDto extends MerchantOtpDto {
  @ApiProperty({ example: '123456' })
  @IsString(rule('OTP_FORMAT_INVALID'))
  @Matches(OTP_CODE, rule('OTP_FORMAT_INVALID'))
  otp!: string;

  @ApiPropertyOptional({ description: "The referring partner's brand key (from the form's link)" })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,60}$/, rule('PARTNER_NAME_PARAM_INVALID'))
  partner_name?: string;

  @ApiProperty({ example: 'Sharma Mobiles' })
  @text('BUSINESS_NAME_INVALID', 150, /^[A-Za-z0-9&.,'()\- ]{2,150}$/)
  business_name!: string;

  @ApiProperty({ example: 'Ravi Sharma' })
  @text('CONTACT_NAME_INVALID', 100, /^[A-Za-z][A-Za-z.' -]{1,99}$/)
  contact_name!: string;

  @ApiProperty({ example: 'ravi@sharmamobiles.in' })
  @TextField({
    failed: rule('EMAIL_INVALID'),
    maxLength: 254,
    required: true,
    always: true,
    pattern: PATTERNS.email,
  })
  email!: string;

  @ApiProperty({ example: 'ABCFS1234K', description: "The business's or the owner's PAN" })
  @upper
  @IsString(rule('PAN_INVALID'))
  @Matches(ANY_PAN, rule('PAN_INVALID'))
  pan!: string;

  @ApiPropertyOptional({ example: '27ABCFS1234K1Z5', description: 'Optional; must carry the PAN' })
  @IsOptional()
  @upper
  @IsString(rule('PARTNER_GSTIN_INVALID'))
  @Matches(GSTIN, rule('PARTNER_GSTIN_INVALID'))
  @GstinCheckDigit()
  gstin?: string;

  @ApiProperty({ example: 'Shop 4, MG Road' })
  @TextField({
    failed: rule('ADDRESS_INVALID', { line: 1 }),
    maxLength: 255,
    required: true,
    always: true,
    pattern: /^[A-Za-z0-9\-,.#/ ]{3,255}$/,
  })
  address!: string;

  @ApiProperty({ example: 'Pune' })
  @text('CITY_INVALID', 100, /^[A-Za-z][A-Za-z .-]{1,99}$/)
  city!: string;

  @ApiProperty({ example: 'Maharashtra' })
  @text('STATE_INVALID', 100, /^[A-Za-z][A-Za-z .&-]{1,99}$/)
  state!: string;

  @ApiProperty({ example: '411001' })
  @IsString(rule('PINCODE_INVALID'))
  @Matches(PATTERNS.pincode, rule('PINCODE_INVALID'))
  pincode!: string;

  @ApiProperty({ example: 'Sharma Mobiles' })
  @text('ACCOUNT_HOLDER_INVALID', 100, /^[A-Za-z0-9&.,'()\- ]{2,100}$/)
  bank_account_name!: string;

  @ApiProperty({ example: '123456789012', description: '9 to 18 digits' })
  @IsString(rule('BANK_ACCOUNT_INVALID'))
  @Matches(/^\d{9,18}$/, rule('BANK_ACCOUNT_INVALID'))
  bank_account_number!: string;

  @ApiProperty({ example: 'HDFC0001234' })
  @upper
  @IsString(rule('IFSC_INVALID'))
  @Matches(PATTERNS.ifsc, rule('IFSC_INVALID'))
  bank_ifsc!: string;

  @ApiProperty({ description: 'The partner portal password once approved: 12 to 72 characters' })
  @IsString(rule('MERCHANT_PASSWORD_INVALID'))
  @MinLength(12, rule('MERCHANT_PASSWORD_INVALID'))
  @MaxLength(72, rule('MERCHANT_PASSWORD_INVALID'))
  password!: string;

  @ApiProperty({ example: true, description: 'The applicant accepts the declaration' })
  @Equals(true, rule('MERCHANT_CONSENT_REQUIRED'))
  consent!: true;
}

/** POST /api/admin/merchant-applications/{id}/approve */
export class ApproveMerchantApplicationDto {
  @ApiPropertyOptional({ description: 'Required when the application came without a partner' })
  @IsOptional()
  @Type(() => Number)
  @WholeNumberId('partner_id')
  partner_id?: number;
}

/** POST /api/admin/merchant-applications/{id}/reject */
export class RejectMerchantApplicationDto {
  @ApiProperty({ example: 'The PAN does not match the business name' })
  @Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value))
  @IsString(rule('REJECT_REASON_INVALID'))
  @MinLength(3, rule('REJECT_REASON_INVALID'))
  @MaxLength(500, rule('REJECT_REASON_INVALID'))
  reason!: string;
}

/** The back office's list: by status or partner, or a search of the business and contact. */
export class MerchantApplicationListFilter extends BaseListFilter {
  @IsOptional()
  @IsIn([...MERCHANT_APPLICATION_STATUSES], rule('OPTION_INVALID', { field: 'filter status' }))
  status?: string;

  @IdFilter('partner_id')
  partner_id?: number;
}

export const MERCHANT_APPLICATION_LIST: ListSpec<MerchantApplicationListFilter> = {
  filter: MerchantApplicationListFilter,
  sortable: {
    id: 'application.id',
    status: 'application.status',
    created_at: 'application.createdAt',
  },
  defaultSort: ['created_at', 'DESC'],
};
