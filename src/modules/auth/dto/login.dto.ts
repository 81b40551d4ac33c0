import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { rule } from '../../../common/errors';
import { INVITATION_SECRET } from '../../admins/invitations';

const lowerTrim = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** An admin login. E-mails are stored lower-cased, so they are compared that way. */
export class LoginDto {
  @ApiProperty({ example: 'admin@demo.in' })
  @Transform(lowerTrim)
  @IsEmail({}, rule('EMAIL_INVALID'))
  @MaxLength(254, rule('EMAIL_INVALID'))
  email!: string;

  @ApiProperty()
  @IsString(rule('PASSWORD_REQUIRED'))
  @IsNotEmpty(rule('PASSWORD_REQUIRED'))
  @MaxLength(200, rule('PASSWORD_TOO_LONG'))
  password!: string;
}

export class PartnerLoginDto extends LoginDto {
  @ApiPropertyOptional({ description: 'The partner of the login page (/{partner}/partner/login)' })
  @IsOptional()
  @Transform(lowerTrim)
  @Matches(/^[a-z0-9_-]{1,60}$/, rule('BRAND_KEY_INVALID', { field: 'partnerName' }))
  partnerName?: string;
}

/** A new password's shape; the service checks its rules (password-policy.ts: they need the e-mail). */
const NewPassword = () =>
  applyDecorators(
    ApiProperty({ description: 'At least 12 characters, not the e-mail, not a common password' }),
    IsString(rule('PASSWORD_REQUIRED')),
    IsNotEmpty(rule('PASSWORD_REQUIRED')),
    MaxLength(200, rule('PASSWORD_TOO_LONG')),
  );

/** POST /api/admin/login/new-password: the password change a temporary password requires. */
export class AdminNewPasswordDto extends LoginDto {
  @NewPassword()
  new_password!: string;
}

/** The secret of an invitation link (after `#invitation=`). */
export class InvitationDto {
  @ApiProperty()
  @IsString(rule('INVITATION_INVALID'))
  @Matches(INVITATION_SECRET, rule('INVITATION_INVALID'))
  invitation!: string;
}

/** POST /api/admin/invitation/accept: the invited admin's first password. */
export class AcceptInvitationDto extends InvitationDto {
  @NewPassword()
  password!: string;
}
