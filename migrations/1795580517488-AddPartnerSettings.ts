import { MigrationInterface, QueryRunner } from 'typeorm';

/** A partner's own contact, PAN and payout bank details (the portal's Settings). */
export class AddPartnerSettings1795580517488 implements MigrationInterface {
  name = 'AddPartnerSettings1795580517488';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "partners" ADD "contact_name" character varying(100)`);
    await queryRunner.query(`ALTER TABLE "partners" ADD "contact_email" character varying(254)`);
    await queryRunner.query(`ALTER TABLE "partners" ADD "contact_phone" character varying(10)`);
    await queryRunner.query(`ALTER TABLE "partners" ADD "pan" character varying(10)`);
    await queryRunner.query(
      `ALTER TABLE "partners" ADD "bank_account_name" character varying(100)`,
    );
    await queryRunner.query(
      `ALTER TABLE "partners" ADD "bank_account_number" character varying(18)`,
    );
    await queryRunner.query(`ALTER TABLE "partners" ADD "bank_ifsc" character varying(11)`);
    await queryRunner.query(
      `ALTER TABLE "partners" ADD CONSTRAINT "CHK_partners_pan" CHECK ("pan" ~ '^[A-Z]{5}[0-9]{4}[A-Z]$')`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "partners" DROP CONSTRAINT "CHK_partners_pan"`);
    await queryRunner.query(`ALTER TABLE "partners" DROP COLUMN "bank_ifsc"`);
    await queryRunner.query(`ALTER TABLE "partners" DROP COLUMN "bank_account_number"`);
    await queryRunner.query(`ALTER TABLE "partners" DROP COLUMN "bank_account_name"`);
    await queryRunner.query(`ALTER TABLE "partners" DROP COLUMN "pan"`);
    await queryRunner.query(`ALTER TABLE "partners" DROP COLUMN "contact_phone"`);
    await queryRunner.query(`ALTER TABLE "partners" DROP COLUMN "contact_email"`);
    await queryRunner.query(`ALTER TABLE "partners" DROP COLUMN "contact_name"`);
  }
}
