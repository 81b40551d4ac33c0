import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/database/migrations';
import { Lender } from '../src/modules/lenders/lender.entity';
import { Product } from '../src/modules/products/product.entity';
import { Language } from '../src/modules/reference/language.entity';
import { SmartListOption } from '../src/modules/reference/smart-list-option.entity';
import { RevenueType } from '../src/modules/revenue/revenue-type.entity';
import { createAdminUser } from './factories/admin.factory';
import { createApplication } from './factories/application.factory';
import { createLender } from './factories/lender.factory';
import {
  createScratchDatabase,
  scratchDataSource,
  type ScratchDatabase,
} from './factories/scratch-database';
import { createUpload } from './factories/upload.factory';
import { SMART_LIST_KEYS } from './utils/smart-lists';

async function publicTables(ds: DataSource): Promise<string[]> {
  const rows: { table_name: string }[] = await ds.query(
    `SELECT table_name FROM information_schema.tables
     WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY table_name`,
  );
  return rows.map((r) => r.table_name);
}

async function listOptions(ds: DataSource, listKey: string) {
  return ds
    .getRepository(SmartListOption)
    .find({ where: { listKey }, order: { sortOrder: 'ASC' } });
}

async function expectReferenceData(ds: DataSource) {
  const languages = await ds.getRepository(Language).find({ order: { id: 'ASC' } });
  expect(
    languages.map((l) => [
      l.code,
      l.languageName,
      l.isDefault,
      l.countryKey,
      l.countryName,
      l.phoneCode,
    ]),
  ).toEqual([
    ['en', 'English', 1, 'IN', 'India', '91'],
    ['hi', 'Hindi', 0, 'IN', 'India', '91'],
  ]);

  const products = await ds.getRepository(Product).find({ order: { sortOrder: 'ASC' } });
  expect(products.map((p) => [p.code, p.name, p.status])).toEqual([
    ['PL', 'Personal Loans', 1],
    ['BL', 'Business Loans', 1],
    ['GL', 'Gold Loans', 1],
    ['HL', 'Affordable Housing Loan', 1],
    ['CC', 'Credit Cards', 1],
    ['INS', 'Other Insurance', 1],
  ]);

  const revenueTypes = (await ds.getRepository(RevenueType).find()).map((t) => t.name);
  expect(revenueTypes).toEqual(
    expect.arrayContaining(['Disbursal', 'Sanction', 'Lead', 'Login', 'Card Issuance']),
  );

  const options = await ds.getRepository(SmartListOption).find();
  const keys = new Set(options.map((o) => o.listKey));
  expect([...SMART_LIST_KEYS].filter((key) => !keys.has(key))).toEqual([]);
  for (const key of SMART_LIST_KEYS) {
    const list = options.filter((o) => o.listKey === key);
    expect(list.length, key).toBeGreaterThanOrEqual(2);
    expect(
      list.filter((o) => !o.label || !o.labelHi),
      `${key} labels`,
    ).toEqual([]);
  }

  // Ticket buckets cover ₹1,000 to ₹50,00,000 without gaps or overlaps.
  const tickets = (await listOptions(ds, 'ticketClass')).map(
    (o) => o.meta as { min: number; max: number },
  );
  expect(tickets[0].min).toBe(1000);
  expect(tickets[tickets.length - 1].max).toBe(5_000_000);
  tickets.slice(1).forEach((t, i) => expect(t.min).toBe(tickets[i].max + 1));

  const scores = await listOptions(ds, 'creditScoreClass');
  expect(scores.map((o) => (o.meta as { minScore: number }).minScore)).toEqual([
    0, 625, 650, 700, 750,
  ]);

  const employment = await listOptions(ds, 'employmentStatus');
  expect(employment.map((o) => o.meta?.lenderFlag)).toEqual(
    expect.arrayContaining(['salaried', 'self_employed', 'business']),
  );
}

describe('migrations on an empty database', () => {
  let db: ScratchDatabase;
  let ds: DataSource;

  beforeAll(async () => {
    db = await createScratchDatabase('cm_migrations');
    // With extension installing off, a migration that needed one (uuid-ossp…) would fail here;
    // logging off because the constraint test provokes failing inserts on purpose.
    ds = await scratchDataSource(db.url, { installExtensions: false, logging: false }).initialize();
  });

  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('run up, creating one table per entity and needing no extension', async () => {
    const ran = await ds.runMigrations();
    expect(ran.map((m) => m.name)).toEqual(migrations.map((m) => m.name));

    const expected = [...ds.entityMetadatas.map((m) => m.tableName), 'migrations'].sort();
    expect(expected).toContain('lender_group_lenders');
    expect(await publicTables(ds)).toEqual(expected);

    const extensions: { extname: string }[] = await ds.query('SELECT extname FROM pg_extension');
    expect(extensions.map((e) => e.extname)).toEqual(['plpgsql']);
  });

  it('leave the schema exactly as the entities describe it (no drift)', async () => {
    const pending = await ds.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('insert the reference data', async () => {
    await expectReferenceData(ds);
  });

  it('revert one by one down to an empty schema', async () => {
    for (let left = migrations.length - 1; left >= 0; left--) {
      await ds.undoLastMigration();
      const executed: unknown[] = await ds.query('SELECT "name" FROM "migrations"');
      expect(executed).toHaveLength(left);
    }
    expect(await publicTables(ds)).toEqual(['migrations']);
    // Nothing else either: no sequence, index or view survives the migrations table's own.
    const leftovers: { relname: string }[] = await ds.query(
      `SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE n.nspname = 'public' AND c.relname NOT IN ('migrations', 'migrations_id_seq')
         AND NOT EXISTS (SELECT 1 FROM pg_index i
                         WHERE i.indexrelid = c.oid AND i.indrelid = 'public.migrations'::regclass)`,
    );
    expect(leftovers).toEqual([]);
  });

  it('run up again after the full revert', async () => {
    const ran = await ds.runMigrations();
    expect(ran).toHaveLength(migrations.length);
    expect(await publicTables(ds)).toHaveLength(ds.entityMetadatas.length + 1);
    await expectReferenceData(ds);
  });

  it('enforce 0/1 flags, admin roles, lower-case emails and natural keys', async () => {
    await expect(createLender(ds, { salaried: 2 })).rejects.toThrow(/CHK_lenders_salaried/);
    await expect(createAdminUser(ds, { roleId: 4 })).rejects.toThrow(/CHK_admin_users_role_id/);
    await expect(createAdminUser(ds, { email: 'Mixed@Case.in' })).rejects.toThrow(
      /CHK_admin_users_email_lower/,
    );

    // A url_key is unique among live lenders and free again once its lender is soft-deleted.
    const lender = await createLender(ds);
    await expect(createLender(ds, { urlKey: lender.urlKey })).rejects.toThrow(/UQ_lenders_url_key/);
    await ds.getRepository(Lender).softDelete(lender.id);
    await expect(createLender(ds, { urlKey: lender.urlKey })).resolves.toMatchObject({
      urlKey: lender.urlKey,
    });

    // The same admin uploading the same bytes for the same purpose is a duplicate.
    const upload = await createUpload(ds);
    await expect(
      createUpload(ds, { uploadedByAdminId: upload.uploadedByAdminId, sha256: upload.sha256 }),
    ).rejects.toThrow(/UQ_uploads_kind_uploaded_by_admin_id_sha256/);
    expect(upload.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  });

  it('keep the upload and lender references of MIS rows as foreign keys would', async () => {
    const upload = await createUpload(ds, { kind: 'mis' });
    const lender = await createLender(ds);
    const insert = (uploadId: string, lenderId: number, row: number) =>
      ds.query(
        `INSERT INTO mis_records (upload_id, row_number, lender_id, lead_status, raw)
         SELECT $1, g, $2, 'Login', '{}' FROM generate_series($3::int, $3::int + 2) g`,
        [uploadId, lenderId, row],
      );
    await insert(upload.id, lender.id, 1);
    // Checked per statement: a batch naming a missing upload or lender is refused whole.
    await expect(insert('00000000-0000-4000-8000-000000000000', lender.id, 10)).rejects.toThrow(
      /upload 00000000-0000-4000-8000-000000000000 does not exist/,
    );
    await expect(insert(upload.id, 987654, 10)).rejects.toThrow(/lender 987654 does not exist/);
    await expect(
      ds.query('UPDATE mis_records SET lender_id = 987654 WHERE upload_id = $1', [upload.id]),
    ).rejects.toThrow(/lender 987654 does not exist/);
    const count = async () =>
      Number((await ds.query('SELECT count(*) FROM mis_records'))[0].count as string);
    expect(await count()).toBe(3);

    // A referenced lender cannot be deleted (RESTRICT), nor can either key change.
    await expect(ds.query('DELETE FROM lenders WHERE id = $1', [lender.id])).rejects.toThrow(
      /lenders \d+ is still referenced from mis_records/,
    );
    await expect(
      ds.query('UPDATE uploads SET id = gen_random_uuid() WHERE id = $1', [upload.id]),
    ).rejects.toThrow(/uploads .* is still referenced from mis_records/);
    // Deleting the upload deletes its rows (CASCADE); the lender is then free to go.
    await ds.query('DELETE FROM uploads WHERE id = $1', [upload.id]);
    expect(await count()).toBe(0);
    await ds.query('DELETE FROM lenders WHERE id = $1', [lender.id]);
  });

  it('keep the upload and admin references of status history rows as foreign keys would', async () => {
    const upload = await createUpload(ds);
    const admin = await createAdminUser(ds);
    const application = await createApplication(ds);
    const insert = (uploadId: string, adminId: number, row = 10) =>
      ds.query(
        `INSERT INTO application_status_history
           (application_id, status, source, upload_id, row_number, changed_by_admin_id)
         SELECT $1, 'login', 'upload', $2, g, $3 FROM generate_series($4::int, $4::int + 1) g`,
        [application.id, uploadId, adminId, row],
      );
    await insert(upload.id, admin.id, 1);
    await expect(insert('00000000-0000-4000-8000-000000000000', admin.id)).rejects.toThrow(
      /upload 00000000-0000-4000-8000-000000000000 does not exist/,
    );
    await expect(insert(upload.id, 987654)).rejects.toThrow(/admin 987654 does not exist/);
    await expect(
      ds.query('UPDATE application_status_history SET changed_by_admin_id = 987654'),
    ).rejects.toThrow(/admin 987654 does not exist/);
    await expect(
      ds.query('UPDATE uploads SET id = gen_random_uuid() WHERE id = $1', [upload.id]),
    ).rejects.toThrow(/uploads .* is still referenced from application_status_history/);
    // Deleting the upload or the admin keeps the history, without the link (SET NULL).
    await ds.query('DELETE FROM uploads WHERE id = $1', [upload.id]);
    await ds.query('DELETE FROM admin_users WHERE id = $1', [admin.id]);
    const rows: Array<{ upload_id: string | null; changed_by_admin_id: number | null }> =
      await ds.query(
        'SELECT upload_id, changed_by_admin_id FROM application_status_history WHERE application_id = $1',
        [application.id],
      );
    expect(rows).toEqual([
      { upload_id: null, changed_by_admin_id: null },
      { upload_id: null, changed_by_admin_id: null },
    ]);
  });

  it('keep the application reference of status history rows as a foreign key would', async () => {
    const application = await createApplication(ds);
    const other = await createApplication(ds);
    const insert = (ids: string[]) =>
      ds.query(
        `INSERT INTO application_status_history (application_id, status, source)
         SELECT id, 'login', 'system' FROM unnest($1::uuid[]) id`,
        [ids],
      );
    const count = async (id: string) =>
      Number(
        (
          await ds.query(
            'SELECT count(*) FROM application_status_history WHERE application_id = $1',
            [id],
          )
        )[0].count as string,
      );
    await insert([application.id, other.id, application.id]);
    // Checked per statement: a statement naming one missing application is refused whole.
    await expect(insert([application.id, '00000000-0000-4000-8000-000000000000'])).rejects.toThrow(
      /application 00000000-0000-4000-8000-000000000000 does not exist/,
    );
    await expect(
      ds.query(
        `UPDATE application_status_history SET application_id = '00000000-0000-4000-8000-000000000000'
          WHERE application_id = $1`,
        [other.id],
      ),
    ).rejects.toThrow(/application 00000000-0000-4000-8000-000000000000 does not exist/);
    expect(await count(application.id)).toBe(2);
    // The key may not change while referenced; deleting the application deletes its history.
    await expect(
      ds.query('UPDATE applications SET id = gen_random_uuid() WHERE id = $1', [application.id]),
    ).rejects.toThrow(/applications .* is still referenced from application_status_history/);
    await ds.query('DELETE FROM applications WHERE id = $1', [application.id]);
    expect(await count(application.id)).toBe(0);
    expect(await count(other.id)).toBe(1);
  });

  it('move each consumer’s answers onto the applications of the products they completed', async () => {
    // Back to before the answers moved, with one profile written by two products' forms.
    const moved = migrations.findIndex(
      (m) => m.name === 'MoveProductAnswersToApplications1795830000000',
    );
    for (let i = migrations.length - 1; i >= moved; i--) await ds.undoLastMigration();
    const [{ id: userId }] = await ds.query(
      `INSERT INTO users (phone_number, pl_completed, bl_completed, employer_name, monthly_income,
                          credit_score_class, se_loan_amount, first_name)
       VALUES ('9000000001', 1, 0, 'Infosys Ltd', 45000, '700', 200000, 'Asha') RETURNING id`,
    );
    const [{ id: prospect }] = await ds.query(
      `INSERT INTO prospect_applications (user_id) VALUES ($1) RETURNING id`,
      [userId],
    );
    const app = async (code: string, amount: number | null) =>
      (
        await ds.query(
          `INSERT INTO applications (prospect_app_id, user_id, product_id, desired_amount)
           SELECT $1, $2, id, $4 FROM products WHERE code = $3 RETURNING id`,
          [prospect, userId, code, amount],
        )
      )[0].id as string;
    const personal = await app('PL', null);
    const business = await app('BL', 900000);
    await ds.query(
      `INSERT INTO credit_card_categories (uuid, category_name, category_img_thumb)
       VALUES (gen_random_uuid(), 'Test card', 'http://localhost:3000/uploads/images/x-1.png')`,
    );

    await ds.runMigrations();
    const answers = (id: string) =>
      ds.query(
        `SELECT employer_name, monthly_income, credit_score_class, desired_amount
           FROM applications WHERE id = $1`,
        [id],
      );
    expect(await answers(personal)).toEqual([
      {
        employer_name: 'Infosys Ltd',
        monthly_income: '45000.00',
        credit_score_class: '700',
        desired_amount: '200000.00',
      },
    ]);
    // A product whose form was never completed gets nothing of another product's.
    expect(await answers(business)).toEqual([
      {
        employer_name: null,
        monthly_income: null,
        credit_score_class: null,
        desired_amount: '900000.00',
      },
    ]);
    const [user] = await ds.query('SELECT * FROM users WHERE id = $1', [userId]);
    expect(user).toMatchObject({ first_name: 'Asha' });
    expect(user).not.toHaveProperty('employer_name');
    const [card] = await ds.query(
      `SELECT category_img_thumb FROM credit_card_categories WHERE category_name = 'Test card'`,
    );
    expect(card.category_img_thumb).toBe('/uploads/images/x-1.png');
  });
});
