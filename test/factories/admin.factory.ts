import type { DataSource } from 'typeorm';
import { AdminUser } from '../../src/modules/admins/admin-user.entity';
import { TEST_PASSWORD_HASH } from './password';
import { uniqueName } from './sequence';

/** An unsaved active role-1 admin whose password is TEST_PASSWORD. */
export function makeAdminUser(overrides: Partial<AdminUser> = {}): AdminUser {
  return Object.assign(new AdminUser(), {
    email: `${uniqueName('admin')}@test.in`,
    passwordHash: TEST_PASSWORD_HASH,
    name: 'Test Admin',
    roleId: 1,
    status: 1,
    ...overrides,
  });
}

export function createAdminUser(ds: DataSource, overrides: Partial<AdminUser> = {}) {
  return ds.getRepository(AdminUser).save(makeAdminUser(overrides));
}
