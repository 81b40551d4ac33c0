import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { rule } from '../../../common/errors';
import { OTP_CODE } from '../../../common/validation';

/** The step-up code sent to the signed-in consumer's own number (never a number from the body). */
export class StepUpVerifyDto {
  @ApiProperty({ example: '123456' })
  @IsString(rule('OTP_FORMAT_INVALID'))
  @Matches(OTP_CODE, rule('OTP_FORMAT_INVALID'))
  otp!: string;
}
