import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Key Fact Statements: one per offer, language and validity, shown and acknowledged
 * before a hand-off. A trigger keeps each as it was shown: only the acknowledgement and the
 * hand-off may be written later, once each. Lenders gain their grievance officer, printed on the
 * KFS. The trigger is written by hand: TypeORM does not generate triggers.
 */
export class AddKeyFactStatements1795650184818 implements MigrationInterface {
  name = 'AddKeyFactStatements1795650184818';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "key_fact_statements" ("id" uuid NOT NULL DEFAULT gen_random_uuid(), "number" character varying(12) NOT NULL, "application_id" uuid NOT NULL, "lender_id" integer NOT NULL, "language" character varying(2) NOT NULL, "content" jsonb NOT NULL, "content_sha256" character(64) NOT NULL, "valid_until" TIMESTAMP WITH TIME ZONE NOT NULL, "acknowledged_at" TIMESTAMP WITH TIME ZONE, "lender_transaction_id" uuid, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "CHK_key_fact_statements_language" CHECK ("language" IN ('en','hi')), CONSTRAINT "PK_7265981055f310ea3d723cc308e" PRIMARY KEY ("id"))`,
    );
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_key_fact_statements_number" ON "key_fact_statements" ("number") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_key_fact_statements_application_lender" ON "key_fact_statements" ("application_id", "lender_id") `,
    );
    await queryRunner.query(`ALTER TABLE "lenders" ADD "grievance_officer" character varying(255)`);
    await queryRunner.query(
      `ALTER TABLE "key_fact_statements" ADD CONSTRAINT "FK_9a6879ff5126a7a22a57a8e66e0" FOREIGN KEY ("application_id") REFERENCES "applications"("id") ON DELETE CASCADE ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "key_fact_statements" ADD CONSTRAINT "FK_800eda1b9a03b63ce11b60cbb2a" FOREIGN KEY ("lender_id") REFERENCES "lenders"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(`
          CREATE FUNCTION "key_fact_statement_kept"() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            IF NEW.number IS DISTINCT FROM OLD.number
               OR NEW.application_id IS DISTINCT FROM OLD.application_id
               OR NEW.lender_id IS DISTINCT FROM OLD.lender_id
               OR NEW.language IS DISTINCT FROM OLD.language
               OR NEW.content IS DISTINCT FROM OLD.content
               OR NEW.content_sha256 IS DISTINCT FROM OLD.content_sha256
               OR NEW.valid_until IS DISTINCT FROM OLD.valid_until
               OR NEW.created_at IS DISTINCT FROM OLD.created_at
               OR (OLD.acknowledged_at IS NOT NULL
                   AND NEW.acknowledged_at IS DISTINCT FROM OLD.acknowledged_at)
               OR (OLD.lender_transaction_id IS NOT NULL
                   AND NEW.lender_transaction_id IS DISTINCT FROM OLD.lender_transaction_id) THEN
              RAISE EXCEPTION 'A Key Fact Statement is kept as it was shown' USING ERRCODE = '23514';
            END IF;
            RETURN NEW;
          END $$`);
    await queryRunner.query(
      `CREATE TRIGGER "key_fact_statements_kept" BEFORE UPDATE ON "key_fact_statements" FOR EACH ROW EXECUTE FUNCTION "key_fact_statement_kept"()`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "key_fact_statements_kept" ON "key_fact_statements"`);
    await queryRunner.query(`DROP FUNCTION "key_fact_statement_kept"()`);
    await queryRunner.query(
      `ALTER TABLE "key_fact_statements" DROP CONSTRAINT "FK_800eda1b9a03b63ce11b60cbb2a"`,
    );
    await queryRunner.query(
      `ALTER TABLE "key_fact_statements" DROP CONSTRAINT "FK_9a6879ff5126a7a22a57a8e66e0"`,
    );
    await queryRunner.query(`ALTER TABLE "lenders" DROP COLUMN "grievance_officer"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_key_fact_statements_application_lender"`);
    await queryRunner.query(`DROP INDEX "public"."UQ_key_fact_statements_number"`);
    await queryRunner.query(`DROP TABLE "key_fact_statements"`);
  }
}
