import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A status file's batch adds a few thousand `application_status_history` rows that all name the
 * same upload and the same admin, and a foreign key checks (and row-locks) its parent once per
 * row: the upload and admin keys were two thirds of the history insert's time. As for
 * `mis_records` (ReshapeMisRecordsForBulkLoad), a statement trigger now checks them once per
 * statement, taking the same FOR KEY SHARE locks, and the parents' triggers keep the delete
 * rules: deleting an upload or an admin leaves their history rows without the link (was ON DELETE
 * SET NULL), and neither key may change while referenced. The application reference stays a
 * foreign key (each row names another application).
 *
 * As there, the checks see what READ COMMITTED sees, and a TRUNCATE of uploads or admin_users is
 * not caught. Hand-written: TypeORM does not generate triggers.
 */
export class CheckStatusHistoryReferencesPerStatement1795800100000 implements MigrationInterface {
  name = 'CheckStatusHistoryReferencesPerStatement1795800100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "application_status_history" DROP CONSTRAINT "FK_3fc72b5184e746f267d51cd4e77"`,
    );
    await queryRunner.query(
      `ALTER TABLE "application_status_history" DROP CONSTRAINT "FK_d19e352113f11e8333f99524bcd"`,
    );
    await queryRunner.query(`
      CREATE FUNCTION "application_status_history_check_references"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        missing text;
      BEGIN
        PERFORM 1 FROM "uploads"
          WHERE "id" IN (SELECT "upload_id" FROM "new_rows") FOR KEY SHARE;
        PERFORM 1 FROM "admin_users"
          WHERE "id" IN (SELECT "changed_by_admin_id" FROM "new_rows") FOR KEY SHARE;
        SELECT n."upload_id" INTO missing FROM (SELECT DISTINCT "upload_id" FROM "new_rows") n
         WHERE n."upload_id" IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM "uploads" u WHERE u."id" = n."upload_id") LIMIT 1;
        IF missing IS NOT NULL THEN
          RAISE foreign_key_violation USING
            MESSAGE = format('application_status_history: upload %s does not exist', missing),
            CONSTRAINT = 'FK_application_status_history_upload_id';
        END IF;
        SELECT n."changed_by_admin_id" INTO missing
          FROM (SELECT DISTINCT "changed_by_admin_id" FROM "new_rows") n
         WHERE n."changed_by_admin_id" IS NOT NULL
           AND NOT EXISTS (SELECT 1 FROM "admin_users" a WHERE a."id" = n."changed_by_admin_id")
         LIMIT 1;
        IF missing IS NOT NULL THEN
          RAISE foreign_key_violation USING
            MESSAGE = format('application_status_history: admin %s does not exist', missing),
            CONSTRAINT = 'FK_application_status_history_changed_by_admin_id';
        END IF;
        RETURN NULL;
      END $$`);
    for (const op of ['INSERT', 'UPDATE'])
      await queryRunner.query(`
        CREATE TRIGGER "TRG_application_status_history_${op.toLowerCase()}_check_references"
        AFTER ${op} ON "application_status_history" REFERENCING NEW TABLE AS "new_rows"
        FOR EACH STATEMENT EXECUTE FUNCTION "application_status_history_check_references"()`);

    await queryRunner.query(`
      CREATE FUNCTION "application_status_history_unlink"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF TG_TABLE_NAME = 'uploads' THEN
          UPDATE "application_status_history" SET "upload_id" = NULL WHERE "upload_id" = OLD."id";
        ELSE
          UPDATE "application_status_history" SET "changed_by_admin_id" = NULL
           WHERE "changed_by_admin_id" = OLD."id";
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE FUNCTION "application_status_history_keep_referenced"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      DECLARE
        referenced boolean;
      BEGIN
        -- One branch per table: the keys are of different types (uuid, integer).
        IF TG_TABLE_NAME = 'uploads' THEN
          referenced := EXISTS (
            SELECT 1 FROM "application_status_history" WHERE "upload_id" = OLD."id");
        ELSE
          referenced := EXISTS (
            SELECT 1 FROM "application_status_history" WHERE "changed_by_admin_id" = OLD."id");
        END IF;
        IF referenced THEN
          RAISE foreign_key_violation USING
            MESSAGE = format('%s %s is still referenced from application_status_history',
                             TG_TABLE_NAME, OLD."id"),
            CONSTRAINT = CASE TG_TABLE_NAME
              WHEN 'uploads' THEN 'FK_application_status_history_upload_id'
              ELSE 'FK_application_status_history_changed_by_admin_id' END;
        END IF;
        RETURN NULL;
      END $$`);
    for (const table of ['uploads', 'admin_users']) {
      await queryRunner.query(`
        CREATE TRIGGER "TRG_${table}_deleted_status_history" AFTER DELETE ON "${table}"
        FOR EACH ROW EXECUTE FUNCTION "application_status_history_unlink"()`);
      await queryRunner.query(`
        CREATE TRIGGER "TRG_${table}_key_changed_status_history" AFTER UPDATE OF "id" ON "${table}"
        FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id")
        EXECUTE FUNCTION "application_status_history_keep_referenced"()`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const table of ['uploads', 'admin_users']) {
      await queryRunner.query(
        `DROP TRIGGER "TRG_${table}_key_changed_status_history" ON "${table}"`,
      );
      await queryRunner.query(`DROP TRIGGER "TRG_${table}_deleted_status_history" ON "${table}"`);
    }
    await queryRunner.query(`DROP FUNCTION "application_status_history_keep_referenced"()`);
    await queryRunner.query(`DROP FUNCTION "application_status_history_unlink"()`);
    for (const op of ['insert', 'update'])
      await queryRunner.query(
        `DROP TRIGGER "TRG_application_status_history_${op}_check_references" ON "application_status_history"`,
      );
    await queryRunner.query(`DROP FUNCTION "application_status_history_check_references"()`);
    await queryRunner.query(
      `ALTER TABLE "application_status_history" ADD CONSTRAINT "FK_d19e352113f11e8333f99524bcd" FOREIGN KEY ("changed_by_admin_id") REFERENCES "admin_users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "application_status_history" ADD CONSTRAINT "FK_3fc72b5184e746f267d51cd4e77" FOREIGN KEY ("upload_id") REFERENCES "uploads"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
  }
}
