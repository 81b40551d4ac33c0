import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A partner's lead no longer creates or names a consumer: it is held (`received`) under a keyed
 * hash of the mobile, and attributes the consumer only when that mobile first signs in by OTP
 * (`attributed`). Earlier leads keep what they did: a created consumer's lead is `attributed`,
 * the others `received` (without a mobile hash, so they attribute no one later).
 */
export class HoldPartnerLeadsUntilSignIn1795700100000 implements MigrationInterface {
  name = 'HoldPartnerLeadsUntilSignIn1795700100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "partner_leads" DROP CONSTRAINT "CHK_partner_leads_outcome"`,
    );
    await queryRunner.query(
      `UPDATE "partner_leads" SET "outcome" = CASE "outcome" WHEN 'created' THEN 'attributed' ELSE 'received' END`,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_leads" ADD CONSTRAINT "CHK_partner_leads_outcome" CHECK ("outcome" IN ('received','attributed'))`,
    );
    await queryRunner.query(`ALTER TABLE "partner_leads" ADD "mobile_hash" character(64)`);
    await queryRunner.query(
      `CREATE INDEX "IDX_partner_leads_mobile_hash_created_at" ON "partner_leads" ("mobile_hash", "created_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_partner_leads_mobile_hash_created_at"`);
    await queryRunner.query(`ALTER TABLE "partner_leads" DROP COLUMN "mobile_hash"`);
    await queryRunner.query(
      `ALTER TABLE "partner_leads" DROP CONSTRAINT "CHK_partner_leads_outcome"`,
    );
    await queryRunner.query(
      `UPDATE "partner_leads" SET "outcome" = CASE "outcome" WHEN 'attributed' THEN 'created' ELSE 'existing_customer' END`,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_leads" ADD CONSTRAINT "CHK_partner_leads_outcome" CHECK ("outcome" IN ('created','existing_customer','opted_out'))`,
    );
  }
}
