import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Anonymous cookies sessions get a row each, so that starting new ones can be limited per address
 * and in total. Sessions already holding values are carried over, with no address.
 */
export class AddAnonymousSessions1795417983213 implements MigrationInterface {
  name = 'AddAnonymousSessions1795417983213';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `CREATE TABLE "anonymous_sessions" ("session_key" character varying(128) NOT NULL, "ip_key" character varying(45), "expires_at" TIMESTAMP WITH TIME ZONE NOT NULL, "created_at" TIMESTAMP WITH TIME ZONE NOT NULL DEFAULT now(), CONSTRAINT "PK_d70ea6f5c1319b7a6c1dbfe1480" PRIMARY KEY ("session_key"))`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_anonymous_sessions_expires_at" ON "anonymous_sessions" ("expires_at") `,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_anonymous_sessions_ip_key_created_at" ON "anonymous_sessions" ("ip_key", "created_at") `,
    );
    await queryRunner.query(
      `INSERT INTO "anonymous_sessions" ("session_key", "expires_at", "created_at") SELECT "session_key", max("expires_at"), min("created_at") FROM "session_cookies" WHERE "session_key" LIKE 'anon:%' GROUP BY "session_key"`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP INDEX "public"."IDX_anonymous_sessions_ip_key_created_at"`);
    await queryRunner.query(`DROP INDEX "public"."IDX_anonymous_sessions_expires_at"`);
    await queryRunner.query(`DROP TABLE "anonymous_sessions"`);
  }
}
