import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrations } from '../src/database/migrations';
import { createMerchant, createPartner, createPartnerUser } from './factories';
import {
  createScratchDatabase,
  scratchDataSource,
  type ScratchDatabase,
} from './factories/scratch-database';

/** The migration's timestamp, from its class name (`…1795701000000`). */
const MINE = 1795701000000;
const stamp = (m: (typeof migrations)[number]) => Number(/(\d{13})$/.exec(m.name)![1]);

/**
 * Tickets raised before merchants' tickets were told apart: a merchant's login's become its
 * merchant's (so its sibling merchants stop seeing them), the rest stay the partner's.
 */
describe('the migration giving tickets their merchant', () => {
  let db: ScratchDatabase;
  let before: DataSource;
  let after: DataSource;

  beforeAll(async () => {
    db = await createScratchDatabase('cm_ticket_merchants');
    before = await scratchDataSource(db.url, {
      installExtensions: false,
      logging: false,
      migrations: migrations.filter((m) => stamp(m) < MINE),
    }).initialize();
    await before.runMigrations();
  });
  afterAll(async () => {
    if (before?.isInitialized) await before.destroy();
    if (after?.isInitialized) await after.destroy();
    await db?.drop();
  });

  it('gives a merchant login’s tickets its merchant and leaves the others the partner’s', async () => {
    const partner = await createPartner(before);
    const merchant = await createMerchant(before, { partnerId: partner.id });
    const agent = await createPartnerUser(before, {
      partnerId: partner.id,
      merchantId: merchant.id,
    });
    const own = await createPartnerUser(before, { partnerId: partner.id });
    const raise = async (userId: number | null) =>
      (
        await before.query(
          `INSERT INTO partner_tickets (partner_id, partner_user_id, category, subject)
           VALUES ($1, $2, 'tech_support', 'Old ticket') RETURNING id`,
          [partner.id, userId],
        )
      )[0].id as number;
    const byAgent = await raise(agent.id);
    const byPartner = await raise(own.id);
    const byAdmin = await raise(null);
    await before.destroy();

    after = await scratchDataSource(db.url, {
      installExtensions: false,
      logging: false,
    }).initialize();
    await after.runMigrations();
    const rows: { id: number; merchant_id: number | null }[] = await after.query(
      `SELECT id, merchant_id FROM partner_tickets ORDER BY id`,
    );
    expect(rows).toEqual([
      { id: byAgent, merchant_id: merchant.id },
      { id: byPartner, merchant_id: null },
      { id: byAdmin, merchant_id: null },
    ]);
    // A merchant with a portal login can no longer be deleted from under it (SET NULL would
    // have made the login the partner's own).
    const outlet = await createMerchant(after, { partnerId: partner.id });
    await createPartnerUser(after, { partnerId: partner.id, merchantId: outlet.id });
    await expect(after.query(`DELETE FROM merchants WHERE id = $1`, [outlet.id])).rejects.toThrow(
      /partner_users/,
    );
  });
});
