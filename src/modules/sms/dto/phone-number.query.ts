import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { INDIAN_MOBILE, INVALID_MOBILE } from '../../../common/validation';

export class PhoneNumberQuery {
  @ApiProperty({ example: '9876543210' })
  @IsString({ message: INVALID_MOBILE })
  @Matches(INDIAN_MOBILE, { message: INVALID_MOBILE })
  phoneNumber!: string;
}
