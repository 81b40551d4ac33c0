import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { AppError } from '../../common/errors';
import { INDIAN_MOBILE, MAX_INT_ID } from '../../common/validation';
import { authConfig, type AuthConfig } from '../../config/auth.config';
import { Transactional, type TxHost } from '../../database/transactional';
import { ConsentService } from '../consent/consent.service';
import { signingSecret } from '../partner-integration/api-keys';
import { ConsumerAccountsService, type Visit } from './consumer-accounts.service';
import { OtpRepository } from './otp.repository';
import { PartnerSignInRepository } from './partner-sign-in.repository';
import { TokenService, type ConsumerClaims } from './token.service';

/** The longest a sign-in token may live (`exp` − `iat`), and the clock drift forgiven. */
export const SIGN_IN_TOKEN = { maxLifetimeSeconds: 300, clockSkewSeconds: 30 } as const;

const KEY_ID = /^cmk_[A-Za-z0-9_-]{8}$/;
const TOKEN_ID = /^[A-Za-z0-9_-]{8,64}$/;
const UTM_CLAIMS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const;

/** The claims a partner's sign-in token carries (README, "Sign-in and access"). */
interface SignInClaims {
  sub: string;
  jti: string;
  iat: number;
  exp: number;
  merchant_id?: number;
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_term?: string;
  utm_content?: string;
}

/** An optional text claim: absent, or 1 to 255 characters without NUL. */
const textClaim = (value: unknown) =>
  value === undefined ||
  (typeof value === 'string' && value.length > 0 && value.length <= 255 && !value.includes('\0'));

/** An optional merchant id: absent, or a whole number an `integer` column holds. */
const merchantClaim = (value: unknown) =>
  value === undefined ||
  (typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= MAX_INT_ID);

/**
 * `/auth`: a consumer arrives from a partner's own site, already known to the partner by mobile.
 * The partner signs a short-lived, single-use JWT (HS256, `kid` = its API key's prefix) with the
 * key's signing secret. No OTP proves who holds the phone, so a valid token opens only what the
 * partner itself brought: a mobile new to us (created, attributed to the key's partner, never
 * another: the partner is not a claim), or a consumer whose current journey is that partner's and
 * who has not refused partners' contact (ConsumerAccountsService.partnerMayAssert). Anyone else is
 * refused with SIGN_IN_TOKEN_NEEDS_OTP, one answer for every reason, and the token is used up all
 * the same (one token, one answer: a replay cannot probe). The session is partner-asserted
 * (ConsumerPrincipal.partnerAsserted) until the consumer proves an OTP (step-up).
 */
@Injectable()
export class PartnerSignInService {
  constructor(
    private readonly jwt: JwtService,
    private readonly repository: PartnerSignInRepository,
    private readonly accounts: ConsumerAccountsService,
    private readonly tokens: TokenService,
    private readonly consents: ConsentService,
    @Inject(authConfig.KEY) private readonly config: AuthConfig,
    private readonly otps: OtpRepository,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  async signIn(token: string, ip: string | null) {
    const { keyId, claims, partnerId, partnerName } = await this.verify(token);
    const visit: Visit = {
      phoneNumber: claims.sub,
      partnerName,
      merchantId: claims.merchant_id,
      utmSource: claims.utm_source,
      utmMedium: claims.utm_medium,
      utmCampaign: claims.utm_campaign,
      utmTerm: claims.utm_term,
      utmContent: claims.utm_content,
    };
    const session = await this.useToken(keyId, claims, partnerId, visit, ip);
    if (!session) throw new AppError('SIGN_IN_TOKEN_NEEDS_OTP');
    const claimsOut: ConsumerClaims = { prospectAppId: session.prospectAppId, asserted: true };
    const issued = await this.tokens.issue('consumer', session.userId, claimsOut);
    return {
      token: issued.token,
      prospectAppId: session.prospectAppId,
      userId: session.userId,
      consentRequired: await this.consents.required(session.userId),
      analytics: await this.consents.analyticsGiven(session.userId),
    };
  }

  /** Uses the token up and signs the consumer in, or answers null: refused (but used up). */
  @Transactional()
  private async useToken(
    keyId: number,
    claims: SignInClaims,
    partnerId: number,
    visit: Visit,
    ip: string | null,
  ) {
    await this.otps.lockNumber(visit.phoneNumber);
    const fresh = await this.repository.use(keyId, claims.jti, new Date(claims.exp * 1000));
    if (!fresh) throw new AppError('SIGN_IN_TOKEN_USED');
    // Returned, not thrown: the token's use above commits with the refusal.
    if (!(await this.accounts.partnerMayAssert(visit.phoneNumber, partnerId))) return null;
    return this.accounts.signIn(visit, ip);
  }

  /** The signing key and the checked claims; refuses anything malformed, forged or expired. */
  private async verify(token: string) {
    const decoded = this.jwt.decode<{ header?: { kid?: unknown } } | null>(token, {
      complete: true,
    });
    const kid = decoded?.header?.kid;
    if (typeof kid !== 'string' || !KEY_ID.test(kid)) throw new AppError('SIGN_IN_TOKEN_INVALID');
    for (const key of await this.repository.liveKeys(kid)) {
      const claims = this.verifiedClaims(
        token,
        signingSecret(this.config.partner.secret, key.keyHash),
      );
      if (claims)
        return { keyId: key.id, claims, partnerId: key.partnerId, partnerName: key.partnerName };
    }
    throw new AppError('SIGN_IN_TOKEN_INVALID');
  }

  /** The claims when the token carries this secret's signature (null when it does not). */
  private verifiedClaims(token: string, secret: string): SignInClaims | null {
    let claims: Partial<SignInClaims>;
    try {
      claims = this.jwt.verify<Partial<SignInClaims>>(token, {
        secret,
        algorithms: ['HS256'],
        clockTolerance: SIGN_IN_TOKEN.clockSkewSeconds,
      });
    } catch (error) {
      // The library checks the signature first: an expired token was signed with this secret.
      if ((error as Error).name === 'TokenExpiredError')
        throw new AppError('SIGN_IN_TOKEN_EXPIRED');
      return null;
    }
    const { sub, jti, iat, exp } = claims;
    const now = Date.now() / 1000;
    if (
      typeof sub !== 'string' ||
      !INDIAN_MOBILE.test(sub) ||
      typeof jti !== 'string' ||
      !TOKEN_ID.test(jti) ||
      typeof iat !== 'number' ||
      typeof exp !== 'number' ||
      iat > now + SIGN_IN_TOKEN.clockSkewSeconds ||
      !merchantClaim(claims.merchant_id) ||
      !UTM_CLAIMS.every((name) => textClaim(claims[name]))
    )
      throw new AppError('SIGN_IN_TOKEN_INVALID');
    // A token meant to live longer than a hand-off needs is refused, not trusted for 5 minutes.
    if (exp - iat > SIGN_IN_TOKEN.maxLifetimeSeconds) throw new AppError('SIGN_IN_TOKEN_INVALID');
    return { ...claims, sub, jti, iat, exp };
  }
}
