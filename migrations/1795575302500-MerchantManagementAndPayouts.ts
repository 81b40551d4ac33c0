import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Merchant management and partner payouts: a partner's GSTIN (GST on its payouts),
 * a partner login's password-reset cut-off for its sessions, the partner of a partner-portal audit
 * row, and the approved or paid monthly payout statements.
 */
export class MerchantManagementAndPayouts1795575302500 implements MigrationInterface {
  name = 'MerchantManagementAndPayouts1795575302500';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "partner_payouts" ("partner_id" integer NOT NULL, "month" date NOT NULL, "status" character varying(10) NOT NULL, "cases" integer NOT NULL, "gross" numeric(14,2) NOT NULL, "tds_percent" numeric(5,2) NOT NULL, "tds" numeric(14,2) NOT NULL, "gst_percent" numeric(5,2) NOT NULL, "gst" numeric(14,2) NOT NULL, "net" numeric(14,2) NOT NULL, "gstin" character varying(15), "approved_by" integer NOT NULL, "approved_at" TIMESTAMP WITH TIME ZONE NOT NULL, "payment_reference" character varying(40), "paid_by" integer, "paid_at" TIMESTAMP WITH TIME ZONE, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_partner_payouts_month" CHECK (EXTRACT(DAY FROM "month") = 1), CONSTRAINT "CHK_partner_payouts_status" CHECK ("status" IN ('approved','paid')), CONSTRAINT "PK_fbac1e6a9158cefe5c0bcfff401" PRIMARY KEY ("partner_id", "month"))`,
    );
    await queryRunner.query(`ALTER TABLE "partners" ADD "gstin" character varying(15)`);
    await queryRunner.query(`ALTER TABLE "audit_logs" ADD "partner_id" integer`);
    await queryRunner.query(
      `ALTER TABLE "partner_users" ADD "sessions_valid_after" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(
      `ALTER TABLE "partners" ADD CONSTRAINT "CHK_partners_gstin" CHECK ("gstin" ~ '^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$')`,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_payouts" ADD CONSTRAINT "FK_3100216fe6db2a0d7130c26ffb0" FOREIGN KEY ("partner_id") REFERENCES "partners"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "partner_payouts" DROP CONSTRAINT "FK_3100216fe6db2a0d7130c26ffb0"`,
    );
    await queryRunner.query(`ALTER TABLE "partners" DROP CONSTRAINT "CHK_partners_gstin"`);
    await queryRunner.query(`ALTER TABLE "partner_users" DROP COLUMN "sessions_valid_after"`);
    await queryRunner.query(`ALTER TABLE "audit_logs" DROP COLUMN "partner_id"`);
    await queryRunner.query(`ALTER TABLE "partners" DROP COLUMN "gstin"`);
    await queryRunner.query(`DROP TABLE "partner_payouts"`);
  }
}
