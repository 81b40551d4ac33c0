import { MigrationInterface, QueryRunner } from 'typeorm';

/** The erasure notices sent to the partner and the lenders the consumer's data went to. */
export class AddErasureNotices1795730100000 implements MigrationInterface {
  name = 'AddErasureNotices1795730100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_deletions" ADD "notices" jsonb`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "customer_deletions" DROP COLUMN "notices"`);
  }
}
