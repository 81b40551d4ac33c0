import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A failed upload no longer blocks the same file: the duplicate check's unique index leaves
 * failed uploads out. (Written by hand: TypeORM does not compare an index's WHERE clause.)
 */
export class AllowUploadAgainAfterFailure1795417625396 implements MigrationInterface {
  name = 'AllowUploadAgainAfterFailure1795417625396';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_uploads_kind_uploaded_by_admin_id_sha256"`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_uploads_kind_uploaded_by_admin_id_sha256" ON "uploads" ("kind", "uploaded_by_admin_id", "sha256") WHERE "status" <> 'failed'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."UQ_uploads_kind_uploaded_by_admin_id_sha256"`);
    // Fails while a file uploaded again after a failure has both uploads: remove one first.
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_uploads_kind_uploaded_by_admin_id_sha256" ON "uploads" ("kind", "uploaded_by_admin_id", "sha256") `,
    );
  }
}
