import type { MasqueradeAnswer } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import type { AdminPrincipal, PartnerPrincipal } from '../../common/auth/principal';
import { AuditService } from '../audit/audit.service';
import { PartnersRepository } from '../partners/partners.repository';
import { MASQUERADE } from './auth.constants';
import type { MasqueradeDto } from './dto/masquerade.dto';
import { RevocationService } from './revocation.service';
import { TokenService, type PartnerClaims } from './token.service';
import { AppError } from '../../common/errors';

/**
 * A role-1 admin acting in the partner portal. The partner token names the admin
 * (`masqueradeAdminId`) and the admin's own token: it dies with either, and never outlives the
 * admin's session. Start and exit are audited as the admin's actions.
 */
@Injectable()
export class MasqueradeService {
  constructor(
    private readonly partners: PartnersRepository,
    private readonly tokens: TokenService,
    private readonly revocations: RevocationService,
    private readonly audit: AuditService,
  ) {}

  /**
   * A masquerade says why it is started (kept in the audit trail) and ends after at most
   * MASQUERADE.maxMinutes, or with the admin's own session if that ends sooner.
   */
  async start(
    admin: AdminPrincipal,
    partnerId: number,
    { merchantId, reason }: MasqueradeDto,
  ): Promise<MasqueradeAnswer> {
    const partner = await this.partners.activeById(partnerId);
    if (!partner) throw new AppError('PARTNER_NOT_FOUND');
    if (merchantId && !(await this.partners.merchantOfPartner(merchantId, partnerId)))
      throw new AppError('MASQUERADE_MERCHANT_NOT_FOUND');

    const claims: PartnerClaims = {
      partnerId,
      merchantId: merchantId ?? null,
      masqueradeAdminId: admin.adminId,
      adminTokenId: admin.tokenId,
      masqueradeAdminSv: admin.sessionVersion,
    };
    const limit = new Date(Date.now() + MASQUERADE.maxMinutes * 60_000);
    const issued = await this.tokens.issue(
      'partner',
      `admin:${admin.adminId}`,
      claims,
      admin.tokenExpiresAt < limit ? admin.tokenExpiresAt : limit,
    );
    await this.audit.write(this.actor(admin.adminId, partnerId, admin), {
      action: 'masquerade_start',
      entity: 'partners',
      entityId: partnerId,
      newValue: {
        merchantId: claims.merchantId,
        tokenId: issued.jti,
        reason: reason.trim(),
        expiresAt: issued.expiresAt.toISOString(),
      },
    });
    return {
      token: issued.token,
      partnerId,
      merchantId: claims.merchantId,
      masqueradeAdminId: admin.adminId,
      expiresAt: issued.expiresAt.toISOString(),
    };
  }

  async exit(principal: PartnerPrincipal) {
    if (!principal.masqueradeAdminId) throw new AppError('MASQUERADE_NOT_ACTIVE');
    await this.revocations.revoke(principal);
    await this.audit.write(
      this.actor(principal.masqueradeAdminId, principal.partnerId, principal),
      {
        action: 'masquerade_exit',
        entity: 'partners',
        entityId: principal.partnerId,
        oldValue: { merchantId: principal.merchantId, tokenId: principal.tokenId },
      },
    );
    return { message: 'Masquerade ended' };
  }

  /** Masquerade rows are the admin's, and marked as masquerade rows by `masquerade_admin_id`. */
  private actor(
    adminId: number,
    partnerId: number,
    origin: { ip: string | null; requestId: string | null },
  ) {
    return {
      actorType: 'admin' as const,
      actorId: adminId,
      masqueradeAdminId: adminId,
      partnerId,
      ip: origin.ip,
      requestId: origin.requestId,
    };
  }
}
