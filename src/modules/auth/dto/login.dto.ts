import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { INVALID_EMAIL } from '../../../common/validation';

const lowerTrim = ({ value }: { value: unknown }) =>
  typeof value === 'string' ? value.trim().toLowerCase() : value;

/** An admin login. E-mails are stored lower-cased, so they are compared that way. */
export class LoginDto {
  @ApiProperty({ example: 'admin@demo.in' })
  @Transform(lowerTrim)
  @IsEmail({}, { message: INVALID_EMAIL })
  @MaxLength(254, { message: INVALID_EMAIL })
  email!: string;

  @ApiProperty()
  @IsString({ message: 'Please enter your password' })
  @IsNotEmpty({ message: 'Please enter your password' })
  @MaxLength(200, { message: 'Password is too long' })
  password!: string;
}

export class PartnerLoginDto extends LoginDto {
  @ApiPropertyOptional({ description: 'The partner of the login page (/{partner}/partner/login)' })
  @IsOptional()
  @Transform(lowerTrim)
  @Matches(/^[a-z0-9_-]{1,60}$/, {
    message: 'partnerName must be a brand key of letters, digits, - and _',
  })
  partnerName?: string;
}
