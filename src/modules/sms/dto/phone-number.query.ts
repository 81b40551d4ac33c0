import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { rule } from '../../../common/errors';
import { INDIAN_MOBILE } from '../../../common/validation';

export class PhoneNumberQuery {
  @ApiProperty({ example: '9876543210' })
  @IsString(rule('MOBILE_INVALID'))
  @Matches(INDIAN_MOBILE, rule('MOBILE_INVALID'))
  phoneNumber!: string;
}
