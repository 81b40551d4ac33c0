import { Injectable } from '@nestjs/common';
import type { PartnerPrincipal } from '../../common/auth/principal';
import { PartnersRepository } from '../partners/partners.repository';
import { AccountsRepository } from './accounts.repository';
import type { PartnerLoginDto } from './dto/login.dto';
import { MasqueradeService } from './masquerade.service';
import { PasswordLoginService } from './password-login.service';
import { RevocationService } from './revocation.service';
import { TokenService, type PartnerClaims } from './token.service';
import { AppError } from '../../common/errors';

@Injectable()
export class PartnerAuthService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly partners: PartnersRepository,
    private readonly passwords: PasswordLoginService,
    private readonly tokens: TokenService,
    private readonly revocations: RevocationService,
    private readonly masquerade: MasqueradeService,
  ) {}

  /**
   * A partner-portal login, of the named partner when the login page names one. A login of
   * another (or an inactive) partner gets the same answer as a wrong password, and is not
   * counted towards the lockout: that answer tells an attacker nothing either way.
   */
  async login({ email, password, partnerName }: PartnerLoginDto) {
    const user = await this.accounts.partnerUserByEmail(email);
    const partner = user ? await this.partners.activeById(user.partnerId) : null;
    // A disabled merchant's logins are refused like a wrong password.
    const eligible =
      partner &&
      (!partnerName || partner.name.toLowerCase() === partnerName) &&
      (await this.accounts.activePartnerUser(user!.id, partner.id)) !== null;
    if (!(await this.passwords.check('partner', eligible ? user : null, password)))
      throw new AppError('LOGIN_INVALID');
    const claims: PartnerClaims = { partnerId: partner!.id, merchantId: user!.merchantId };
    const { token } = await this.tokens.issue('partner', `user:${user!.id}`, claims);
    return { token, partnerId: partner!.id, merchantId: user!.merchantId };
  }

  /** Ends the session; a masquerade's logout is its exit. */
  async logout(principal: PartnerPrincipal) {
    if (principal.masqueradeAdminId) return this.masquerade.exit(principal);
    await this.revocations.revoke(principal);
    return { message: 'Signed out' };
  }
}
