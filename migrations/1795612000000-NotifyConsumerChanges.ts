import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each table whose rows the consumer cache holds, and the column naming the consumer. */
const TABLES = [
  ['users', 'id'],
  ['prospect_applications', 'user_id'],
  ['applications', 'user_id'],
] as const;

/**
 * Tells every app instance, through NOTIFY on `cm_consumer_changes`, which consumers' rows
 * changed, so instances may answer the profile read and the offers call from memory
 * (src/modules/applications/consumer-cache.service.ts): the payload lists the consumers' ids,
 * or is `*` (forget everyone) when a statement touched more than 100 of them or changed the
 * lenders, whose table version every offers list depends on. Statement-level triggers with
 * transition tables, so a bulk status upload sends one notice, not one per row. Triggers, not
 * app code, so that every writer (admin screens, uploads, workers, manual SQL) is covered.
 * Written by hand: TypeORM does not generate triggers.
 */
export class NotifyConsumerChanges1795612000000 implements MigrationInterface {
  name = 'NotifyConsumerChanges1795612000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION "notify_consumers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        touched text := CASE TG_OP
          WHEN 'INSERT' THEN 'SELECT %1$I AS id FROM new_rows'
          WHEN 'DELETE' THEN 'SELECT %1$I AS id FROM old_rows'
          ELSE 'SELECT %1$I AS id FROM old_rows UNION SELECT %1$I AS id FROM new_rows' END;
        ids text;
      BEGIN
        EXECUTE format(
          'SELECT CASE WHEN count(*) > 100 THEN ''*'' ELSE string_agg(id::text, '','') END
             FROM (SELECT DISTINCT id FROM (' || touched || ') t WHERE id IS NOT NULL) d',
          TG_ARGV[0])
          INTO ids;
        IF ids IS NOT NULL THEN
          PERFORM pg_notify('cm_consumer_changes', ids);
        END IF;
        RETURN NULL;
      END $$`);
    for (const [table, column] of TABLES) {
      await queryRunner.query(`
        CREATE TRIGGER "TRG_${table}_notify_insert" AFTER INSERT ON "${table}"
        REFERENCING NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION "notify_consumers_changed"('${column}')`);
      await queryRunner.query(`
        CREATE TRIGGER "TRG_${table}_notify_update" AFTER UPDATE ON "${table}"
        REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
        FOR EACH STATEMENT EXECUTE FUNCTION "notify_consumers_changed"('${column}')`);
      await queryRunner.query(`
        CREATE TRIGGER "TRG_${table}_notify_delete" AFTER DELETE ON "${table}"
        REFERENCING OLD TABLE AS old_rows
        FOR EACH STATEMENT EXECUTE FUNCTION "notify_consumers_changed"('${column}')`);
    }
    // TRUNCATE has no transition tables, and a lender change reaches every offers list: everyone.
    await queryRunner.query(`
      CREATE FUNCTION "notify_all_consumers_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('cm_consumer_changes', '*');
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "TRG_lenders_notify" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "lenders"
      FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_consumers_changed"()`);
    for (const [table] of TABLES)
      await queryRunner.query(`
        CREATE TRIGGER "TRG_${table}_notify_truncate" AFTER TRUNCATE ON "${table}"
        FOR EACH STATEMENT EXECUTE FUNCTION "notify_all_consumers_changed"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "TRG_lenders_notify" ON "lenders"`);
    for (const [table] of TABLES)
      for (const op of ['insert', 'update', 'delete', 'truncate'])
        await queryRunner.query(`DROP TRIGGER "TRG_${table}_notify_${op}" ON "${table}"`);
    await queryRunner.query(`DROP FUNCTION "notify_all_consumers_changed"()`);
    await queryRunner.query(`DROP FUNCTION "notify_consumers_changed"()`);
  }
}
