import { ApiProperty } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import { rule } from '../../../common/errors';

/** A compact JWT: three base64url parts (a real one is a few hundred characters). */
const COMPACT_JWT = /^[A-Za-z0-9_-]{1,1000}\.[A-Za-z0-9_-]{1,2000}\.[A-Za-z0-9_-]{1,200}$/;

export class PartnerSignInDto {
  @ApiProperty({
    description:
      "The partner's signed sign-in token (HS256 JWT, `kid` = the API key's prefix): see the README",
  })
  @IsString(rule('SIGN_IN_TOKEN_INVALID'))
  @Matches(COMPACT_JWT, rule('SIGN_IN_TOKEN_INVALID'))
  token!: string;
}
