import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { rule } from '../../../common/errors';

const newPassword = rule('PASSWORD_NEW_INVALID');

/** POST /api/partner/change-password */
export class ChangePasswordDto {
  @ApiProperty()
  @IsString(rule('PASSWORD_REQUIRED'))
  @MaxLength(200, rule('PASSWORD_TOO_LONG'))
  current_password!: string;

  @ApiProperty({ description: '12 to 72 characters, not the current one' })
  @IsString(newPassword)
  @MinLength(12, newPassword)
  @MaxLength(72, newPassword)
  @Matches(/\S/, newPassword)
  new_password!: string;
}
