import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { INVALID_OTP, MAX_INT_ID, OTP_CODE } from '../../../common/validation';
import { SendOtpDto } from './send-otp.dto';

const utm = (name: string) => `${name} must be text of at most 255 characters`;

/** The code, and the attribution of the visit (used when this verification creates the consumer). */
export class VerifyOtpDto extends SendOtpDto {
  @ApiProperty({ example: '123456' })
  @IsString({ message: INVALID_OTP })
  @Matches(OTP_CODE, { message: INVALID_OTP })
  otp!: string;

  @ApiPropertyOptional({ description: 'Partner brand key the consumer arrived through' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,60}$/, {
    message: 'partnerName must be a brand key of letters, digits, - and _',
  })
  partnerName?: string;

  @ApiPropertyOptional({ description: "The partner's merchant (outlet or agent) id" })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'merchantId must be a whole number' })
  @Min(1, { message: 'merchantId must be a whole number' })
  @Max(MAX_INT_ID, { message: 'merchantId must be a whole number' })
  merchantId?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: utm('utmSource') })
  @MaxLength(255, { message: utm('utmSource') })
  utmSource?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: utm('utmMedium') })
  @MaxLength(255, { message: utm('utmMedium') })
  utmMedium?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: utm('utmCampaign') })
  @MaxLength(255, { message: utm('utmCampaign') })
  utmCampaign?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: utm('utmTerm') })
  @MaxLength(255, { message: utm('utmTerm') })
  utmTerm?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString({ message: utm('utmContent') })
  @MaxLength(255, { message: utm('utmContent') })
  utmContent?: string;

  @ApiPropertyOptional({ description: 'The {urlSegment} path the consumer landed on' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,100}$/, {
    message: 'urlSegment must be a path segment of letters, digits, - and _',
  })
  urlSegment?: string;
}
