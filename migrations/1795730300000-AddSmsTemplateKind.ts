import { MigrationInterface, QueryRunner } from 'typeorm';

/** Each SMS template is promotional or service (TRAI's TCCCPR 2018); the ones before are service. */
export class AddSmsTemplateKind1795730300000 implements MigrationInterface {
  name = 'AddSmsTemplateKind1795730300000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "sms_templates" ADD "kind" character varying(12) NOT NULL DEFAULT 'service'`,
    );
    await queryRunner.query(
      `ALTER TABLE "sms_templates" ADD CONSTRAINT "CHK_sms_templates_kind" CHECK ("kind" IN ('promotional','service'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sms_templates" DROP CONSTRAINT "CHK_sms_templates_kind"`);
    await queryRunner.query(`ALTER TABLE "sms_templates" DROP COLUMN "kind"`);
  }
}
