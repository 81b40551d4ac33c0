import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Erasure: who asked (the consumer or an admin), who carried it out, a keyed hash of the
 * mobile, and what was kept with its reason; one open request per consumer.
 */
export class ErasureRecords1795646952008 implements MigrationInterface {
  name = 'ErasureRecords1795646952008';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "customer_deletions" ADD "requested_by" character varying(10) NOT NULL DEFAULT 'admin'`,
    );
    await queryRunner.query(`ALTER TABLE "customer_deletions" ADD "erased_by_admin_id" integer`);
    await queryRunner.query(`ALTER TABLE "customer_deletions" ADD "phone_hash" character(64)`);
    await queryRunner.query(`ALTER TABLE "customer_deletions" ADD "kept" jsonb`);
    await queryRunner.query(
      `CREATE INDEX "IDX_customer_deletions_phone_hash" ON "customer_deletions" ("phone_hash") `,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_customer_deletions_open_request" ON "customer_deletions" ("user_id") WHERE "status" = 'requested'`,
    );
    await queryRunner.query(
      `ALTER TABLE "customer_deletions" ADD CONSTRAINT "CHK_customer_deletions_requested_by" CHECK ("requested_by" IN ('consumer','admin'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "customer_deletions" ADD CONSTRAINT "FK_04f40d9b5ee6b70b0f62961a0e0" FOREIGN KEY ("erased_by_admin_id") REFERENCES "admin_users"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    // An erased account keeps its row (the records kept point at it) but not its number.
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "phone_number" DROP NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_phone_number_live" CHECK ("phone_number" IS NOT NULL OR "deleted_at" IS NOT NULL)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_phone_number_live"`);
    // Erased accounts get a placeholder number (their id), never a real one.
    await queryRunner.query(
      `UPDATE "users" SET "phone_number" = lpad("id"::text, 10, '0') WHERE "phone_number" IS NULL`,
    );
    await queryRunner.query(`ALTER TABLE "users" ALTER COLUMN "phone_number" SET NOT NULL`);
    await queryRunner.query(
      `ALTER TABLE "customer_deletions" DROP CONSTRAINT "FK_04f40d9b5ee6b70b0f62961a0e0"`,
    );
    await queryRunner.query(
      `ALTER TABLE "customer_deletions" DROP CONSTRAINT "CHK_customer_deletions_requested_by"`,
    );
    await queryRunner.query(`DROP INDEX "public"."UQ_customer_deletions_open_request"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_customer_deletions_phone_hash"`);
    await queryRunner.query(`ALTER TABLE "customer_deletions" DROP COLUMN "kept"`);
    await queryRunner.query(`ALTER TABLE "customer_deletions" DROP COLUMN "phone_hash"`);
    await queryRunner.query(`ALTER TABLE "customer_deletions" DROP COLUMN "erased_by_admin_id"`);
    await queryRunner.query(`ALTER TABLE "customer_deletions" DROP COLUMN "requested_by"`);
  }
}
