import { MigrationInterface, QueryRunner } from 'typeorm';

export class AddConsumerJourneyFields1795282263018 implements MigrationInterface {
  name = 'AddConsumerJourneyFields1795282263018';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "users" ADD "ifsc" character varying(11)`);
    await queryRunner.query(
      `ALTER TABLE "help_requests" ADD "attempts" smallint NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(`ALTER TABLE "help_requests" ADD "last_error" text`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "help_requests" DROP COLUMN "last_error"`);
    await queryRunner.query(`ALTER TABLE "help_requests" DROP COLUMN "attempts"`);
    await queryRunner.query(`ALTER TABLE "users" DROP COLUMN "ifsc"`);
  }
}
