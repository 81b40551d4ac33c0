import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Structured pricing and legal details per lender (what an offer's all-in APR and its KFS are
 * computed from), and the bank holidays a KFS's validity of 3 working days skips. The annual
 * rates start as the monthly "PR" × 12 where one was set; the national holidays with fixed dates
 * are entered for 2026 and 2027, the rest by the admin or the seed.
 */
export class AddLenderPricingAndBankHolidays1795710000000 implements MigrationInterface {
  name = 'AddLenderPricingAndBankHolidays1795710000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "bank_holidays" ("day" date NOT NULL, "name" character varying(100) NOT NULL, CONSTRAINT "PK_7c54b923cd30dab507de16fd200" PRIMARY KEY ("day"))`,
    );
    await queryRunner.query(`ALTER TABLE "lenders" ADD "legal_name" character varying(200)`);
    await queryRunner.query(`ALTER TABLE "lenders" ADD "rbi_registration" character varying(60)`);
    await queryRunner.query(`ALTER TABLE "lenders" ADD "interest_min" numeric(6,2)`);
    await queryRunner.query(`ALTER TABLE "lenders" ADD "interest_max" numeric(6,2)`);
    await queryRunner.query(`ALTER TABLE "lenders" ADD "fee_percent" numeric(5,2)`);
    await queryRunner.query(`ALTER TABLE "lenders" ADD "fee_min" numeric(14,2)`);
    await queryRunner.query(`ALTER TABLE "lenders" ADD "fee_max" numeric(14,2)`);
    await queryRunner.query(`ALTER TABLE "lenders" ADD "fee_flat" numeric(14,2)`);
    await queryRunner.query(`ALTER TABLE "lenders" ADD "other_charges" numeric(14,2)`);
    await queryRunner.query(
      `ALTER TABLE "lenders" ADD "gst_percent" numeric(5,2) NOT NULL DEFAULT '18'`,
    );
    await queryRunner.query(`ALTER TABLE "lenders" ADD "penal_charges" text`);
    await queryRunner.query(`ALTER TABLE "lenders" ADD "penal_charges_hi" text`);
    await queryRunner.query(`ALTER TABLE "lenders" ADD "penal_rate" numeric(5,2)`);
    await queryRunner.query(`ALTER TABLE "lenders" ADD "foreclosure_charges" text`);
    await queryRunner.query(`ALTER TABLE "lenders" ADD "foreclosure_charges_hi" text`);
    await queryRunner.query(`ALTER TABLE "lenders" ADD "cooling_off_days" smallint`);
    await queryRunner.query(`ALTER TABLE "lenders" ADD "grievance_name" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "lenders" ADD "grievance_phone" character varying(20)`);
    await queryRunner.query(`ALTER TABLE "lenders" ADD "grievance_email" character varying(254)`);
    await queryRunner.query(`ALTER TABLE "lenders" ADD "recovery_policy_url" text`);
    await queryRunner.query(
      `ALTER TABLE "lenders" ADD CONSTRAINT "CHK_lenders_cooling_off_days" CHECK ("cooling_off_days" >= 0)`,
    );
    await queryRunner.query(
      `UPDATE "lenders" SET "interest_min" = round("apr_min" * 12, 2), "interest_max" = round("apr_max" * 12, 2) WHERE "apr_min" < 80 AND "apr_max" < 80`,
    );
    await queryRunner.query(
      `INSERT INTO "bank_holidays" ("day", "name") VALUES
        ('2026-01-26', 'Republic Day'), ('2026-08-15', 'Independence Day'),
        ('2026-10-02', 'Gandhi Jayanti'), ('2026-12-25', 'Christmas'),
        ('2027-01-26', 'Republic Day'), ('2027-08-15', 'Independence Day'),
        ('2027-10-02', 'Gandhi Jayanti'), ('2027-12-25', 'Christmas')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "lenders" DROP CONSTRAINT "CHK_lenders_cooling_off_days"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "recovery_policy_url"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "grievance_email"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "grievance_phone"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "grievance_name"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "cooling_off_days"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "foreclosure_charges_hi"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "foreclosure_charges"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "penal_rate"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "penal_charges_hi"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "penal_charges"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "gst_percent"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "other_charges"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "fee_flat"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "fee_max"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "fee_min"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "fee_percent"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "interest_max"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "interest_min"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "rbi_registration"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "legal_name"`);
    await queryRunner.query(`DROP TABLE "bank_holidays"`);
  }
}
