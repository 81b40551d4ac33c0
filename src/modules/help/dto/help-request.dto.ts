import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import {
  EMAIL,
  FULL_NAME,
  INDIAN_MOBILE,
  INVALID_EMAIL,
  INVALID_MOBILE,
  INVALID_USER_NAME,
} from '../../../common/validation';

const trim = Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
const DESCRIPTION = 'Please describe how we can help (up to 2000 characters)';

/** The 'Need help' form (consumer spec §5 "Help form"). */
export class HelpRequestDto {
  @ApiProperty({ example: 'Asha Verma' })
  @trim
  @IsString({ message: INVALID_USER_NAME })
  @MaxLength(100, { message: INVALID_USER_NAME })
  @Matches(FULL_NAME, { message: INVALID_USER_NAME })
  name!: string;

  @ApiProperty({ example: 'asha@example.in' })
  @trim
  @IsString({ message: INVALID_EMAIL })
  @MaxLength(254, { message: INVALID_EMAIL })
  @Matches(EMAIL, { message: INVALID_EMAIL })
  email!: string;

  @ApiProperty({ example: '9876543210' })
  @trim
  @IsString({ message: INVALID_MOBILE })
  @Matches(INDIAN_MOBILE, { message: INVALID_MOBILE })
  phone!: string;

  @ApiPropertyOptional({ example: 'Acme Traders' })
  @IsOptional()
  @trim
  @IsString({ message: 'Company must be text of at most 150 characters' })
  @MaxLength(150, { message: 'Company must be text of at most 150 characters' })
  company?: string;

  @ApiProperty({ example: 'I cannot see my offers' })
  @trim
  @IsString({ message: DESCRIPTION })
  @MinLength(1, { message: DESCRIPTION })
  @MaxLength(2000, { message: DESCRIPTION })
  description!: string;
}
