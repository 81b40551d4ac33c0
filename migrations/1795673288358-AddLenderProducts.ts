import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Vendors On/Off: the loan products each lender serves (all of them for the lenders there are,
 * so nothing changes until an admin switches one off).
 */
export class AddLenderProducts1795673288358 implements MigrationInterface {
  name = 'AddLenderProducts1795673288358';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "lenders" ADD "serves_pl" smallint NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "lenders" ADD "serves_bl" smallint NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "lenders" ADD "serves_gl" smallint NOT NULL DEFAULT '1'`);
    await queryRunner.query(`ALTER TABLE "lenders" ADD "serves_hl" smallint NOT NULL DEFAULT '1'`);
    await queryRunner.query(
      `ALTER TABLE "lenders" ADD CONSTRAINT "CHK_lenders_serves" CHECK ("serves_pl" IN (0,1) AND "serves_bl" IN (0,1) AND "serves_gl" IN (0,1) AND "serves_hl" IN (0,1))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "lenders" DROP CONSTRAINT "CHK_lenders_serves"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "serves_hl"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "serves_gl"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "serves_bl"`);
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "serves_pl"`);
  }
}
