import {
  DEMO_CARDS,
  DEMO_LENDER_GROUPS,
  DEMO_LENDERS,
  DEMO_PARTNERS,
} from '../src/database/seed/demo-data';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './utils/app';
import { signedInAdmin, type Caller } from './utils/catalogue';
import { seedDemoData } from './utils/demo';

type Row = Record<string, unknown> & { id: number };

/**
 * The demo records of each resource (other files of the run add rows of their own through the
 * factories, which write to the database without the API's rules).
 */
function demoRecords(): Record<string, (row: Row, lenderIds: Set<number>) => boolean> {
  const names = (list: { name?: string; categoryName?: string }[]) =>
    new Set(list.map((x) => x.name ?? x.categoryName));
  const lenders = names(DEMO_LENDERS);
  const cards = names(DEMO_CARDS);
  const groups = names(DEMO_LENDER_GROUPS);
  const partners = names(DEMO_PARTNERS);
  return {
    'credit-cards': (r) => cards.has(r.category_name as string),
    lenders: (r) => lenders.has(r.name as string),
    'lender-groups': (r) => groups.has(r.name as string),
    'lender-revenue': (r, lenderIds) => lenderIds.has(r.lender_id as number),
    'revenue-types': () => true,
    partners: (r) => partners.has(r.name as string),
  };
}

/**
 * The README's promise for the REST resources: a record sent back to `PUT` exactly as `GET`
 * answered it is accepted. Checked on every record of the demo catalogue, whose names ('Money
 * View', 'IDFC FIRST Bank') the create rules would not take.
 */
describe('admin REST resources: GET → PUT round trip', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.dataSource);
    admin = await signedInAdmin(t);
  });
  afterAll(() => t.close());

  async function all(resource: string): Promise<Row[]> {
    const rows: Row[] = [];
    for (let start = 0; ; start += 100) {
      const page = await admin
        .get(`/api/admin/${resource}`)
        .query({ range: JSON.stringify([start, start + 99]) })
        .expect(200);
      rows.push(...(page.body as Row[]));
      if ((page.body as Row[]).length < 100) return rows;
    }
  }

  it.each(Object.keys(demoRecords()))(
    '%s: every demo record PUT back unchanged is accepted',
    async (resource) => {
      const isDemo = demoRecords()[resource];
      const lenderIds = new Set(
        (await all('lenders')).filter((r) => demoRecords().lenders(r, new Set())).map((r) => r.id),
      );
      const records = (await all(resource)).filter((r) => isDemo(r, lenderIds));
      const failures: string[] = [];
      for (const record of records) {
        const res = await admin.put(`/api/admin/${resource}/${record.id}`).send(record);
        if (res.status !== 200) failures.push(`${record.id}: ${res.status} ${res.body.message}`);
      }
      expect(failures).toEqual([]);
      expect(records.length).toBeGreaterThan(0);
    },
  );
});
