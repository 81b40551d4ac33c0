import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * `mis_records` takes a lender's whole MIS file by COPY, a million rows in well under a minute
 * (`npm run bench:upload`), so what PostgreSQL does per row decides the speed. Measured on
 * PostgreSQL 15, COPY of 1,000,000 MIS rows: 12.6 s with the original shape, 5.3 s with this one.
 *
 * - The key is the file's own (upload_id, row_number), which was already unique: the surrogate
 *   identity key only added a sequence call and a second index entry per row.
 * - Most rows link to none of our applications: the application index leaves nulls out.
 * - The upload and lender references were foreign keys, and a foreign key checks (and row-locks
 *   the parent) once per inserted row, about 4 µs each, although a batch names one upload and a
 *   handful of lenders. A statement trigger checks them once per COPY instead, taking the same
 *   FOR KEY SHARE locks, and the parents' triggers keep the delete rules: deleting an upload
 *   deletes its rows (was ON DELETE CASCADE), a referenced lender cannot be deleted (RESTRICT),
 *   and neither key may change while referenced. The application reference stays a foreign key:
 *   it is null on most rows, where a foreign key costs nothing.
 *
 * Two differences from real foreign keys: these checks see what READ COMMITTED sees (every
 * transaction of this app runs at that level; a foreign key also sees rows committed after a
 * REPEATABLE READ snapshot), and a TRUNCATE of uploads or lenders, which a foreign key would
 * refuse, is not caught. Hand-written: TypeORM does not generate triggers.
 */
export class ReshapeMisRecordsForBulkLoad1795292521732 implements MigrationInterface {
  name = 'ReshapeMisRecordsForBulkLoad1795292521732';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "mis_records" DROP CONSTRAINT "FK_d2f5d8be9f23c89910436eb4cd9"`,
    );
    await queryRunner.query(
      `ALTER TABLE "mis_records" DROP CONSTRAINT "FK_884ff13724226734e16f8d84595"`,
    );
    await queryRunner.query(`DROP INDEX "public"."UQ_mis_records_upload_id_row_number"`);
    await queryRunner.query(
      `ALTER TABLE "mis_records" DROP CONSTRAINT "PK_c943ca95bdaebfbe31344827adf"`,
    );
    await queryRunner.query(`ALTER TABLE "mis_records" DROP COLUMN "id"`);
    await queryRunner.query(
      `ALTER TABLE "mis_records" ADD CONSTRAINT "PK_ef2e94d3520ffa25996a4c4ea1f" PRIMARY KEY ("upload_id", "row_number")`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_mis_records_application_id"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_mis_records_application_id" ON "mis_records" ("application_id") WHERE "application_id" IS NOT NULL`,
    );

    await queryRunner.query(`
      CREATE FUNCTION "mis_records_check_references"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        missing text;
      BEGIN
        PERFORM 1 FROM "uploads" WHERE "id" IN (SELECT "upload_id" FROM "new_rows") FOR KEY SHARE;
        PERFORM 1 FROM "lenders" WHERE "id" IN (SELECT "lender_id" FROM "new_rows") FOR KEY SHARE;
        SELECT n."upload_id" INTO missing FROM (SELECT DISTINCT "upload_id" FROM "new_rows") n
         WHERE NOT EXISTS (SELECT 1 FROM "uploads" u WHERE u."id" = n."upload_id") LIMIT 1;
        IF missing IS NOT NULL THEN
          RAISE foreign_key_violation USING
            MESSAGE = format('mis_records: upload %s does not exist', missing),
            CONSTRAINT = 'FK_mis_records_upload_id';
        END IF;
        SELECT n."lender_id" INTO missing FROM (SELECT DISTINCT "lender_id" FROM "new_rows") n
         WHERE NOT EXISTS (SELECT 1 FROM "lenders" l WHERE l."id" = n."lender_id") LIMIT 1;
        IF missing IS NOT NULL THEN
          RAISE foreign_key_violation USING
            MESSAGE = format('mis_records: lender %s does not exist', missing),
            CONSTRAINT = 'FK_mis_records_lender_id';
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "TRG_mis_records_inserted_check_references" AFTER INSERT ON "mis_records"
      REFERENCING NEW TABLE AS "new_rows"
      FOR EACH STATEMENT EXECUTE FUNCTION "mis_records_check_references"()`);
    await queryRunner.query(`
      CREATE TRIGGER "TRG_mis_records_updated_check_references" AFTER UPDATE ON "mis_records"
      REFERENCING NEW TABLE AS "new_rows"
      FOR EACH STATEMENT EXECUTE FUNCTION "mis_records_check_references"()`);

    await queryRunner.query(`
      CREATE FUNCTION "mis_records_delete_with_upload"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        DELETE FROM "mis_records" WHERE "upload_id" = OLD."id";
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "TRG_uploads_deleted_mis_records" AFTER DELETE ON "uploads"
      FOR EACH ROW EXECUTE FUNCTION "mis_records_delete_with_upload"()`);

    await queryRunner.query(`
      CREATE FUNCTION "mis_records_keep_referenced"() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        referenced boolean;
      BEGIN
        IF TG_TABLE_NAME = 'lenders' THEN
          referenced := EXISTS (SELECT 1 FROM "mis_records" WHERE "lender_id" = OLD."id");
        ELSE
          referenced := EXISTS (SELECT 1 FROM "mis_records" WHERE "upload_id" = OLD."id");
        END IF;
        IF referenced THEN
          RAISE foreign_key_violation USING
            MESSAGE = format('%s %s is still referenced from mis_records', TG_TABLE_NAME, OLD."id"),
            CONSTRAINT = CASE TG_TABLE_NAME WHEN 'lenders' THEN 'FK_mis_records_lender_id'
                                            ELSE 'FK_mis_records_upload_id' END;
        END IF;
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "TRG_lenders_deleted_mis_records" AFTER DELETE ON "lenders"
      FOR EACH ROW EXECUTE FUNCTION "mis_records_keep_referenced"()`);
    await queryRunner.query(`
      CREATE TRIGGER "TRG_lenders_key_changed_mis_records" AFTER UPDATE OF "id" ON "lenders"
      FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id")
      EXECUTE FUNCTION "mis_records_keep_referenced"()`);
    await queryRunner.query(`
      CREATE TRIGGER "TRG_uploads_key_changed_mis_records" AFTER UPDATE OF "id" ON "uploads"
      FOR EACH ROW WHEN (OLD."id" IS DISTINCT FROM NEW."id")
      EXECUTE FUNCTION "mis_records_keep_referenced"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "TRG_uploads_key_changed_mis_records" ON "uploads"`);
    await queryRunner.query(`DROP TRIGGER "TRG_lenders_key_changed_mis_records" ON "lenders"`);
    await queryRunner.query(`DROP TRIGGER "TRG_lenders_deleted_mis_records" ON "lenders"`);
    await queryRunner.query(`DROP FUNCTION "mis_records_keep_referenced"()`);
    await queryRunner.query(`DROP TRIGGER "TRG_uploads_deleted_mis_records" ON "uploads"`);
    await queryRunner.query(`DROP FUNCTION "mis_records_delete_with_upload"()`);
    await queryRunner.query(
      `DROP TRIGGER "TRG_mis_records_updated_check_references" ON "mis_records"`,
    );
    await queryRunner.query(
      `DROP TRIGGER "TRG_mis_records_inserted_check_references" ON "mis_records"`,
    );
    await queryRunner.query(`DROP FUNCTION "mis_records_check_references"()`);
    await queryRunner.query(`DROP INDEX "public"."IDX_mis_records_application_id"`);
    await queryRunner.query(
      `CREATE INDEX "IDX_mis_records_application_id" ON "mis_records" ("application_id")`,
    );
    await queryRunner.query(
      `ALTER TABLE "mis_records" DROP CONSTRAINT "PK_ef2e94d3520ffa25996a4c4ea1f"`,
    );
    await queryRunner.query(
      `ALTER TABLE "mis_records" ADD "id" bigint GENERATED BY DEFAULT AS IDENTITY NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "mis_records" ADD CONSTRAINT "PK_c943ca95bdaebfbe31344827adf" PRIMARY KEY ("id")`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_mis_records_upload_id_row_number" ON "mis_records" ("upload_id", "row_number") `,
    );
    await queryRunner.query(
      `ALTER TABLE "mis_records" ADD CONSTRAINT "FK_884ff13724226734e16f8d84595" FOREIGN KEY ("lender_id") REFERENCES "lenders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "mis_records" ADD CONSTRAINT "FK_d2f5d8be9f23c89910436eb4cd9" FOREIGN KEY ("upload_id") REFERENCES "uploads"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }
}
