import { Injectable } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { TOKEN_CLAIMS, type Audience } from '../../common/auth/audiences';
import type { AdminRole } from '@marketplace/contracts';
import type {
  AdminPrincipal,
  ConsumerPrincipal,
  PartnerPrincipal,
} from '../../common/auth/principal';
import { PartnersRepository } from '../partners/partners.repository';
import { AccountsRepository } from './accounts.repository';
import { PrincipalCacheService } from './principal-cache.service';
import { RevocationService } from './revocation.service';
import type { AdminClaims, ConsumerClaims, PartnerClaims, TokenPayload } from './token.service';

const positiveInt = (v: unknown) =>
  Number.isSafeInteger(v) && (v as number) > 0 ? (v as number) : null;

/**
 * Turns a token whose signature, audience, issuer and expiry passport-jwt has checked into the
 * request's principal; null (→ 401) when the token is revoked, malformed or its principal is gone.
 * Principals are read from the database on every request, so a disabled account or a changed
 * role takes effect at once.
 */
@Injectable()
export class PrincipalService {
  constructor(
    private readonly revocations: RevocationService,
    private readonly cache: PrincipalCacheService,
    private readonly accounts: AccountsRepository,
    private readonly partners: PartnersRepository,
  ) {}

  async consumer(
    req: FastifyRequest,
    payload: TokenPayload & ConsumerClaims,
  ): Promise<ConsumerPrincipal | null> {
    const userId = this.subject(payload, 'consumer');
    if (!userId || !(await this.consumerIsLive(userId, payload.jti))) return null;
    const prospectAppId = typeof payload.prospectAppId === 'string' ? payload.prospectAppId : null;
    return {
      audience: 'consumer',
      userId,
      prospectAppId,
      // Signed into the token, so a cached check (keyed by jti) carries it too.
      partnerAsserted: payload.asserted === true,
      ...this.common(req, payload),
    };
  }

  async admin(
    req: FastifyRequest,
    payload: TokenPayload & AdminClaims,
  ): Promise<AdminPrincipal | null> {
    const adminId = this.subject(payload, 'admin');
    if (!adminId || (await this.revocations.anyRevoked([payload.jti]))) return null;
    const admin = await this.accounts.activeAdmin(adminId);
    // A disable or a password reset ends the sessions signed in before it (AdminUser.sessionVersion).
    if (!admin || (payload.sv ?? 0) !== admin.sessionVersion) return null;
    const roleId = admin.roleId as AdminRole;
    return {
      audience: 'admin',
      adminId,
      roleId,
      sessionVersion: admin.sessionVersion,
      ...this.common(req, payload),
    };
  }

  async partner(
    req: FastifyRequest,
    payload: TokenPayload & PartnerClaims,
  ): Promise<PartnerPrincipal | null> {
    if (payload.typ !== TOKEN_CLAIMS.partner.typ || typeof payload.jti !== 'string') return null;
    // `user:<partner user id>`, or `admin:<admin id>` for a masquerade.
    const [, kind, id] = /^(user|admin):(\d{1,10})$/.exec(String(payload.sub)) ?? [];
    const subjectId = positiveInt(Number(id));
    const partnerId = positiveInt(payload.partnerId);
    if (!partnerId || !subjectId) return null;

    const masquerade = kind === 'admin';
    if (
      masquerade &&
      (subjectId !== payload.masqueradeAdminId || typeof payload.adminTokenId !== 'string')
    )
      return null;
    const tokenIds = masquerade ? [payload.jti, payload.adminTokenId!] : [payload.jti];
    if (await this.revocations.anyRevoked(tokenIds)) return null;
    if (!(await this.partners.activeExists(partnerId))) return null;

    if (masquerade) {
      // Only an active role-1 admin may keep acting as a partner, and only in the session the
      // masquerade began in: a disable or a password reset ends it too.
      const admin = await this.accounts.activeAdmin(subjectId);
      if (admin?.roleId !== 1 || (payload.masqueradeAdminSv ?? 0) !== admin.sessionVersion)
        return null;
      return {
        audience: 'partner',
        partnerId,
        merchantId: positiveInt(payload.merchantId),
        partnerUserId: null,
        masqueradeAdminId: subjectId,
        ...this.common(req, payload),
      };
    }
    const user = await this.accounts.activePartnerUser(subjectId, partnerId);
    // A password change or reset, or a disable, ends the sessions signed in before it.
    if (!user || (payload.sv ?? 0) !== user.sessionVersion) return null;
    return {
      audience: 'partner',
      partnerId,
      merchantId: user.merchantId,
      partnerUserId: user.id,
      masqueradeAdminId: null,
      ...this.common(req, payload),
    };
  }

  /**
   * The consumer exists and the token is not revoked. Consumer calls are the busiest: both are
   * checked in one query, and a passed check is remembered (PrincipalCacheService).
   */
  private async consumerIsLive(userId: number, jti: string): Promise<boolean> {
    if (this.cache.remembers(jti, userId)) return true;
    const epoch = this.cache.currentEpoch;
    const live = await this.revocations.liveAndNotRevoked('users', userId, jti);
    if (live) this.cache.remember(jti, userId, epoch);
    return live;
  }

  /** The numeric subject of a consumer or admin token whose `typ` and `jti` are as expected. */
  private subject(payload: TokenPayload, audience: Audience): number | null {
    if (payload.typ !== TOKEN_CLAIMS[audience].typ || typeof payload.jti !== 'string') return null;
    return /^\d{1,10}$/.test(String(payload.sub)) ? positiveInt(Number(payload.sub)) : null;
  }

  private common(req: FastifyRequest, payload: TokenPayload) {
    // Fastify gives every request an id (requestId: the X-Request-Id header or a fresh UUID).
    const requestId = (req as { id?: unknown }).id;
    return {
      tokenId: payload.jti,
      tokenExpiresAt: new Date(payload.exp * 1000),
      ip: req.ip ?? null,
      requestId: typeof requestId === 'string' ? requestId : null,
    };
  }
}
