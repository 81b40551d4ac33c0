import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { INDIAN_MOBILE, INVALID_MOBILE } from '../../../common/validation';

export class SendOtpDto {
  @ApiProperty({ example: '9876543210', description: '10-digit Indian mobile number' })
  @IsString({ message: INVALID_MOBILE })
  @Matches(INDIAN_MOBILE, { message: INVALID_MOBILE })
  phoneNumber!: string;
}
