import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The internal reports' last joins, as columns: each application carries its prospect
 * application's UTM campaign, and each hand-off its application's product, copied by the triggers
 * that already copy the partner (the app never writes them). A report filtered by campaign, or
 * the hand-offs filtered by product, is then an index range, counted without a join. The
 * applications' product and lender indexes gain the time, so that a product's or a lender's days
 * are counted from the index alone.
 */
export class ReportColumns1795611000000 implements MigrationInterface {
  name = 'ReportColumns1795611000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "applications" ADD "utm_campaign" character varying(255)`);
    await queryRunner.query(`ALTER TABLE "lender_transactions" ADD "product_id" integer`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION applications_partner() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        SELECT p.partner_id, p.utm_campaign INTO NEW.partner_id, NEW.utm_campaign
          FROM prospect_applications p WHERE p.id = NEW.prospect_app_id;
        RETURN NEW;
      END $fn$`);
    await queryRunner.query(`DROP TRIGGER applications_partner ON applications`);
    await queryRunner.query(
      `CREATE TRIGGER applications_partner
         BEFORE INSERT OR UPDATE OF prospect_app_id, partner_id, utm_campaign
         ON applications FOR EACH ROW EXECUTE FUNCTION applications_partner()`,
    );
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION lender_transactions_partner() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        SELECT a.partner_id, a.product_id INTO NEW.partner_id, NEW.product_id
          FROM applications a WHERE a.id = NEW.application_id;
        RETURN NEW;
      END $fn$`);
    await queryRunner.query(`DROP TRIGGER lender_transactions_partner ON lender_transactions`);
    await queryRunner.query(
      `CREATE TRIGGER lender_transactions_partner
         BEFORE INSERT OR UPDATE OF application_id, partner_id, product_id
         ON lender_transactions FOR EACH ROW EXECUTE FUNCTION lender_transactions_partner()`,
    );
    // A prospect application given another partner or campaign passes them on; an application
    // given another product passes it to its hand-offs.
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION prospect_applications_partner() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        UPDATE applications SET partner_id = NEW.partner_id, utm_campaign = NEW.utm_campaign
         WHERE prospect_app_id = NEW.id;
        UPDATE lender_transactions t SET partner_id = NEW.partner_id
          FROM applications a WHERE a.prospect_app_id = NEW.id AND t.application_id = a.id;
        RETURN NULL;
      END $fn$`);
    await queryRunner.query(`DROP TRIGGER prospect_applications_partner ON prospect_applications`);
    await queryRunner.query(
      `CREATE TRIGGER prospect_applications_partner
         AFTER UPDATE OF partner_id, utm_campaign ON prospect_applications FOR EACH ROW
         WHEN (OLD.partner_id IS DISTINCT FROM NEW.partner_id
               OR OLD.utm_campaign IS DISTINCT FROM NEW.utm_campaign)
         EXECUTE FUNCTION prospect_applications_partner()`,
    );
    await queryRunner.query(`
      CREATE FUNCTION applications_product() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        UPDATE lender_transactions SET product_id = NEW.product_id WHERE application_id = NEW.id;
        RETURN NULL;
      END $fn$`);
    await queryRunner.query(
      `CREATE TRIGGER applications_product AFTER UPDATE OF product_id ON applications
         FOR EACH ROW WHEN (OLD.product_id IS DISTINCT FROM NEW.product_id)
         EXECUTE FUNCTION applications_product()`,
    );
    await queryRunner.query(
      `UPDATE applications a SET utm_campaign = p.utm_campaign
         FROM prospect_applications p WHERE p.id = a.prospect_app_id AND p.utm_campaign IS NOT NULL`,
    );
    await queryRunner.query(
      `UPDATE lender_transactions t SET product_id = a.product_id
         FROM applications a WHERE a.id = t.application_id`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_applications_utm_campaign_created_at" ON "applications" ("utm_campaign", "created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_lender_transactions_product_id_created_at" ON "lender_transactions" ("product_id", "created_at") `,
    );
    for (const column of ['product_id', 'lender_id']) {
      await queryRunner.query(
        `CREATE INDEX "IDX_applications_${column}_created_at" ON "applications" ("${column}", "created_at") `,
      );
      await queryRunner.query(`DROP INDEX "public"."IDX_applications_${column}"`);
    }
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    for (const column of ['product_id', 'lender_id']) {
      await queryRunner.query(
        `CREATE INDEX "IDX_applications_${column}" ON "applications" ("${column}") `,
      );
      await queryRunner.query(`DROP INDEX "public"."IDX_applications_${column}_created_at"`);
    }
    await queryRunner.query(`DROP INDEX "public"."IDX_lender_transactions_product_id_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_applications_utm_campaign_created_at"`);
    await queryRunner.query(`DROP TRIGGER applications_product ON applications`);
    await queryRunner.query(`DROP FUNCTION applications_product()`);
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION prospect_applications_partner() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        UPDATE applications SET partner_id = NEW.partner_id WHERE prospect_app_id = NEW.id;
        UPDATE lender_transactions t SET partner_id = NEW.partner_id
          FROM applications a WHERE a.prospect_app_id = NEW.id AND t.application_id = a.id;
        RETURN NULL;
      END $fn$`);
    await queryRunner.query(`DROP TRIGGER prospect_applications_partner ON prospect_applications`);
    await queryRunner.query(
      `CREATE TRIGGER prospect_applications_partner AFTER UPDATE OF partner_id ON prospect_applications
         FOR EACH ROW WHEN (OLD.partner_id IS DISTINCT FROM NEW.partner_id)
         EXECUTE FUNCTION prospect_applications_partner()`,
    );
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION lender_transactions_partner() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        NEW.partner_id := (SELECT a.partner_id FROM applications a WHERE a.id = NEW.application_id);
        RETURN NEW;
      END $fn$`);
    await queryRunner.query(`DROP TRIGGER lender_transactions_partner ON lender_transactions`);
    await queryRunner.query(
      `CREATE TRIGGER lender_transactions_partner BEFORE INSERT OR UPDATE OF application_id, partner_id
         ON lender_transactions FOR EACH ROW EXECUTE FUNCTION lender_transactions_partner()`,
    );
    await queryRunner.query(`
      CREATE OR REPLACE FUNCTION applications_partner() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        NEW.partner_id := (SELECT p.partner_id FROM prospect_applications p
                            WHERE p.id = NEW.prospect_app_id);
        RETURN NEW;
      END $fn$`);
    await queryRunner.query(`DROP TRIGGER applications_partner ON applications`);
    await queryRunner.query(
      `CREATE TRIGGER applications_partner BEFORE INSERT OR UPDATE OF prospect_app_id, partner_id
         ON applications FOR EACH ROW EXECUTE FUNCTION applications_partner()`,
    );
    await queryRunner.query(`ALTER TABLE "lender_transactions" DROP COLUMN "product_id"`);
    await queryRunner.query(`ALTER TABLE "applications" DROP COLUMN "utm_campaign"`);
  }
}
