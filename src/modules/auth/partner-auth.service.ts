import type { PartnerLogin } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import bcrypt from 'bcryptjs';
import { AuditService } from '../audit/audit.service';
import type { PartnerPrincipal } from '../../common/auth/principal';
import { PartnerAccountsRepository } from '../partners/partner-accounts.repository';
import { PartnersRepository } from '../partners/partners.repository';
import { AccountsRepository } from './accounts.repository';
import type { PartnerLoginDto } from './dto/login.dto';
import type { ChangePasswordDto } from './dto/change-password.dto';
import { MasqueradeService } from './masquerade.service';
import { PasswordLoginService } from './password-login.service';
import { RevocationService } from './revocation.service';
import { TokenService, type PartnerClaims } from './token.service';
import { AppError } from '../../common/errors';

@Injectable()
export class PartnerAuthService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly partnerAccounts: PartnerAccountsRepository,
    private readonly partners: PartnersRepository,
    private readonly passwords: PasswordLoginService,
    private readonly tokens: TokenService,
    private readonly revocations: RevocationService,
    private readonly masquerade: MasqueradeService,
    private readonly audit: AuditService,
  ) {}

  /**
   * A partner-portal login, of the named partner when the login page names one. A login of
   * another (or an inactive) partner gets the same answer as a wrong password, and is not
   * counted towards the lockout: that answer tells an attacker nothing either way.
   */
  async login({ email, password, partnerName }: PartnerLoginDto): Promise<PartnerLogin> {
    const user = await this.accounts.partnerUserByEmail(email);
    const partner = user ? await this.partners.activeById(user.partnerId) : null;
    // A disabled merchant's logins are refused like a wrong password.
    const eligible =
      partner &&
      (!partnerName || partner.name.toLowerCase() === partnerName) &&
      (await this.accounts.activePartnerUser(user!.id, partner.id)) !== null;
    if (!(await this.passwords.check('partner', eligible ? user : null, password)))
      throw new AppError('LOGIN_INVALID');
    const claims: PartnerClaims = {
      partnerId: partner!.id,
      merchantId: user!.merchantId,
      sv: user!.sessionVersion,
    };
    const { token } = await this.tokens.issue('partner', `user:${user!.id}`, claims);
    return { token, partnerId: partner!.id, merchantId: user!.merchantId };
  }

  /** Ends the session; a masquerade's logout is its exit. */
  async logout(principal: PartnerPrincipal) {
    if (principal.masqueradeAdminId) return this.masquerade.exit(principal);
    await this.revocations.revoke(principal);
    return { message: 'Signed out' };
  }

  /**
   * A partner changes its own password: the current one is checked like a sign-in (failures count
   * towards the lockout), every other session ends, and this browser gets a fresh token.
   */
  async changePassword(principal: PartnerPrincipal, dto: ChangePasswordDto) {
    // An admin acting as the partner has no password of the partner's to change.
    if (!principal.partnerUserId) throw new AppError('MASQUERADE_FORBIDDEN');
    const user = await this.accounts.activePartnerUser(
      principal.partnerUserId,
      principal.partnerId,
    );
    if (!user) throw new AppError('UNAUTHORIZED');
    if (!(await this.passwords.check('partner', user, dto.current_password)))
      throw new AppError('PASSWORD_CURRENT_WRONG');
    if (dto.new_password === dto.current_password) throw new AppError('PASSWORD_NEW_INVALID');
    const sv = await this.partnerAccounts.setPassword(
      user.id,
      await bcrypt.hash(dto.new_password, 10),
    );
    await this.audit.record(principal, {
      action: 'change_password',
      entity: 'partner_users',
      entityId: user.id,
    });
    const claims: PartnerClaims = {
      partnerId: principal.partnerId,
      merchantId: user.merchantId,
      sv,
    };
    const { token } = await this.tokens.issue('partner', `user:${user.id}`, claims);
    return { token };
  }
}
