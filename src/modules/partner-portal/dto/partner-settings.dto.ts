import { PATTERNS } from '@marketplace/contracts';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { rule } from '../../../common/errors';
import { TextField } from '../../../common/rest/value-rules';
import { GSTIN, GstinCheckDigit } from '../../partners/dto/partners-admin.dto';

const optionalText = (field: string, maxLength: number) =>
  TextField({ failed: rule('FIELD_TEXT', { field }), maxLength, nullable: true });

/**
 * PUT /api/partner/settings: the partner's contact, PAN, GSTIN and payout bank account; '' clears
 * a field. A masked PAN or account number sent back unchanged keeps the stored one. A change of
 * the bank account needs `current_password`.
 */
export class PartnerSettingsDto {
  @ApiPropertyOptional()
  @optionalText('Contact name', 100)
  contact_name?: string | null;

  @ApiPropertyOptional()
  @TextField({
    failed: rule('EMAIL_INVALID'),
    maxLength: 254,
    nullable: true,
    pattern: PATTERNS.email,
  })
  contact_email?: string | null;

  @ApiPropertyOptional()
  @TextField({
    failed: rule('MOBILE_INVALID'),
    maxLength: 10,
    nullable: true,
    pattern: PATTERNS.mobile,
  })
  contact_phone?: string | null;

  @ApiPropertyOptional({ example: 'ABCPK1234F', description: "A person's or a business's PAN" })
  @TextField({
    failed: rule('PAN_INVALID'),
    maxLength: 10,
    nullable: true,
    pattern: /^(?:[A-Z]{5}[0-9]{4}|[A-Z]{4}\*{5})[A-Z]$/,
  })
  pan?: string | null;

  @ApiPropertyOptional({ example: '27ABCPK1234F1Z5' })
  @TextField({
    failed: rule('PARTNER_GSTIN_INVALID'),
    maxLength: 15,
    nullable: true,
    pattern: GSTIN,
  })
  @GstinCheckDigit()
  gstin?: string | null;

  @ApiPropertyOptional()
  @optionalText('Account holder', 100)
  bank_account_name?: string | null;

  @ApiPropertyOptional({ description: '9 to 18 digits' })
  @TextField({
    failed: rule('BANK_ACCOUNT_INVALID'),
    maxLength: 18,
    nullable: true,
    pattern: /^(?:\d{9,18}|\*+\d{4})$/,
  })
  bank_account_number?: string | null;

  @ApiPropertyOptional({ example: 'HDFC0001234' })
  @TextField({
    failed: rule('IFSC_INVALID'),
    maxLength: 11,
    nullable: true,
    pattern: PATTERNS.ifsc,
  })
  bank_ifsc?: string | null;

  @ApiPropertyOptional({ description: "The login's password: required to change the bank account" })
  @IsOptional()
  @IsString(rule('PASSWORD_CONFIRM_REQUIRED'))
  @MaxLength(200, rule('PASSWORD_CONFIRM_REQUIRED'))
  current_password?: string;
}
