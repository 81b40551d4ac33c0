import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import bcrypt from 'bcryptjs';
import type { AdminPrincipal } from '../../common/auth/principal';
import { Clock } from '../../common/clock';
import { AppError } from '../../common/errors';
import { isUniqueViolation } from '../../common/rest/db-values';
import type { ListQuery } from '../../common/rest/list-query';
import { recordChanges, validateValues } from '../../common/rest/record-changes';
import { RestPage } from '../../common/rest/rest-page';
import { appConfig, type AppConfig } from '../../config/app.config';
import { type ApplyContext, ApprovalsService } from '../approvals/approvals.service';
import type { SentForApproval } from '../../common/rest/sent-for-approval';
import { AuditService } from '../audit/audit.service';
import type { AdminUser } from './admin-user.entity';
import { AdminUsersRepository } from './admin-users.repository';
import {
  ADMIN_USER_CREATE_FIELDS,
  ADMIN_USER_EDITABLE,
  ADMIN_USER_READ_ONLY,
  AdminUserRules,
  type AdminUserListFilter,
  type InviteMode,
} from './dto/admin-users.dto';
import { newInvitation, temporaryPassword } from './invitations';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { Transactional, type TxHost } from '../../database/transactional';

const ENTITY = 'admin_users';
const BCRYPT_ROUNDS = 10;

/** A change of an admin account as maker-checker keeps it: no id for a new account. */
interface AdminUserChange {
  id: number | null;
  values: Record<string, unknown>;
}

/** What the checker compares of an account; `{}` while a new account's e-mail is free. */
const gatedFields = (admin: AdminUser | null) =>
  admin
    ? { name: admin.name, email: admin.email, role_id: admin.roleId, status: admin.status }
    : {};

type Gated = { role_id?: number; status?: number };

/** A new account, more power (a lower role number) or a disabled one back: what waits. */
const opensUp = (before: Gated, after: Gated) =>
  before.role_id === undefined ||
  (after.role_id ?? 0) < before.role_id ||
  (before.status === 0 && after.status === 1);

/** Where an admin stands: what the list shows beside the status switch. */
export type AdminUserState =
  'active' | 'disabled' | 'invited' | 'invitation_expired' | 'password_change';

/** An admin user as user management answers it: never a hash or an invitation's secret. */
export interface AdminUserView {
  id: number;
  name: string;
  email: string;
  role_id: number;
  status: number;
  state: AdminUserState;
  invitation_expires_at: string | null;
  must_change_password: boolean;
  last_login_at: string | null;
  locked_until: string | null;
  created_at: string;
  updated_at: string;
}

/** The way in for a new or reset account, shown once to the admin who made it. */
export interface AdminUserAccess {
  user: AdminUserView;
  /** The link to send (invite: 'link'), opening the account for 48 hours. */
  invitation_url?: string;
  invitation_expires_at?: string;
  /** The password to give (invite: 'password'); it must be changed at the first sign-in. */
  temporary_password?: string;
}

function stateOf(admin: AdminUser, now: Date): AdminUserState {
  if (admin.status !== 1) return 'disabled';
  if (admin.invitationExpiresAt)
    return admin.invitationExpiresAt > now ? 'invited' : 'invitation_expired';
  return admin.mustChangePassword ? 'password_change' : 'active';
}

const toView = (admin: AdminUser, now: Date): AdminUserView => ({
  id: admin.id,
  name: admin.name,
  email: admin.email,
  role_id: admin.roleId,
  status: admin.status,
  state: stateOf(admin, now),
  invitation_expires_at: admin.invitationExpiresAt?.toISOString() ?? null,
  must_change_password: admin.mustChangePassword,
  last_login_at: admin.lastLoginAt?.toISOString() ?? null,
  locked_until: admin.lockedUntil?.toISOString() ?? null,
  created_at: admin.createdAt.toISOString(),
  updated_at: admin.updatedAt.toISOString(),
});

/**
 * User management (role 1): admins are invited (a 48-hour link or a temporary password), edited,
 * disabled (their tokens stop working at the next request) and reset. Nobody disables or demotes
 * themselves, and the last active role-1 admin stays. Every change is in the audit log.
 * Under maker-checker, whatever opens an account up (a new admin, a higher role, a re-enable)
 * waits for a second role-1 admin; each such grant, and every reset, is kept for the
 * independence check of later approvals.
 */
@Injectable()
export class AdminUsersService implements OnModuleInit {
  constructor(
    private readonly admins: AdminUsersRepository,
    private readonly audit: AuditService,
    private readonly approvals: ApprovalsService,
    private readonly clock: Clock,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  onModuleInit() {
    this.approvals.register<AdminUserChange>('admin_user', {
      state: async ({ id, values }, lock) => {
        if (id === null) {
          const email = String(values.email);
          const taken = await this.admins.findByEmail(email);
          return { targetId: null, targetName: String(values.name), value: gatedFields(taken) };
        }
        const admin = await this.find(id, lock);
        return { targetId: id, targetName: admin.name, value: gatedFields(admin) };
      },
      apply: (principal, { id, values }, context) => {
        const checked = validateValues(AdminUserRules, values);
        return id === null
          ? this.createIn(principal, checked, context)
          : this.updateIn(principal, id, checked, context);
      },
      needsApproval: (before, after) => opensUp(before as Gated, after as Gated),
      clientError: (error) =>
        isUniqueViolation(error, 'UQ_admin_users_email')
          ? new AppError('ADMIN_EMAIL_TAKEN')
          : undefined,
    });
  }

  async list(query: ListQuery<AdminUserListFilter>): Promise<RestPage<AdminUserView>> {
    const [rows, total] = await this.admins.page(query);
    const now = this.clock.now();
    return new RestPage(
      'admin-users',
      rows.map((row) => toView(row, now)),
      query.start,
      total,
    );
  }

  async get(id: number): Promise<AdminUserView> {
    return toView(await this.find(id), this.clock.now());
  }

  /** POST: a new admin, at once or (maker-checker) once a second role-1 admin approves. */
  create(principal: AdminPrincipal, body: unknown): Promise<AdminUserAccess | SentForApproval> {
    const values = recordChanges(AdminUserRules, ADMIN_USER_CREATE_FIELDS, body, {
      readOnly: [],
    });
    if (values.name === undefined) throw new AppError('ADMIN_NAME_REQUIRED');
    if (values.email === undefined) throw new AppError('EMAIL_INVALID');
    if (values.role_id === undefined) throw new AppError('ADMIN_ROLE_INVALID');
    if (values.invite === undefined) throw new AppError('ADMIN_INVITE_MODE_INVALID');
    const request = { id: null, values: { ...values, email: values.email.toLowerCase() } };
    return this.approvals.submit(principal, 'admin_user', 'create', request);
  }

  private async createIn(
    principal: AdminPrincipal,
    values: Partial<AdminUserRules>,
    context: ApplyContext,
  ): Promise<AdminUserAccess> {
    const email = String(values.email);
    if (await this.admins.emailTaken(email)) throw new AppError('ADMIN_EMAIL_TAKEN');
    // Approved: nobody is shown a way in (none is kept in the pending change); a reset sends one.
    const access = context.checkerAdminId
      ? { columns: this.invitationToSend(), reveal: {} }
      : await this.access(values.invite ?? 'link');
    const admin = this.admins.build({
      name: values.name,
      email,
      roleId: values.role_id,
      status: 1,
      ...access.columns,
    });
    const saved = await this.admins.save(admin);
    const user = toView(saved, this.clock.now());
    await this.approvals.recordGrant(saved.id, 'create', context);
    await this.audit.record(principal, {
      action: 'create',
      entity: ENTITY,
      entityId: saved.id,
      newValue: user,
    });
    return { user, ...access.reveal };
  }

  /**
   * PUT: name, role and status. A disable ends the admin's sessions at once. A higher role or a
   * re-enable waits for approval under maker-checker.
   */
  update(
    principal: AdminPrincipal,
    id: number,
    body: unknown,
  ): Promise<AdminUserView | SentForApproval> {
    const values = recordChanges(AdminUserRules, ADMIN_USER_EDITABLE, body, {
      readOnly: ADMIN_USER_READ_ONLY,
      id,
    });
    return this.approvals.submit(principal, 'admin_user', 'update', { id, values });
  }

  private async updateIn(
    principal: AdminPrincipal,
    id: number,
    values: Partial<AdminUserRules>,
    context: ApplyContext,
  ): Promise<AdminUserView> {
    await this.admins.lockRoleChanges();
    const admin = await this.find(id, true);
    const now = this.clock.now();
    const before = toView(admin, now);
    const roleId = values.role_id ?? admin.roleId;
    const status = values.status ?? admin.status;
    if (roleId !== admin.roleId || status !== admin.status)
      await this.assertMayChange(principal, admin, roleId, status);
    if (values.name !== undefined) admin.name = values.name;
    if (roleId < admin.roleId) await this.approvals.recordGrant(id, 'promote', context);
    if (status === 1 && admin.status === 0)
      await this.approvals.recordGrant(id, 're_enable', context);
    admin.roleId = roleId;
    if (status !== admin.status) {
      admin.status = status;
      // Checked on every request already; the new version keeps old tokens out after a re-enable.
      if (status === 0) admin.sessionVersion += 1;
    }
    const after = toView(await this.admins.save(admin), now);
    await this.audit.recordUpdates(
      principal,
      { entity: ENTITY, entityId: id },
      before,
      after,
      Object.keys(values),
    );
    return after;
  }

  /**
   * A new way in (link or temporary password); the old password stops working, the admin's
   * sessions end and a lockout is lifted.
   */
  async resetPassword(
    principal: AdminPrincipal,
    id: number,
    invite: InviteMode,
  ): Promise<AdminUserAccess> {
    // Hashed before the transaction opens: bcrypt holds no lock.
    const access = await this.access(invite);
    return this.reset(principal, id, invite, access);
  }

  @Transactional()
  private async reset(
    principal: AdminPrincipal,
    id: number,
    invite: InviteMode,
    access: Awaited<ReturnType<AdminUsersService['access']>>,
  ): Promise<AdminUserAccess> {
    const admin = await this.find(id, true);
    Object.assign(admin, access.columns, {
      sessionVersion: admin.sessionVersion + 1,
      failedLoginCount: 0,
      lockedUntil: null,
    });
    const user = toView(await this.admins.save(admin), this.clock.now());
    // Whoever resets an account holds its way in until the owner signs in and changes it.
    await this.approvals.recordGrant(id, 'password_reset', {
      makerAdminId: principal.adminId,
      checkerAdminId: null,
      pendingChangeId: null,
    });
    await this.audit.record(principal, {
      action: 'reset_password',
      entity: ENTITY,
      entityId: id,
      newValue: { invite },
    });
    return { user, ...access.reveal };
  }

  /**
   * An account approved under maker-checker: its invitation is to be sent (the list says it has
   * expired) by a reset, which shows the link or password to the admin who makes it.
   */
  private invitationToSend() {
    const unknown = newInvitation(this.clock.now());
    return {
      passwordHash: null,
      mustChangePassword: false,
      invitationHash: unknown.hash,
      invitationExpiresAt: this.clock.now(),
    };
  }

  /** The columns that open an account one way or the other, and what to show once. */
  private async access(invite: InviteMode) {
    if (invite === 'password') {
      const password = temporaryPassword();
      return {
        columns: {
          passwordHash: await bcrypt.hash(password, BCRYPT_ROUNDS),
          mustChangePassword: true,
          invitationHash: null,
          invitationExpiresAt: null,
        },
        reveal: { temporary_password: password },
      };
    }
    const invitation = newInvitation(this.clock.now());
    return {
      columns: {
        passwordHash: null,
        mustChangePassword: false,
        invitationHash: invitation.hash,
        invitationExpiresAt: invitation.expiresAt,
      },
      reveal: {
        // In the fragment: browsers never send it, so no server or proxy log holds the secret.
        invitation_url: `${this.app.publicBaseUrl}/admin/login#invitation=${invitation.secret}`,
        invitation_expires_at: invitation.expiresAt.toISOString(),
      },
    };
  }

  private async assertMayChange(
    principal: AdminPrincipal,
    admin: AdminUser,
    roleId: number,
    status: number,
  ) {
    if (admin.id === principal.adminId) throw new AppError('ADMIN_SELF_CHANGE');
    const wasActiveRoleOne = admin.roleId === 1 && admin.status === 1;
    const staysActiveRoleOne = roleId === 1 && status === 1;
    if (
      wasActiveRoleOne &&
      !staysActiveRoleOne &&
      !(await this.admins.otherActiveRoleOneExists(admin.id))
    )
      throw new AppError('ADMIN_LAST_ROLE_ONE');
  }

  private async find(id: number, lock = false): Promise<AdminUser> {
    const admin = await this.admins.findById(id, lock);
    if (!admin) throw new AppError('ADMIN_USER_NOT_FOUND');
    return admin;
  }
}
