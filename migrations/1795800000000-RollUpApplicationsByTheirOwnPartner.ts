import { MigrationInterface, QueryRunner } from 'typeorm';

const FUNNEL_COLUMNS = [
  'sign_ins',
  'leads',
  'profiles_completed',
  'offers_shown',
  'matched',
  'not_matched',
  'handed_off',
  'sanctioned',
  'disbursed',
  'disbursed_amount',
  'revenue',
];

/**
 * The applications' sanctions and disbursals (`rows`), counted (`sign` 1) or taken back (-1),
 * summed three ways into `daily_funnel` as in AddDailyFunnelRollup. `partner` is how a row's
 * partner is found.
 */
const applicationFigures = (rows: string, sign: number, partner: 'own' | 'prospect') => {
  const [partnerId, join] =
    partner === 'own'
      ? ['a.partner_id', '']
      : ['p.partner_id', 'LEFT JOIN prospect_applications p ON p.id = a.prospect_app_id'];
  const columns = ['sanctioned', 'disbursed', 'disbursed_amount'];
  const sums = columns.map((c) => `${sign} * sum(${c})`).join(', ');
  return `
  WITH d AS (SELECT india_day(a.sanctioned_at) AS day, COALESCE(${partnerId}, 0) AS partner_id,
            a.product_id, COALESCE(a.lender_id, 0) AS lender_id, 1 AS sanctioned,
            0 AS disbursed, 0::numeric AS disbursed_amount
       FROM ${rows} a ${join}
      WHERE a.sanctioned_at IS NOT NULL
     UNION ALL
     SELECT india_day(a.disbursed_at), COALESCE(${partnerId}, 0), a.product_id,
            COALESCE(a.lender_id, 0), 0, 1, COALESCE(a.disbursed_amount, 0)
       FROM ${rows} a ${join}
      WHERE a.disbursed_at IS NOT NULL)
  INSERT INTO daily_funnel (day, partner_id, product_id, lender_id, ${columns.join(', ')})
  SELECT * FROM (
    SELECT day, partner_id, product_id, 0, ${sums} FROM d GROUP BY day, partner_id, product_id
    UNION ALL
    SELECT day, -1, product_id, lender_id, ${sums} FROM d WHERE lender_id <> 0
     GROUP BY day, product_id, lender_id
    UNION ALL
    SELECT day, partner_id, -1, lender_id, ${sums} FROM d WHERE lender_id <> 0
     GROUP BY day, partner_id, lender_id) s
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, partner_id, product_id, lender_id) DO UPDATE SET ${FUNNEL_COLUMNS.map(
    (c) => `${c} = daily_funnel.${c} + EXCLUDED.${c}`,
  ).join(', ')};`;
};

const rollupFunction = (partner: 'own' | 'prospect') => `
  CREATE OR REPLACE FUNCTION applications_rollup() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN ${applicationFigures('old_rows', -1, partner)} END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN ${applicationFigures('new_rows', 1, partner)} END IF;
    RETURN NULL;
  END $fn$`;

/**
 * The applications' rollup trigger reads each row's partner from the row itself: applications
 * carry their prospect application's partner (kept by the applications_partner triggers). Joined
 * to prospect_applications instead, a statement of a few thousand rows (a status file's batch)
 * hashed the whole prospect table twice, once for the old rows and once for the new: the most
 * of a status batch's time. An application whose prospect changes partner now moves its figures
 * to the new partner, as a rollup rebuilt from the tables would have them.
 */
export class RollUpApplicationsByTheirOwnPartner1795800000000 implements MigrationInterface {
  name = 'RollUpApplicationsByTheirOwnPartner1795800000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(rollupFunction('own'));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(rollupFunction('prospect'));
  }
}
