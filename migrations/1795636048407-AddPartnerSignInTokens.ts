import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The partners' `/auth` sign-in tokens that were used: one row per signing key and
 * token id until the token expires, so that no token signs anyone in twice.
 */
export class AddPartnerSignInTokens1795636048407 implements MigrationInterface {
  name = 'AddPartnerSignInTokens1795636048407';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "partner_sign_in_tokens" ("key_id" integer NOT NULL, "jti" character varying(64) NOT NULL, "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "used_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_33a8211f2926a6b6277de5d5e66" PRIMARY KEY ("key_id", "jti"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_partner_sign_in_tokens_expires_at" ON "partner_sign_in_tokens" ("expires_at") `,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_partner_sign_in_tokens_expires_at"`);
    await queryRunner.query(`DROP TABLE "partner_sign_in_tokens"`);
  }
}
