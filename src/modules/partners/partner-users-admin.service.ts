import type { PartnerUserAdminView } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import bcrypt from 'bcryptjs';
import type { AdminPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { conflictOnUnique } from '../../common/rest/db-values';
import type { ListQuery } from '../../common/rest/list-query';
import { recordChanges } from '../../common/rest/record-changes';
import { RestPage } from '../../common/rest/rest-page';
import { AuditService } from '../audit/audit.service';
import {
  PARTNER_USER_CREATE_FIELDS,
  PARTNER_USER_EDITABLE,
  PARTNER_USER_READ_ONLY,
  PartnerUserRules,
  type PartnerUserListFilter,
} from './dto/partner-users-admin.dto';
import type { PartnerUser } from './partner-user.entity';
import { PartnerUsersRepository } from './partner-users.repository';
import { PartnersRepository } from './partners.repository';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { TxHost } from '../../database/transactional';

const ENTITY = 'partner_users';
const EMAIL_TAKEN = ['UQ_partner_users_email', 'PARTNER_USER_EMAIL_TAKEN', undefined] as const;
const BCRYPT_ROUNDS = 10;

/** A login as the admin API answers it: never its password hash. */
const toView = (u: PartnerUser) =>
  ({
    id: u.id,
    partner_id: u.partnerId,
    merchant_id: u.merchantId,
    email: u.email,
    name: u.name,
    status: u.status,
    last_login_at: u.lastLoginAt?.toISOString() ?? null,
    locked_until: u.lockedUntil?.toISOString() ?? null,
    created_at: u.createdAt.toISOString(),
    updated_at: u.updatedAt.toISOString(),
  }) satisfies PartnerUserAdminView;

/**
 * Partner-portal logins for role-1 admins: create, edit, disable (`status: 0` ends its sessions
 * at once) and reset the password (the sessions signed in before it end).
 */
@Injectable()
export class PartnerUsersAdminService {
  constructor(
    private readonly logins: PartnerUsersRepository,
    private readonly partners: PartnersRepository,
    private readonly audit: AuditService,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  async list(query: ListQuery<PartnerUserListFilter>): Promise<RestPage<PartnerUserAdminView>> {
    const [rows, total] = await this.logins.page(query);
    return new RestPage('partner-users', rows.map(toView), query.start, total);
  }

  async get(id: number): Promise<PartnerUserAdminView> {
    return toView(await this.find(id));
  }

  async create(principal: AdminPrincipal, body: unknown): Promise<PartnerUserAdminView> {
    const values = recordChanges(PartnerUserRules, PARTNER_USER_CREATE_FIELDS, body, {
      readOnly: [],
    });
    if (values.partner_id === undefined) throw new AppError('PARTNER_ID_REQUIRED');
    if (values.email === undefined) throw new AppError('EMAIL_INVALID');
    if (values.name === undefined) throw new AppError('PARTNER_USER_NAME_REQUIRED');
    if (values.password === undefined) throw new AppError('PASSWORD_TOO_WEAK');
    const passwordHash = await bcrypt.hash(values.password, BCRYPT_ROUNDS);
    return conflictOnUnique(...EMAIL_TAKEN, () =>
      this.txHost.withTransaction(async () => {
        if (!(await this.partners.findById(values.partner_id!)))
          throw new AppError('PARTNER_NOT_FOUND');
        await this.checkMerchant(values.merchant_id, values.partner_id!);
        const login = this.logins.build({
          partnerId: values.partner_id,
          merchantId: values.merchant_id ?? null,
          email: values.email!.toLowerCase(),
          name: values.name,
          passwordHash,
          status: values.status ?? 1,
        });
        const view = toView(await this.logins.save(login));
        await this.audit.record(principal, {
          action: 'create',
          entity: ENTITY,
          entityId: view.id,
          newValue: view,
        });
        return view;
      }),
    );
  }

  update(principal: AdminPrincipal, id: number, body: unknown): Promise<PartnerUserAdminView> {
    const values = recordChanges(PartnerUserRules, PARTNER_USER_EDITABLE, body, {
      readOnly: PARTNER_USER_READ_ONLY,
      id,
    });
    return conflictOnUnique(...EMAIL_TAKEN, () =>
      this.txHost.withTransaction(async () => {
        const login = await this.find(id, true);
        const before = toView(login);
        if (values.merchant_id !== undefined) {
          await this.checkMerchant(values.merchant_id, login.partnerId);
          login.merchantId = values.merchant_id ?? null;
        }
        if (values.email !== undefined) login.email = values.email.toLowerCase();
        if (values.name !== undefined) login.name = values.name;
        if (values.status !== undefined) {
          // A disable ends the login's sessions for good: a later enable does not revive them.
          if (values.status === 0 && login.status !== 0) login.sessionVersion += 1;
          login.status = values.status;
        }
        const after = toView(await this.logins.save(login));
        await this.audit.recordUpdates(
          principal,
          { entity: ENTITY, entityId: id },
          before,
          after,
          Object.keys(values),
        );
        return after;
      }),
    );
  }

  /** A new password chosen by the admin; the login's earlier sessions end. */
  async resetPassword(principal: AdminPrincipal, id: number, password: string) {
    const passwordHash = await bcrypt.hash(password, BCRYPT_ROUNDS);
    return this.txHost.withTransaction(async () => {
      await this.find(id, true);
      await this.logins.setPassword(id, passwordHash);
      await this.audit.record(principal, {
        action: 'reset_password',
        entity: ENTITY,
        entityId: id,
      });
      return toView(await this.find(id));
    });
  }

  private async checkMerchant(merchantId: number | null | undefined, partnerId: number) {
    if (merchantId === null || merchantId === undefined) return;
    const merchant = await this.partners.activeMerchant(merchantId);
    if (!merchant || merchant.partnerId !== partnerId)
      throw new AppError('PARTNER_MERCHANT_MISMATCH');
  }

  private async find(id: number, lock = false): Promise<PartnerUser> {
    const login = await this.logins.findById(id, lock);
    if (!login) throw new AppError('PARTNER_USER_NOT_FOUND');
    return login;
  }
}
