import { MigrationInterface, QueryRunner } from 'typeorm';

/** A DLT template id for the Hindi text: each language's text is its own DLT registration. */
export class AddSmsTemplateDltIdHi1795735100000 implements MigrationInterface {
  name = 'AddSmsTemplateDltIdHi1795735100000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "sms_templates" ADD "dlt_template_id_hi" character varying(25)`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sms_templates" DROP COLUMN "dlt_template_id_hi"`);
  }
}
