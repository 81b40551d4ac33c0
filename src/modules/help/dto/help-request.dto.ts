import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { LIMITS } from '@marketplace/contracts';
import { rule, TextUpTo } from '../../../common/errors';
import { EMAIL, FULL_NAME, INDIAN_MOBILE } from '../../../common/validation';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const USER_NAME = rule('USER_NAME_INVALID');
const EMAIL_RULE = rule('EMAIL_INVALID');
const MOBILE = rule('MOBILE_INVALID');
const DESCRIPTION = rule('HELP_DESCRIPTION_INVALID', { max: LIMITS.helpDescriptionMaxLength });

/** The 'Need help' form: name, email, phone and description required; company optional. */
export class HelpRequestDto {
  @ApiProperty({ example: 'Asha Verma' })
  @trim
  @IsString(USER_NAME)
  @MaxLength(100, USER_NAME)
  @Matches(FULL_NAME, USER_NAME)
  name!: string;

  @ApiProperty({ example: 'asha@example.in' })
  @trim
  @IsString(EMAIL_RULE)
  @MaxLength(254, EMAIL_RULE)
  @Matches(EMAIL, EMAIL_RULE)
  email!: string;

  @ApiProperty({ example: '9876543210' })
  @trim
  @IsString(MOBILE)
  @Matches(INDIAN_MOBILE, MOBILE)
  phone!: string;

  @ApiPropertyOptional({ example: 'Acme Traders' })
  @IsOptional()
  @trim
  @TextUpTo('Company', 150)
  company?: string;

  @ApiProperty({ example: 'I cannot see my offers' })
  @trim
  @IsString(DESCRIPTION)
  @MinLength(1, DESCRIPTION)
  @MaxLength(LIMITS.helpDescriptionMaxLength, DESCRIPTION)
  description!: string;
}
