import type { DataSource } from 'typeorm';
import { LenderGroup } from '../../src/modules/lenders/lender-group.entity';
import type { Lender } from '../../src/modules/lenders/lender.entity';
import { createLender, createLenderGroup } from '../factories';

/**
 * A lender at the top of a product's lender group ('Gold Loans', 'Affordable Housing Loan').
 * Files share the run's database and other files create and assert on these groups, so
 * `cleanup` takes the lender out (soft delete) and soft-deletes the group if this created it.
 */
export async function topLenderOfGroup(
  ds: DataSource,
  groupName: string,
  overrides: Partial<Lender> = {},
) {
  const lender = await createLender(ds, { priority: 10_000, ...overrides });
  const groups = ds.getRepository(LenderGroup);
  let group = await groups.findOne({ where: { name: groupName } });
  const created = !group;
  if (group) {
    await ds.query(
      `INSERT INTO lender_group_lenders (lender_group_id, lender_id) VALUES ($1, $2)`,
      [group.id, lender.id],
    );
  } else {
    group = await createLenderGroup(ds, { name: groupName }, [lender]);
  }
  const cleanup = async () => {
    await ds.query(`UPDATE lenders SET deleted_at = now(), lender_status = 0 WHERE id = $1`, [
      lender.id,
    ]);
    if (created) await groups.softDelete({ id: group.id });
  };
  return { lender, cleanup };
}
