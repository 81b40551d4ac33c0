import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BootstrapAdminService } from '../src/modules/auth/bootstrap-admin.service';
import { createScratchDatabase, type ScratchDatabase } from './factories/scratch-database';
import { createTestApp, type TestApp } from './utils/app';
import { bearer } from './utils/auth';

// Its own empty database: "no admin exists" cannot be arranged in the run's shared one.
describe('bootstrap admin', () => {
  let db: ScratchDatabase;
  let t: TestApp;
  beforeAll(async () => {
    db = await createScratchDatabase('cm_bootstrap_admin');
    t = await createTestApp({
      DATABASE_URL: db.url,
      BOOTSTRAP_ADMIN_EMAIL: 'Root@Example.in',
      BOOTSTRAP_ADMIN_PASSWORD: 'Bootstrap@2030!',
    });
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  it('is created at start as a role-1 admin when no admin exists, and can sign in', async () => {
    const rows = await t.dataSource.query('SELECT email, role_id, status FROM admin_users');
    expect(rows).toEqual([{ email: 'root@example.in', role_id: 1, status: 1 }]);
    const [{ password_hash }] = await t.dataSource.query('SELECT password_hash FROM admin_users');
    expect(password_hash).toMatch(/^\$2[aby]\$10\$/);

    const res = await t
      .http()
      .post('/api/admin/login')
      .send({ email: 'root@example.in', password: 'Bootstrap@2030!' })
      .expect(200);
    expect(res.body.roleId).toBe(1);
    await t.http().get('/api/admin-reverify').set(bearer(res.body.token)).expect(200);
  });

  it('is not created again once an admin exists, whatever the settings say', async () => {
    const bootstrap = t.app.get(BootstrapAdminService);
    await expect(
      bootstrap.ensure({ email: 'another@example.in', password: 'Another@2030!!' }),
    ).resolves.toBe(false);
    const rows = await t.dataSource.query('SELECT email FROM admin_users');
    expect(rows).toEqual([{ email: 'root@example.in' }]);
  });

  it('is safe when several instances start at once', async () => {
    await t.dataSource.query('DELETE FROM admin_users');
    const results = await Promise.all(
      Array.from({ length: 3 }, () =>
        t.app
          .get(BootstrapAdminService)
          .ensure({ email: 'root@example.in', password: 'Bootstrap@2030!' }),
      ),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
    const [{ count }] = await t.dataSource.query('SELECT count(*)::int AS count FROM admin_users');
    expect(count).toBe(1);
  });
});
