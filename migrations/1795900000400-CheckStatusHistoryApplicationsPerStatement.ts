import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The statement check of CheckStatusHistoryReferencesPerStatement, `application` first when given. */
const checkReferences = (application: boolean) => `
  CREATE OR REPLACE FUNCTION "application_status_history_check_references"() RETURNS trigger
  LANGUAGE plpgsql AS $$
  DECLARE
    missing text;
    ${application ? 'locked bigint;' : ''}
  BEGIN
    ${
      application
        ? `-- Every application locked as a foreign key would, in one pass; fewer locked than named
    -- means one is missing.
    SELECT count(*) INTO locked FROM (
      SELECT 1 FROM "applications"
       WHERE "id" IN (SELECT "application_id" FROM "new_rows") FOR KEY SHARE) l;
    IF locked < (SELECT count(DISTINCT "application_id") FROM "new_rows") THEN
      SELECT n."application_id" INTO missing
        FROM (SELECT DISTINCT "application_id" FROM "new_rows") n
       WHERE NOT EXISTS (SELECT 1 FROM "applications" a WHERE a."id" = n."application_id")
       LIMIT 1;
      RAISE foreign_key_violation USING
        MESSAGE = format('application_status_history: application %s does not exist', missing),
        CONSTRAINT = 'FK_application_status_history_application_id';
    END IF;`
        : ''
    }
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
  END $$`;

/**
 * The history's application reference, checked once per statement like its upload and admin
 * (CheckStatusHistoryReferencesPerStatement): as a foreign key it ran one row-locking lookup per
 * history row, a fifth of a status file batch's history insert. The statement trigger takes the
 * same FOR KEY SHARE locks in one pass, and the applications' triggers keep the foreign key's
 * rules: deleting an application deletes its history (was ON DELETE CASCADE), and its id may not
 * change while history names it.
 *
 * As there, the check sees what READ COMMITTED sees, and a TRUNCATE of applications is not
 * caught. Hand-written: TypeORM does not generate triggers.
 */
export class CheckStatusHistoryApplicationsPerStatement1795900000400 implements MigrationInterface {
  name = 'CheckStatusHistoryApplicationsPerStatement1795900000400';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "application_status_history" DROP CONSTRAINT "FK_a461ff43395424ebd6e218deb32"`,
    );
    await queryRunner.query(checkReferences(true));
    await queryRunner.query(`
      CREATE FUNCTION "application_status_history_delete_with_applications"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "application_status_history" h USING "old_rows" o
         WHERE h."application_id" = o."id";
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "TRG_applications_deleted_status_history" AFTER DELETE ON "applications"
      REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT
      EXECUTE FUNCTION "application_status_history_delete_with_applications"()`);
    await queryRunner.query(`
      CREATE FUNCTION "application_status_history_keep_application"() RETURNS trigger
      LANGUAGE plpgsql AS $$
      BEGIN
        IF EXISTS (SELECT 1 FROM "application_status_history" WHERE "application_id" = OLD."id") THEN
          RAISE foreign_key_violation USING
            MESSAGE = format('applications %s is still referenced from application_status_history',
                             OLD."id"),
            CONSTRAINT = 'FK_application_status_history_application_id';
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "TRG_applications_key_changed_status_history" AFTER UPDATE OF "id"
      ON "applications" FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id")
      EXECUTE FUNCTION "application_status_history_keep_application"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP TRIGGER "TRG_applications_key_changed_status_history" ON "applications"`,
    );
    await queryRunner.query(`DROP FUNCTION "application_status_history_keep_application"()`);
    await queryRunner.query(
      `DROP TRIGGER "TRG_applications_deleted_status_history" ON "applications"`,
    );
    await queryRunner.query(
      `DROP FUNCTION "application_status_history_delete_with_applications"()`,
    );
    await queryRunner.query(checkReferences(false));
    await queryRunner.query(
      `ALTER TABLE "application_status_history" ADD CONSTRAINT "FK_a461ff43395424ebd6e218deb32" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }
}
