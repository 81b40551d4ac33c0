import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tracking links: a visitor's click once per India day, and the link a consumer came through on
 * their prospect application and journey events (sign-ins, hand-offs and disbursals per link).
 */
export class AddTrackingLinkClicks1795674074626 implements MigrationInterface {
  name = 'AddTrackingLinkClicks1795674074626';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "tracking_link_clicks" ("link_id" integer NOT NULL, "day" date NOT NULL, "visitor" character varying(43) NOT NULL, "clicked_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_3cccd1e5a3e4a3618d0761b0293" PRIMARY KEY ("link_id", "day", "visitor"))`,
    );
    await queryRunner.query(`ALTER TABLE "prospect_applications" ADD "tracking_link_id" integer`);
    await queryRunner.query(`ALTER TABLE "journey_events" ADD "tracking_link_id" integer`);
    await queryRunner.query(
      `CREATE INDEX "IDX_prospect_applications_tracking_link_id" ON "prospect_applications" ("tracking_link_id") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_journey_events_tracking_link_id_type" ON "journey_events" ("tracking_link_id", "type") WHERE "tracking_link_id" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "prospect_applications" ADD CONSTRAINT "FK_f694b5d025f2526d406d9e69cf2" FOREIGN KEY ("tracking_link_id") REFERENCES "tracking_links"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "tracking_link_clicks" ADD CONSTRAINT "FK_18c2751e455761fb561ae4c3010" FOREIGN KEY ("link_id") REFERENCES "tracking_links"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "tracking_link_clicks" DROP CONSTRAINT "FK_18c2751e455761fb561ae4c3010"`,
    );
    await queryRunner.query(
      `ALTER TABLE "prospect_applications" DROP CONSTRAINT "FK_f694b5d025f2526d406d9e69cf2"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_journey_events_tracking_link_id_type"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_prospect_applications_tracking_link_id"`);
    await queryRunner.query(`ALTER TABLE "journey_events" DROP COLUMN "tracking_link_id"`);
    await queryRunner.query(`ALTER TABLE "prospect_applications" DROP COLUMN "tracking_link_id"`);
    await queryRunner.query(`DROP TABLE "tracking_link_clicks"`);
  }
}
