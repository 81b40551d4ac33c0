import { randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { TOKEN_CLAIMS, TOKEN_ISSUER, type Audience } from '../../common/auth/audiences';
import { authConfig, type AuthConfig } from '../../config/auth.config';

/** The registered claims every token carries; the strategies check each of them. */
export interface TokenPayload {
  iss: string;
  aud: string;
  typ: string;
  sub: string;
  jti: string;
  iat: number;
  exp: number;
}

export interface ConsumerClaims {
  prospectAppId: string | null;
  /** Set on a session a partner's sign-in token opened (no OTP yet): see ConsumerPrincipal. */
  asserted?: true;
}

export interface AdminClaims {
  /** The admin's session version at sign-in (absent: 0). */
  sv?: number;
}

export interface PartnerClaims {
  partnerId: number;
  merchantId: number | null;
  /** Set on masquerade tokens: the admin acting as the partner, and that admin's own token. */
  masqueradeAdminId?: number;
  adminTokenId?: string;
  /** The admin's session version when the masquerade began (see AdminClaims.sv). */
  masqueradeAdminSv?: number;
  /** A partner login's session version at sign-in (absent: 0); see PartnerUser.sessionVersion. */
  sv?: number;
}

export interface IssuedToken {
  token: string;
  jti: string;
  expiresAt: Date;
}

const UNIT_SECONDS = { s: 1, m: 60, h: 3600, d: 86400 } as const;

/** '7d', '12h', '30m', '45s' (the form env.ts accepts) in seconds. */
export function durationSeconds(value: string): number {
  const match = /^(\d+)([smhd])$/.exec(value);
  if (!match) throw new Error(`Not a duration: ${value}`);
  return Number(match[1]) * UNIT_SECONDS[match[2] as keyof typeof UNIT_SECONDS];
}

/** Signs the tokens of all three audiences: HS256 only, each audience under its own secret. */
@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
  ) {}

  /** `notAfter` caps the lifetime (a masquerade token never outlives the admin's own token). */
  async issue(
    audience: Audience,
    subject: string | number,
    claims: object = {},
    notAfter?: Date,
  ): Promise<IssuedToken> {
    const { secret, expiresIn } = this.config[audience];
    const iat = Math.floor(Date.now() / 1000);
    let exp = iat + durationSeconds(expiresIn);
    if (notAfter) exp = Math.min(exp, Math.floor(notAfter.getTime() / 1000));
    const jti = randomUUID();
    const payload: TokenPayload = {
      ...claims,
      ...TOKEN_CLAIMS[audience],
      iss: TOKEN_ISSUER,
      sub: String(subject),
      jti,
      iat,
      exp,
    };
    const token = await this.jwt.signAsync(payload, { secret, algorithm: 'HS256' });
    return { token, jti, expiresAt: new Date(exp * 1000) };
  }
}
