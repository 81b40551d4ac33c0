import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddUploadSummaryAndCardKind1795282489561 implements MigrationInterface {
  name = 'AddUploadSummaryAndCardKind1795282489561';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "uploads" ADD "summary" jsonb`);
    // TypeORM does not diff CHECK constraints: the credit-card bulk upload is a new kind.
    await queryRunner.query(`ALTER TABLE "uploads" DROP CONSTRAINT "CHK_uploads_kind"`);
    await queryRunner.query(
      `ALTER TABLE "uploads" ADD CONSTRAINT "CHK_uploads_kind" CHECK ("kind" IN ('application_status','commission','mis','credit_cards'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "uploads" WHERE "kind" = 'credit_cards'`);
    await queryRunner.query(`ALTER TABLE "uploads" DROP CONSTRAINT "CHK_uploads_kind"`);
    await queryRunner.query(
      `ALTER TABLE "uploads" ADD CONSTRAINT "CHK_uploads_kind" CHECK ("kind" IN ('application_status','commission','mis'))`,
    );
    await queryRunner.query(`ALTER TABLE "uploads" DROP COLUMN "summary"`);
  }
}
