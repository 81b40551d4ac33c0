import { Injectable } from '@nestjs/common';
import type { AdminPrincipal } from '../../common/auth/principal';
import { AccountsRepository } from './accounts.repository';
import type { LoginDto } from './dto/login.dto';
import { PasswordLoginService } from './password-login.service';
import { RevocationService } from './revocation.service';
import { TokenService } from './token.service';
import { AppError } from '../../common/errors';

@Injectable()
export class AdminAuthService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly passwords: PasswordLoginService,
    private readonly tokens: TokenService,
    private readonly revocations: RevocationService,
  ) {}

  async login({ email, password }: LoginDto) {
    const admin = await this.accounts.adminByEmail(email);
    if (!(await this.passwords.check('admin', admin, password)))
      throw new AppError('LOGIN_INVALID');
    const { token } = await this.tokens.issue('admin', admin!.id);
    return { token, adminId: admin!.id, roleId: admin!.roleId };
  }

  /** Session restore (GET /api/admin-reverify): who the token belongs to, as stored now. */
  async reverify(principal: AdminPrincipal) {
    const admin = await this.accounts.adminById(principal.adminId);
    if (!admin) throw new AppError('ADMIN_NOT_FOUND');
    return { adminId: admin.id, roleId: admin.roleId, name: admin.name, email: admin.email };
  }

  async logout(principal: AdminPrincipal) {
    await this.revocations.revoke(principal);
    return { message: 'Signed out' };
  }
}
