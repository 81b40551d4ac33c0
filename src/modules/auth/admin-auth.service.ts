import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { AdminPrincipal } from '../../common/auth/principal';
import { AdminUser } from '../admins/admin-user.entity';
import type { LoginDto } from './dto/login.dto';
import { PasswordLoginService } from './password-login.service';
import { RevocationService } from './revocation.service';
import { TokenService } from './token.service';
import { AppError } from '../../common/errors';

@Injectable()
export class AdminAuthService {
  constructor(
    @InjectRepository(AdminUser) private readonly admins: Repository<AdminUser>,
    private readonly passwords: PasswordLoginService,
    private readonly tokens: TokenService,
    private readonly revocations: RevocationService,
  ) {}

  async login({ email, password }: LoginDto) {
    const admin = await this.admins.findOne({ where: { email } });
    if (!(await this.passwords.check(this.admins, admin, password)))
      throw new AppError('LOGIN_INVALID');
    const { token } = await this.tokens.issue('admin', admin!.id);
    return { token, adminId: admin!.id, roleId: admin!.roleId };
  }

  /** Session restore (GET /api/admin-reverify): who the token belongs to, as stored now. */
  async reverify(principal: AdminPrincipal) {
    const admin = await this.admins.findOne({ where: { id: principal.adminId } });
    if (!admin) throw new AppError('ADMIN_NOT_FOUND');
    return { adminId: admin.id, roleId: admin.roleId, name: admin.name, email: admin.email };
  }

  async logout(principal: AdminPrincipal) {
    await this.revocations.revoke(principal);
    return { message: 'Signed out' };
  }
}
