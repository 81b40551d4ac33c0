import { MigrationInterface, QueryRunner } from 'typeorm';

/** An opt-out replied to a text (STOP) is a consent ledger row of its own channel. */
export class AddSmsReplyConsentChannel1795730200000 implements MigrationInterface {
  name = 'AddSmsReplyConsentChannel1795730200000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "consent_records" DROP CONSTRAINT "CHK_consent_records_channel"`,
    );
    await queryRunner.query(
      `ALTER TABLE "consent_records" ADD CONSTRAINT "CHK_consent_records_channel" CHECK ("channel" IN ('consent_page','profile','erasure_request','sms_reply'))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "consent_records" DROP CONSTRAINT "CHK_consent_records_channel"`,
    );
    await queryRunner.query(
      `ALTER TABLE "consent_records" ADD CONSTRAINT "CHK_consent_records_channel" CHECK ("channel" IN ('consent_page','profile','erasure_request'))`,
    );
  }
}
