import { MigrationInterface, QueryRunner } from 'typeorm';

/** Merges per-consumer-and-product progress rows (`progress`) into journey_progress. */
const mergeProgress = (progress: string) => `
  INSERT INTO journey_progress AS jp (user_id, product_id, partner_id, chose_at, profile_saved,
                                      offers_shown, handed_off, sanctioned, disbursed)
  ${progress}
  ON CONFLICT (user_id, product_id) DO UPDATE SET
    partner_id = CASE WHEN jp.chose_at IS NULL OR EXCLUDED.chose_at < jp.chose_at
                      THEN EXCLUDED.partner_id ELSE jp.partner_id END,
    chose_at = LEAST(jp.chose_at, EXCLUDED.chose_at),
    profile_saved = jp.profile_saved OR EXCLUDED.profile_saved,
    offers_shown = jp.offers_shown OR EXCLUDED.offers_shown,
    handed_off = jp.handed_off OR EXCLUDED.handed_off,
    sanctioned = jp.sanctioned + EXCLUDED.sanctioned,
    disbursed = jp.disbursed + EXCLUDED.disbursed;`;

/** The steps of journey events (`rows`), one row per consumer and product. */
const eventProgress = (rows: string) =>
  mergeProgress(`
  SELECT e.user_id, e.product_id,
         (array_agg(e.partner_id ORDER BY e.created_at, e.id)
            FILTER (WHERE e.type = 'product_chosen'))[1],
         min(e.created_at) FILTER (WHERE e.type = 'product_chosen'),
         bool_or(e.type = 'profile_saved'), bool_or(e.type = 'offers_shown'),
         bool_or(e.type = 'handed_off'), 0, 0
    FROM ${rows} e
   WHERE e.user_id IS NOT NULL AND e.product_id IS NOT NULL
     AND e.type IN ('product_chosen', 'profile_saved', 'offers_shown', 'handed_off')
   GROUP BY e.user_id, e.product_id
   ORDER BY e.user_id, e.product_id`);

/** Sanctioned and disbursed applications (`rows`), one row per consumer and product. */
const sanctionedOrDisbursed = (rows: string, sign: number) => `
  SELECT a.user_id, a.product_id, ${sign} * (a.sanctioned_at IS NOT NULL)::int AS sanctioned,
         ${sign} * (a.disbursed_at IS NOT NULL)::int AS disbursed
    FROM ${rows} a
   WHERE a.product_id IS NOT NULL AND (a.sanctioned_at IS NOT NULL OR a.disbursed_at IS NOT NULL)`;

/** The change in sanctioned and disbursed applications between `old` and `new` rows. */
const applicationProgress = (parts: string[]) =>
  mergeProgress(`
  SELECT user_id, product_id, NULL::int, NULL::timestamptz, false, false, false,
         sum(sanctioned), sum(disbursed)
    FROM (${parts.join(' UNION ALL ')}) x
   GROUP BY user_id, product_id
  HAVING sum(sanctioned) <> 0 OR sum(disbursed) <> 0
   ORDER BY user_id, product_id`);

/**
 * The drop-off report's table: per consumer and product, the first choice (time and
 * partner) and how far they went since, kept in step with the journey events and the
 * applications by statement-level triggers in the same transaction as the step — so a period's
 * drop-off reads its first choices' rows, not five probes of the events per consumer. A status
 * file that changes no sanction or disbursal date adds nothing here. Existing rows are summed in.
 */
export class AddJourneyProgress1795610000000 implements MigrationInterface {
  name = 'AddJourneyProgress1795610000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "journey_progress" ("user_id" integer NOT NULL, "product_id" integer NOT NULL, "partner_id" integer, "chose_at" TIMESTAMP WITH TIME ZONE, "profile_saved" boolean NOT NULL DEFAULT false, "offers_shown" boolean NOT NULL DEFAULT false, "handed_off" boolean NOT NULL DEFAULT false, "sanctioned" integer NOT NULL DEFAULT '0', "disbursed" integer NOT NULL DEFAULT '0', CONSTRAINT "PK_journey_progress" PRIMARY KEY ("user_id", "product_id"))`,
    );
    await queryRunner.query(`
      CREATE FUNCTION journey_events_progress() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN ${eventProgress('new_rows')} RETURN NULL; END $fn$`);
    await queryRunner.query(
      `CREATE TRIGGER journey_events_progress_insert AFTER INSERT ON journey_events
         REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
         EXECUTE FUNCTION journey_events_progress()`,
    );
    await queryRunner.query(`
      CREATE FUNCTION applications_progress() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP = 'INSERT' THEN
          ${applicationProgress([sanctionedOrDisbursed('new_rows', 1)])}
        ELSIF TG_OP = 'UPDATE' THEN
          ${applicationProgress([sanctionedOrDisbursed('new_rows', 1), sanctionedOrDisbursed('old_rows', -1)])}
        ELSE
          ${applicationProgress([sanctionedOrDisbursed('old_rows', -1)])}
        END IF;
        RETURN NULL;
      END $fn$`);
    await queryRunner.query(
      `CREATE TRIGGER applications_progress_insert AFTER INSERT ON applications
         REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
         EXECUTE FUNCTION applications_progress()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER applications_progress_update AFTER UPDATE ON applications
         REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
         EXECUTE FUNCTION applications_progress()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER applications_progress_delete AFTER DELETE ON applications
         REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
         EXECUTE FUNCTION applications_progress()`,
    );
    // What is already there.
    await queryRunner.query(eventProgress('journey_events'));
    await queryRunner.query(applicationProgress([sanctionedOrDisbursed('applications', 1)]));
    await queryRunner.query(
      `CREATE INDEX "IDX_journey_progress_chose_at" ON "journey_progress" ("chose_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_journey_progress_partner_id_chose_at" ON "journey_progress" ("partner_id", "chose_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const op of ['insert', 'update', 'delete'])
      await queryRunner.query(`DROP TRIGGER "applications_progress_${op}" ON "applications"`);
    await queryRunner.query(`DROP TRIGGER "journey_events_progress_insert" ON "journey_events"`);
    await queryRunner.query(`DROP FUNCTION "applications_progress"()`);
    await queryRunner.query(`DROP FUNCTION "journey_events_progress"()`);
    await queryRunner.query(`DROP TABLE "journey_progress"`);
  }
}
