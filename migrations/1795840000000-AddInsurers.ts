import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Insurers (IRDAI-registered, each with a plan per insurance type it offers) and the consumers'
 * hand-offs to them. A hand-off cites the consent ledger row in which the consumer agreed to share
 * their details with that insurer (purpose `insurance_share`, channel `insurance_hand_off`), and
 * counts as a hand-off of the insurance product in the daily rollup the reports read, summed by
 * a statement-level trigger in the write's own transaction, as lender hand-offs are; the view
 * `hand_offs` lists both kinds for the hand-offs report.
 */
export class AddInsurers1795840000000 implements MigrationInterface {
  name = 'AddInsurers1795840000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "insurers" ("id" SERIAL NOT NULL, "name" character varying(100) NOT NULL, "legal_name" character varying(200) NOT NULL, "irdai_registration" character varying(50) NOT NULL, "claim_settlement_ratio" numeric(5,2), "status" smallint NOT NULL DEFAULT '1', "plans" jsonb NOT NULL DEFAULT '[]', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), "updated_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "UQ_insurers_name" UNIQUE ("name"), CONSTRAINT "CHK_insurers_status" CHECK ("status" IN (0, 1)), CONSTRAINT "PK_insurers" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE TABLE "insurance_transactions" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "user_id" integer NOT NULL, "prospect_app_id" uuid, "partner_id" integer, "merchant_id" integer, "product_id" integer NOT NULL, "insurer_id" integer NOT NULL, "insurance_type" character varying(20) NOT NULL, "consent_record_id" bigint NOT NULL, "key_facts" jsonb NOT NULL, "redirect_url" text NOT NULL, "status" character varying(40) NOT NULL DEFAULT 'redirected', "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_insurance_transactions_type" CHECK ("insurance_type" IN ('health','term_life','motor','two_wheeler')), CONSTRAINT "PK_insurance_transactions" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_insurance_transactions_user_insurer_type" ON "insurance_transactions" ("user_id", "insurer_id", "insurance_type") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_insurance_transactions_created_at" ON "insurance_transactions" ("created_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_insurance_transactions_partner_id_created_at" ON "insurance_transactions" ("partner_id", "created_at") `,
    );
    await queryRunner.query(
      `ALTER TABLE "insurance_transactions" ADD CONSTRAINT "FK_insurance_transactions_user_id" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "insurance_transactions" ADD CONSTRAINT "FK_insurance_transactions_prospect_app_id" FOREIGN KEY ("prospect_app_id") REFERENCES "prospect_applications"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "insurance_transactions" ADD CONSTRAINT "FK_insurance_transactions_insurer_id" FOREIGN KEY ("insurer_id") REFERENCES "insurers"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "insurance_transactions" ADD CONSTRAINT "FK_insurance_transactions_consent_record_id" FOREIGN KEY ("consent_record_id") REFERENCES "consent_records"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );

    await queryRunner.query(
      `ALTER TABLE "consent_records" DROP CONSTRAINT "CHK_consent_records_purpose"`,
    );
    await queryRunner.query(
      `ALTER TABLE "consent_records" ADD CONSTRAINT "CHK_consent_records_purpose" CHECK ("purpose" IN ('matching','sms','email','calls','partner_contact','analytics','insurance_share'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "consent_records" DROP CONSTRAINT "CHK_consent_records_channel"`,
    );
    await queryRunner.query(
      `ALTER TABLE "consent_records" ADD CONSTRAINT "CHK_consent_records_channel" CHECK ("channel" IN ('consent_page','profile','erasure_request','sms_reply','insurance_hand_off'))`,
    );

    const figures = (rows: string, sign: number) => `
      INSERT INTO daily_funnel (day, partner_id, product_id, lender_id, handed_off)
      SELECT india_day(t.created_at), COALESCE(t.partner_id, 0), t.product_id, 0, ${sign} * count(*)
        FROM ${rows} t GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
      ON CONFLICT (day, partner_id, product_id, lender_id)
      DO UPDATE SET handed_off = daily_funnel.handed_off + EXCLUDED.handed_off;`;
    await queryRunner.query(`
      CREATE FUNCTION insurance_transactions_rollup() RETURNS trigger LANGUAGE plpgsql AS $fn$
      BEGIN
        IF TG_OP IN ('UPDATE', 'DELETE') THEN ${figures('old_rows', -1)} END IF;
        IF TG_OP IN ('INSERT', 'UPDATE') THEN ${figures('new_rows', 1)} END IF;
        RETURN NULL;
      END $fn$`);
    await queryRunner.query(
      `CREATE TRIGGER insurance_transactions_rollup_insert AFTER INSERT ON insurance_transactions
         REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT
         EXECUTE FUNCTION insurance_transactions_rollup()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER insurance_transactions_rollup_update AFTER UPDATE ON insurance_transactions
         REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT
         EXECUTE FUNCTION insurance_transactions_rollup()`,
    );
    await queryRunner.query(
      `CREATE TRIGGER insurance_transactions_rollup_delete AFTER DELETE ON insurance_transactions
         REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT
         EXECUTE FUNCTION insurance_transactions_rollup()`,
    );
    // Every hand-off, to a lender or to an insurer: what the back office's hand-offs report lists.
    await queryRunner.query(`
      CREATE VIEW hand_offs AS
        SELECT t.id, t.created_at, t.application_id, NULL::integer AS user_id, t.lender_id,
               NULL::integer AS insurer_id, t.partner_id, t.product_id, t.status
          FROM lender_transactions t
        UNION ALL
        SELECT i.id, i.created_at, NULL::uuid, i.user_id, NULL::integer, i.insurer_id,
               i.partner_id, i.product_id, i.status
          FROM insurance_transactions i`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP VIEW hand_offs`);
    for (const op of ['insert', 'update', 'delete'])
      await queryRunner.query(
        `DROP TRIGGER "insurance_transactions_rollup_${op}" ON "insurance_transactions"`,
      );
    await queryRunner.query(`DROP FUNCTION "insurance_transactions_rollup"()`);
    await queryRunner.query(`DROP TABLE "insurance_transactions"`);
    await queryRunner.query(`DROP TABLE "insurers"`);
    await queryRunner.query(`DELETE FROM "consent_records" WHERE "purpose" = 'insurance_share'`);
    await queryRunner.query(
      `ALTER TABLE "consent_records" DROP CONSTRAINT "CHK_consent_records_channel"`,
    );
    await queryRunner.query(
      `ALTER TABLE "consent_records" ADD CONSTRAINT "CHK_consent_records_channel" CHECK ("channel" IN ('consent_page','profile','erasure_request','sms_reply'))`,
    );
    await queryRunner.query(
      `ALTER TABLE "consent_records" DROP CONSTRAINT "CHK_consent_records_purpose"`,
    );
    await queryRunner.query(
      `ALTER TABLE "consent_records" ADD CONSTRAINT "CHK_consent_records_purpose" CHECK ("purpose" IN ('matching','sms','email','calls','partner_contact','analytics'))`,
    );
  }
}
