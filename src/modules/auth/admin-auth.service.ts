import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import bcrypt from 'bcryptjs';
import type { AdminPrincipal } from '../../common/auth/principal';
import { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import { Transactional, type TxHost } from '../../database/transactional';
import { AdminAccountsRepository } from '../admins/admin-accounts.repository';
import { invitationHash } from '../admins/invitations';
import { AuditService } from '../audit/audit.service';
import { AccountsRepository } from './accounts.repository';
import type { AcceptInvitationDto, AdminNewPasswordDto, LoginDto } from './dto/login.dto';
import { adminPasswordProblem } from './password-policy';
import { PasswordLoginService } from './password-login.service';
import { RevocationService } from './revocation.service';
import { type AdminClaims, TokenService } from './token.service';
import type { AdminUser } from '../admins/admin-user.entity';

const BCRYPT_ROUNDS = 10;

@Injectable()
export class AdminAuthService {
  constructor(
    private readonly accounts: AccountsRepository,
    private readonly adminAccounts: AdminAccountsRepository,
    private readonly passwords: PasswordLoginService,
    private readonly tokens: TokenService,
    private readonly revocations: RevocationService,
    private readonly clock: Clock,
    private readonly audit: AuditService,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  /** A temporary password opens no session: it must be changed first (PASSWORD_CHANGE_REQUIRED). */
  async login({ email, password }: LoginDto) {
    const admin = await this.accounts.adminByEmail(email);
    if (!(await this.passwords.check('admin', admin, password)))
      throw new AppError('LOGIN_INVALID');
    if (admin!.mustChangePassword) throw new AppError('PASSWORD_CHANGE_REQUIRED');
    return this.session(admin!);
  }

  /**
   * The admin's own new password, proven by the current (or temporary) one; signs in. Every other
   * session of the admin ends (the session version moves on): whoever else holds one of its
   * tokens is out. Audited as the admin's action, without the password.
   */
  async newPassword({ email, password, new_password }: AdminNewPasswordDto, ip: string | null) {
    const admin = await this.accounts.adminByEmail(email);
    if (!(await this.passwords.check('admin', admin, password)))
      throw new AppError('LOGIN_INVALID');
    if (new_password === password) throw new AppError('PASSWORD_UNCHANGED');
    const passwordHash = await this.hashChecked(new_password, email);
    const sessionVersion = await this.setPassword(admin!.id, passwordHash, ip);
    return this.session({ ...admin!, sessionVersion });
  }

  /** The new password and its audit row together; the new session version. */
  @Transactional()
  private async setPassword(adminId: number, passwordHash: string, ip: string | null) {
    const version = await this.adminAccounts.setPassword(adminId, passwordHash);
    await this.audit.write(
      { actorType: 'admin', actorId: adminId, masqueradeAdminId: null, ip },
      { action: 'change_password', entity: 'admin_users', entityId: adminId },
    );
    return version;
  }

  /** Who an invitation link is for, so that the page can greet them (before they choose). */
  async invitation(secret: string) {
    const admin = await this.accounts.adminByInvitation(invitationHash(secret));
    if (!admin?.invitationExpiresAt) throw new AppError('INVITATION_INVALID');
    if (admin.invitationExpiresAt <= this.clock.now()) throw new AppError('INVITATION_EXPIRED');
    return {
      name: admin.name,
      email: admin.email,
      expires_at: admin.invitationExpiresAt.toISOString(),
    };
  }

  /** The invited admin's first password: the link closes and the admin is signed in. */
  async acceptInvitation({ invitation, password }: AcceptInvitationDto) {
    const { email } = await this.invitation(invitation);
    const passwordHash = await this.hashChecked(password, email);
    const acceptedId = await this.adminAccounts.acceptInvitation(
      invitationHash(invitation),
      passwordHash,
      this.clock.now(),
    );
    // Used or expired between the two reads.
    const accepted = acceptedId === null ? null : await this.accounts.adminById(acceptedId);
    if (!accepted) throw new AppError('INVITATION_INVALID');
    return this.session(accepted);
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

  private async hashChecked(password: string, email: string): Promise<string> {
    const problem = adminPasswordProblem(password, email);
    if (problem) throw new AppError(problem);
    return bcrypt.hash(password, BCRYPT_ROUNDS);
  }

  private async session(admin: AdminUser) {
    const claims: AdminClaims = { sv: admin.sessionVersion };
    const { token } = await this.tokens.issue('admin', admin.id, claims);
    return { token, adminId: admin.id, roleId: admin.roleId };
  }
}
