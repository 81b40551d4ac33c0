import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A status file's batch asks for the last applied webhook of each of its applications (a lender's
 * own word wins over its file); without this index that read scans every webhook ever received.
 */
export class IndexAppliedWebhooksByApplication1795900000500 implements MigrationInterface {
  name = 'IndexAppliedWebhooksByApplication1795900000500';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE INDEX "IDX_lender_webhook_events_application_id_received_at" ON "lender_webhook_events" ("application_id", "received_at") WHERE "outcome" = 'applied'`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `DROP INDEX "public"."IDX_lender_webhook_events_application_id_received_at"`,
    );
  }
}
