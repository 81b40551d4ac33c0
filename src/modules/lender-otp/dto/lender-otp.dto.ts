import { ApiProperty } from '@nestjs/swagger';
import { IsString, IsUUID, Matches } from 'class-validator';
import { rule } from '../../../common/errors';

export class HandOffParamDto {
  @ApiProperty({
    description: "The hand-off's id (transactionId of POST /api/lenders-transaction)",
  })
  @IsUUID('all', rule('FIELD_UUID', { field: 'transactionId' }))
  transactionId!: string;
}

export class LenderOtpDto {
  @ApiProperty({ example: '482913', description: 'The OTP the lender texted (4 to 8 digits)' })
  @IsString(rule('LENDER_OTP_FORMAT_INVALID'))
  @Matches(/^\d{4,8}$/, rule('LENDER_OTP_FORMAT_INVALID'))
  otp!: string;
}
