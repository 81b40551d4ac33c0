import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Partner logins end their earlier sessions by a session version carried in tokens (`sv`), as
 * admins do, instead of a whole-second cut-off that let a token of the same second survive. A
 * login that had a cut-off starts at version 1: every token it holds (none carries `sv`) ends, so
 * none that the cut-off refused comes back; its holder signs in again.
 */
export class AddPartnerSessionVersion1795686830945 implements MigrationInterface {
  name = 'AddPartnerSessionVersion1795686830945';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "partner_users" ADD "session_version" integer NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(
      `UPDATE "partner_users" SET "session_version" = 1 WHERE "sessions_valid_after" IS NOT NULL`,
    );
    await queryRunner.query(`ALTER TABLE "partner_users" DROP COLUMN "sessions_valid_after"`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "partner_users" ADD "sessions_valid_after" TIMESTAMP WITH TIME ZONE`,
    );
    // Every session of a login whose version moved ends at the rollback.
    await queryRunner.query(
      `UPDATE "partner_users" SET "sessions_valid_after" = now() WHERE "session_version" > 0`,
    );
    await queryRunner.query(`ALTER TABLE "partner_users" DROP COLUMN "session_version"`);
  }
}
