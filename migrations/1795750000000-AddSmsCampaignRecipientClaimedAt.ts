import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * When a worker claimed a campaign recipient (`sending`): the claim is taken back only once it has
 * expired, never while the worker holding it may still be sending.
 */
export class AddSmsCampaignRecipientClaimedAt1795750000000 implements MigrationInterface {
  name = 'AddSmsCampaignRecipientClaimedAt1795750000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "sms_campaign_recipients" ADD "claimed_at" TIMESTAMP WITH TIME ZONE`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "sms_campaign_recipients" DROP COLUMN "claimed_at"`);
  }
}
