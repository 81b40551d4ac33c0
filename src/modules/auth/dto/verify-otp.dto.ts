import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsOptional, IsString, Matches } from 'class-validator';
import { rule, TextUpTo, WholeNumberId } from '../../../common/errors';
import { OTP_CODE } from '../../../common/validation';
import { SendOtpDto } from './send-otp.dto';

/** The code, and the attribution of the visit (used when this verification creates the consumer). */
export class VerifyOtpDto extends SendOtpDto {
  @ApiProperty({ example: '123456' })
  @IsString(rule('OTP_FORMAT_INVALID'))
  @Matches(OTP_CODE, rule('OTP_FORMAT_INVALID'))
  otp!: string;

  @ApiPropertyOptional({ description: 'Partner brand key the consumer arrived through' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,60}$/, rule('BRAND_KEY_INVALID', { field: 'partnerName' }))
  partnerName?: string;

  @ApiPropertyOptional({ description: "The partner's merchant (outlet or agent) id" })
  @IsOptional()
  @Type(() => Number)
  @WholeNumberId('merchantId')
  merchantId?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @TextUpTo('utmSource', 255)
  utmSource?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @TextUpTo('utmMedium', 255)
  utmMedium?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @TextUpTo('utmCampaign', 255)
  utmCampaign?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @TextUpTo('utmTerm', 255)
  utmTerm?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @TextUpTo('utmContent', 255)
  utmContent?: string;

  @ApiPropertyOptional({ description: 'The {urlSegment} path the consumer landed on' })
  @IsOptional()
  @Matches(/^[A-Za-z0-9_-]{1,100}$/, rule('URL_SEGMENT_INVALID', { field: 'urlSegment' }))
  urlSegment?: string;
}
