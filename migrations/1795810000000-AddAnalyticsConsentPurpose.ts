import { MigrationInterface, QueryRunner } from 'typeorm';

/** Analytics is a consent purpose of its own, asked unticked on the consent page. */
export class AddAnalyticsConsentPurpose1795810000000 implements MigrationInterface {
  name = 'AddAnalyticsConsentPurpose1795810000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "consent_records" DROP CONSTRAINT "CHK_consent_records_purpose"`,
    );
    await queryRunner.query(
      `ALTER TABLE "consent_records" ADD CONSTRAINT "CHK_consent_records_purpose" CHECK ("purpose" IN ('matching','sms','email','calls','partner_contact','analytics'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DELETE FROM "consent_records" WHERE "purpose" = 'analytics'`);
    await queryRunner.query(
      `ALTER TABLE "consent_records" DROP CONSTRAINT "CHK_consent_records_purpose"`,
    );
    await queryRunner.query(
      `ALTER TABLE "consent_records" ADD CONSTRAINT "CHK_consent_records_purpose" CHECK ("purpose" IN ('matching','sms','email','calls','partner_contact'))`,
    );
  }
}
