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

/** Adds the inserted rows' figures to the rows already there. */
const ADD_TO_FUNNEL = `ON CONFLICT (day, partner_id, product_id, lender_id) DO UPDATE SET ${FUNNEL_COLUMNS.map(
  (c) => `${c} = daily_funnel.${c} + EXCLUDED.${c}`,
).join(', ')}`;

/**
 * Adds `detail` rows (day, partner_id, product_id, lender_id and some figure columns), times
 * `sign`, summed three ways: per day, partner and product (lender_id 0: the dashboard's and the
 * products report's rows); and, for the rows of a lender, per day, product and lender across the
 * partners (partner_id -1: the vendors report's and the hand-offs-by-lender rows), and per day,
 * partner and lender across the products (product_id -1: one partner's hand-offs by lender).
 */
const addDetail = (detail: string, columns: string[], sign = 1) => {
  const sums = columns.map((c) => `${sign} * sum(${c})`).join(', ');
  return `
  WITH d AS (${detail})
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
  ${ADD_TO_FUNNEL};`;
};

/** A list from an offers event's data, `[]` when it has none. */
const array = (expr: string) =>
  `CASE WHEN jsonb_typeof(${expr}) = 'array' THEN ${expr} ELSE '[]'::jsonb END`;

/** The figures of journey events (`rows`): the steps, and who matched or not, per lender. */
const eventFigures = (rows: string) => `
  ${addDetail(
    `SELECT india_day(e.created_at) AS day, COALESCE(e.partner_id, 0) AS partner_id,
            COALESCE(e.product_id, 0) AS product_id, 0 AS lender_id,
            (e.type = 'signed_in')::int AS sign_ins,
            (e.type = 'product_chosen' AND e.data ->> 'first' IS NOT DISTINCT FROM 'true')::int
              AS leads,
            (e.type = 'profile_saved' AND e.data ->> 'first' IS NOT DISTINCT FROM 'true')::int
              AS profiles_completed,
            (e.type = 'offers_shown')::int AS offers_shown, 0 AS matched, 0 AS not_matched
       FROM ${rows} e
      WHERE e.type IN ('signed_in', 'product_chosen', 'profile_saved', 'offers_shown')
     UNION ALL
     SELECT india_day(e.created_at), COALESCE(e.partner_id, 0), COALESCE(e.product_id, 0),
            x::int, 0, 0, 0, 0, 1, 0
       FROM ${rows} e, jsonb_array_elements_text(${array("e.data -> 'matched'")}) x
      WHERE e.type = 'offers_shown'
     UNION ALL
     SELECT india_day(e.created_at), COALESCE(e.partner_id, 0), COALESCE(e.product_id, 0),
            (x ->> 'lender')::int, 0, 0, 0, 0, 0, 1
       FROM ${rows} e, jsonb_array_elements(${array("e.data -> 'failed'")}) x
      WHERE e.type = 'offers_shown'`,
    ['sign_ins', 'leads', 'profiles_completed', 'offers_shown', 'matched', 'not_matched'],
  )}
  INSERT INTO daily_not_matched (day, product_id, lender_id, reason, times)
  SELECT india_day(e.created_at), COALESCE(e.product_id, 0), (x ->> 'lender')::int, r, count(*)
    FROM ${rows} e, jsonb_array_elements(${array("e.data -> 'failed'")}) x,
         jsonb_array_elements_text(${array("x -> 'reasons'")}) r
   WHERE e.type = 'offers_shown'
   GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (day, product_id, lender_id, reason)
  DO UPDATE SET times = daily_not_matched.times + EXCLUDED.times;`;

/** Hand-offs (`rows` of lender_transactions), counted (`sign` 1) or taken back (-1). */
const handOffFigures = (rows: string, sign: number) =>
  addDetail(
    `SELECT india_day(t.created_at) AS day, COALESCE(p.partner_id, 0) AS partner_id,
            COALESCE(a.product_id, 0) AS product_id, t.lender_id, 1 AS handed_off
       FROM ${rows} t JOIN applications a ON a.id = t.application_id
       LEFT JOIN prospect_applications p ON p.id = a.prospect_app_id`,
    ['handed_off'],
    sign,
  );

/** Sanctions and disbursals of applications (`rows`), counted or taken back. */
const applicationFigures = (rows: string, sign: number) =>
  addDetail(
    `SELECT india_day(a.sanctioned_at) AS day, COALESCE(p.partner_id, 0) AS partner_id,
            a.product_id, COALESCE(a.lender_id, 0) AS lender_id, 1 AS sanctioned,
            0 AS disbursed, 0::numeric AS disbursed_amount
       FROM ${rows} a LEFT JOIN prospect_applications p ON p.id = a.prospect_app_id
      WHERE a.sanctioned_at IS NOT NULL
     UNION ALL
     SELECT india_day(a.disbursed_at), COALESCE(p.partner_id, 0), a.product_id,
            COALESCE(a.lender_id, 0), 0, 1, COALESCE(a.disbursed_amount, 0)
       FROM ${rows} a LEFT JOIN prospect_applications p ON p.id = a.prospect_app_id
      WHERE a.disbursed_at IS NOT NULL`,
    ['sanctioned', 'disbursed', 'disbursed_amount'],
    sign,
  );

/** Commission payouts (`rows`), on their disbursal date (else their payout month). */
const revenueFigures = (rows: string, sign: number) =>
  addDetail(
    `SELECT COALESCE(c.disbursed_at, c.payout_month, india_day(c.created_at)) AS day,
            COALESCE(p.partner_id, 0) AS partner_id, COALESCE(a.product_id, 0) AS product_id,
            c.lender_id, c.payout_amount AS revenue
       FROM ${rows} c LEFT JOIN applications a ON a.id = c.application_id
       LEFT JOIN prospect_applications p ON p.id = a.prospect_app_id`,
    ['revenue'],
    sign,
  );

/** A statement-level trigger function taking back the old rows' figures and adding the new. */
const rollupFunction = (name: string, figures: (rows: string, sign: number) => string) => `
  CREATE FUNCTION ${name}() RETURNS trigger LANGUAGE plpgsql AS $fn$
  BEGIN
    IF TG_OP IN ('UPDATE', 'DELETE') THEN ${figures('old_rows', -1)} END IF;
    IF TG_OP IN ('INSERT', 'UPDATE') THEN ${figures('new_rows', 1)} END IF;
    RETURN NULL;
  END $fn$`;

/** The three statement-level triggers (insert, update, delete) of a table on one function. */
const triggers = (table: string, fn: string) => [
  `CREATE TRIGGER ${table}_rollup_insert AFTER INSERT ON ${table}
     REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  `CREATE TRIGGER ${table}_rollup_update AFTER UPDATE ON ${table}
     REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
  `CREATE TRIGGER ${table}_rollup_delete AFTER DELETE ON ${table}
     REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION ${fn}()`,
];

/**
 * The dashboard's and the product reports' daily rollup: per India day, one row per
 * partner (0: none) and product with each step's count (lender_id 0), one per product and lender
 * across the partners (partner_id -1) and one per partner and lender across the products
 * (product_id -1), kept in step with the
 * journey events, hand-offs, applications and commissions by statement-level triggers — in the
 * same transaction as the write, so that a figure never counts a step that was rolled back, and a
 * bulk status file costs one rollup statement, not one per row. Reads sum at most a few thousand
 * rows a day instead of scanning millions. `daily_not_matched` keeps the reasons lenders were not
 * matched, per day, product and lender, for the vendors report. Existing rows are summed in at
 * the end. With it, the indexes the internal reports' orders need.
 */
export class AddDailyFunnelRollup1795603000000 implements MigrationInterface {
  name = 'AddDailyFunnelRollup1795603000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE FUNCTION india_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE
         AS $$ SELECT (at AT TIME ZONE 'Asia/Kolkata')::date $$`,
    );
    await queryRunner.query(
      `CREATE TABLE "daily_funnel" ("day" date NOT NULL, "partner_id" integer NOT NULL DEFAULT '0', "product_id" integer NOT NULL DEFAULT '0', "lender_id" integer NOT NULL DEFAULT '0', "sign_ins" integer NOT NULL DEFAULT '0', "leads" integer NOT NULL DEFAULT '0', "profiles_completed" integer NOT NULL DEFAULT '0', "offers_shown" integer NOT NULL DEFAULT '0', "matched" integer NOT NULL DEFAULT '0', "not_matched" integer NOT NULL DEFAULT '0', "handed_off" integer NOT NULL DEFAULT '0', "sanctioned" integer NOT NULL DEFAULT '0', "disbursed" integer NOT NULL DEFAULT '0', "disbursed_amount" numeric(16,2) NOT NULL DEFAULT '0', "revenue" numeric(16,2) NOT NULL DEFAULT '0', CONSTRAINT "PK_daily_funnel" PRIMARY KEY ("day", "partner_id", "product_id", "lender_id"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_daily_funnel_partner_id_day" ON "daily_funnel" ("partner_id", "day") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_daily_funnel_day_totals" ON "daily_funnel" ("day") WHERE "lender_id" = 0`,
    );
    await queryRunner.query(
      `CREATE TABLE "daily_not_matched" ("day" date NOT NULL, "product_id" integer NOT NULL DEFAULT '0', "lender_id" integer NOT NULL, "reason" character varying(40) NOT NULL, "times" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_daily_not_matched" PRIMARY KEY ("day", "product_id", "lender_id", "reason"))`,
    );

    // The reports' orders: a lender's dates (applications), the hand-off's time.
    await queryRunner.query(
      `CREATE INDEX "IDX_applications_sanctioned_at_created_at" ON "applications" ("sanctioned_at", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_applications_disbursed_at_created_at" ON "applications" ("disbursed_at", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_applications_desired_amount_created_at" ON "applications" ("desired_amount", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_applications_disbursed_amount_created_at" ON "applications" ("disbursed_amount", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_lender_transactions_created_at" ON "lender_transactions" ("created_at") `,
    );
    // Each application and hand-off carries its prospect application's partner (copied by
    // triggers, as the app never writes it): a partner's rows are then an index range.
    await queryRunner.query(`ALTER TABLE "applications" ADD "partner_id" integer`);
    await queryRunner.query(`ALTER TABLE "lender_transactions" ADD "partner_id" integer`);
    await queryRunner.query(`
      CREATE FUNCTION applications_partner() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        NEW.partner_id := (SELECT p.partner_id FROM prospect_applications p
                            WHERE p.id = NEW.prospect_app_id);
        RETURN NEW;
      END $fn$`);
    await queryRunner.query(
      `CREATE TRIGGER applications_partner BEFORE INSERT OR UPDATE OF prospect_app_id, partner_id
         ON applications FOR EACH ROW EXECUTE FUNCTION applications_partner()`,
    );
    await queryRunner.query(`
      CREATE FUNCTION lender_transactions_partner() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        NEW.partner_id := (SELECT a.partner_id FROM applications a WHERE a.id = NEW.application_id);
        RETURN NEW;
      END $fn$`);
    await queryRunner.query(
      `CREATE TRIGGER lender_transactions_partner BEFORE INSERT OR UPDATE OF application_id, partner_id
         ON lender_transactions FOR EACH ROW EXECUTE FUNCTION lender_transactions_partner()`,
    );
    // A prospect application given (another) partner passes it on.
    await queryRunner.query(`
      CREATE FUNCTION prospect_applications_partner() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        UPDATE applications SET partner_id = NEW.partner_id WHERE prospect_app_id = NEW.id;
        UPDATE lender_transactions t SET partner_id = NEW.partner_id
          FROM applications a WHERE a.prospect_app_id = NEW.id AND t.application_id = a.id;
        RETURN NULL;
      END $fn$`);
    await queryRunner.query(
      `CREATE TRIGGER prospect_applications_partner AFTER UPDATE OF partner_id ON prospect_applications
         FOR EACH ROW WHEN (OLD.partner_id IS DISTINCT FROM NEW.partner_id)
         EXECUTE FUNCTION prospect_applications_partner()`,
    );
    await queryRunner.query(
      `UPDATE applications a SET partner_id = p.partner_id
         FROM prospect_applications p WHERE p.id = a.prospect_app_id AND p.partner_id IS NOT NULL`,
    );
    await queryRunner.query(
      `UPDATE lender_transactions t SET partner_id = a.partner_id
         FROM applications a WHERE a.id = t.application_id AND a.partner_id IS NOT NULL`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_applications_partner_id_created_at" ON "applications" ("partner_id", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_lender_transactions_partner_id_created_at" ON "lender_transactions" ("partner_id", "created_at") `,
    );
    // The applications report's search by the mobile's last digits.
    await queryRunner.query(
      `CREATE INDEX "IDX_users_phone_number_reversed" ON "users" (reverse("phone_number") text_pattern_ops)`,
    );

    await queryRunner.query(`
      CREATE FUNCTION journey_events_rollup() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN ${eventFigures('new_rows')} RETURN NULL; END $fn$`);
    await queryRunner.query(
      `CREATE TRIGGER journey_events_rollup_insert AFTER INSERT ON journey_events
         REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
         EXECUTE FUNCTION journey_events_rollup()`,
    );
    await queryRunner.query(rollupFunction('lender_transactions_rollup', handOffFigures));
    for (const sql of triggers('lender_transactions', 'lender_transactions_rollup'))
      await queryRunner.query(sql);
    await queryRunner.query(rollupFunction('applications_rollup', applicationFigures));
    for (const sql of triggers('applications', 'applications_rollup')) await queryRunner.query(sql);
    await queryRunner.query(rollupFunction('commissions_rollup', revenueFigures));
    for (const sql of triggers('commissions', 'commissions_rollup')) await queryRunner.query(sql);

    // What is already there: first choices and first profiles marked, then everything summed.
    await queryRunner.query(
      `UPDATE journey_events e SET data = COALESCE(e.data, '{}'::jsonb) || '{"first": true}'
        WHERE e.type IN ('product_chosen', 'profile_saved')
          AND e.id = (SELECT min(x.id) FROM journey_events x WHERE x.user_id = e.user_id
                         AND x.product_id = e.product_id AND x.type = e.type)`,
    );
    await queryRunner.query(`DELETE FROM daily_funnel`);
    await queryRunner.query(`DELETE FROM daily_not_matched`);
    await queryRunner.query(`DO $do$ BEGIN ${eventFigures('journey_events')} END $do$`);
    await queryRunner.query(handOffFigures('lender_transactions', 1));
    await queryRunner.query(applicationFigures('applications', 1));
    await queryRunner.query(revenueFigures('commissions', 1));
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['lender_transactions', 'applications', 'commissions'])
      for (const op of ['insert', 'update', 'delete'])
        await queryRunner.query(`DROP TRIGGER "${table}_rollup_${op}" ON "${table}"`);
    await queryRunner.query(`DROP TRIGGER "journey_events_rollup_insert" ON "journey_events"`);
    for (const fn of [
      'lender_transactions_rollup',
      'applications_rollup',
      'commissions_rollup',
      'journey_events_rollup',
    ])
      await queryRunner.query(`DROP FUNCTION "${fn}"()`);
    await queryRunner.query(`DROP TABLE "daily_not_matched"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_daily_funnel_day_totals"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_daily_funnel_partner_id_day"`);
    await queryRunner.query(`DROP TABLE "daily_funnel"`);
    await queryRunner.query(`DROP FUNCTION india_day(timestamptz)`);
    await queryRunner.query(`DROP INDEX "public"."IDX_users_phone_number_reversed"`);
    await queryRunner.query(
      `DROP TRIGGER "prospect_applications_partner" ON "prospect_applications"`,
    );
    await queryRunner.query(`DROP TRIGGER "lender_transactions_partner" ON "lender_transactions"`);
    await queryRunner.query(`DROP TRIGGER "applications_partner" ON "applications"`);
    for (const fn of [
      'prospect_applications_partner',
      'lender_transactions_partner',
      'applications_partner',
    ])
      await queryRunner.query(`DROP FUNCTION "${fn}"()`);
    await queryRunner.query(`DROP INDEX "public"."IDX_lender_transactions_partner_id_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_applications_partner_id_created_at"`);
    await queryRunner.query(`ALTER TABLE "lender_transactions" DROP COLUMN "partner_id"`);
    await queryRunner.query(`ALTER TABLE "applications" DROP COLUMN "partner_id"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_lender_transactions_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_applications_disbursed_amount_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_applications_desired_amount_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_applications_disbursed_at_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_applications_sanctioned_at_created_at"`);
  }
}
