import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An approved payout keeps its tax lines as worked out then: the TDS section (194H, 206AA or
 * none below the year's threshold) and GST split into CGST + SGST or IGST. Months approved
 * before keep their GST total; their split is unknown and stays 0.
 */
export class AddPayoutTaxLines1795730000000 implements MigrationInterface {
  name = 'AddPayoutTaxLines1795730000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "partner_payouts" ADD "tds_section" character varying(6)`);
    for (const column of ['cgst', 'sgst', 'igst']) {
      await queryRunner.query(
        `ALTER TABLE "partner_payouts" ADD "${column}" numeric(14,2) NOT NULL DEFAULT 0`,
      );
      await queryRunner.query(
        `ALTER TABLE "partner_payouts" ALTER COLUMN "${column}" DROP DEFAULT`,
      );
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['igst', 'sgst', 'cgst', 'tds_section'])
      await queryRunner.query(`ALTER TABLE "partner_payouts" DROP COLUMN "${column}"`);
  }
}
