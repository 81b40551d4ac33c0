import { MigrationInterface, QueryRunner } from 'typeorm';

/** Dormant accounts: the notice 48 hours before their erasure, and erasure for dormancy. */
export class AddDormancyNotices1795810200000 implements MigrationInterface {
  name = 'AddDormancyNotices1795810200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "dormancy_notices" ("user_id" integer NOT NULL, "noticed_at" TIMESTAMP WITH TIME ZONE NOT NULL, "erase_after" TIMESTAMP WITH TIME ZONE NOT NULL, "message_id" character varying(100), "failure" character varying(200), CONSTRAINT "PK_dormancy_notices" PRIMARY KEY ("user_id"))`,
    );
    await queryRunner.query(
      `ALTER TABLE "dormancy_notices" ADD CONSTRAINT "FK_dormancy_notices_user" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "customer_deletions" DROP CONSTRAINT "CHK_customer_deletions_requested_by"`,
    );
    await queryRunner.query(
      `ALTER TABLE "customer_deletions" ADD CONSTRAINT "CHK_customer_deletions_requested_by" CHECK ("requested_by" IN ('consumer','admin','dormancy'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "customer_deletions" DROP CONSTRAINT "CHK_customer_deletions_requested_by"`,
    );
    await queryRunner.query(
      `UPDATE "customer_deletions" SET "requested_by" = 'admin' WHERE "requested_by" = 'dormancy'`,
    );
    await queryRunner.query(
      `ALTER TABLE "customer_deletions" ADD CONSTRAINT "CHK_customer_deletions_requested_by" CHECK ("requested_by" IN ('consumer','admin'))`,
    );
    await queryRunner.query(`DROP TABLE "dormancy_notices"`);
  }
}
