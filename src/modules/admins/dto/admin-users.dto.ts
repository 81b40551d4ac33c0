import { PATTERNS } from '@marketplace/contracts';
import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional } from 'class-validator';
import { rule } from '../../../common/errors';
import { BaseListFilter, FlagFilter } from '../../../common/rest/list-filters';
import type { ListSpec } from '../../../common/rest/list-query';
import {
  ChoiceField,
  NumberField,
  TextField,
  toNumberOrNull,
} from '../../../common/rest/value-rules';

/** How a new admin (or one whose password is reset) gets in: a 48-hour link or a password. */
export const INVITE_MODES = ['link', 'password'] as const;
export type InviteMode = (typeof INVITE_MODES)[number];
const inviteMode = rule('ADMIN_INVITE_MODE_INVALID');

/** The fields of an admin user a role-1 admin may set; `invite` only at creation. */
export class AdminUserRules {
  @TextField({ failed: rule('ADMIN_NAME_REQUIRED'), required: true, maxLength: 100 })
  name?: string;

  @TextField({
    failed: rule('EMAIL_INVALID'),
    required: true,
    maxLength: 254,
    pattern: PATTERNS.email,
  })
  email?: string;

  @NumberField({ failed: rule('ADMIN_ROLE_INVALID'), integer: true, min: 1, max: 3 })
  role_id?: number;

  @NumberField({ failed: rule('ADMIN_STATUS_INVALID'), integer: true, min: 0, max: 1 })
  status?: number;

  @ChoiceField(INVITE_MODES, inviteMode)
  invite?: InviteMode;
}

export const ADMIN_USER_CREATE_FIELDS = ['name', 'email', 'role_id', 'invite'] as const;
/** The e-mail is the sign-in name: a new address is a new account. */
export const ADMIN_USER_EDITABLE = ['name', 'role_id', 'status'] as const;
export const ADMIN_USER_READ_ONLY = [
  'email',
  'state',
  'invitation_expires_at',
  'must_change_password',
  'last_login_at',
  'locked_until',
  'created_at',
  'updated_at',
];

/** POST /api/admin/admin-users/:id/reset-password */
export class ResetAdminPasswordDto {
  @ApiProperty({ enum: INVITE_MODES })
  @IsIn(INVITE_MODES, inviteMode)
  invite!: InviteMode;
}

export class AdminUserListFilter extends BaseListFilter {
  @IsOptional()
  @Transform(({ value }) => toNumberOrNull(value))
  @IsInt(rule('ADMIN_ROLE_INVALID'))
  @IsIn([1, 2, 3], rule('ADMIN_ROLE_INVALID'))
  role_id?: number;

  @FlagFilter('status')
  status?: number;
}

export const ADMIN_USER_LIST: ListSpec<AdminUserListFilter> = {
  filter: AdminUserListFilter,
  sortable: {
    id: 'admin.id',
    name: 'admin.name',
    email: 'admin.email',
    role_id: 'admin.roleId',
    status: 'admin.status',
    last_login_at: 'admin.lastLoginAt',
    created_at: 'admin.createdAt',
  },
  defaultSort: ['name', 'ASC'],
};
