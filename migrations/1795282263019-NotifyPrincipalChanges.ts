import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Tells every app instance, through NOTIFY on `cm_principal_changes`, when a token is revoked or a
 * consumer is deleted, so instances may remember recent consumer-token checks and still refuse a
 * revoked token or a deleted consumer at once (src/modules/auth/principal-cache.service.ts).
 * Triggers, not app code, so that every writer (logout, customer-data deletion, manual SQL) is
 * covered. Written by hand: TypeORM does not generate triggers.
 */
export class NotifyPrincipalChanges1795282263019 implements MigrationInterface {
  name = 'NotifyPrincipalChanges1795282263019';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE FUNCTION "notify_token_revoked"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('cm_principal_changes', 'token:' || NEW."jti");
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "TRG_revoked_tokens_notify" AFTER INSERT ON "revoked_tokens"
      FOR EACH ROW EXECUTE FUNCTION "notify_token_revoked"()`);
    await queryRunner.query(`
      CREATE FUNCTION "notify_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM pg_notify('cm_principal_changes', 'user:' || OLD."id");
        RETURN NULL;
      END $$`);
    await queryRunner.query(`
      CREATE TRIGGER "TRG_users_notify" AFTER UPDATE OF "deleted_at", "id" OR DELETE ON "users"
      FOR EACH ROW EXECUTE FUNCTION "notify_user_changed"()`);
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`DROP TRIGGER "TRG_users_notify" ON "users"`);
    await queryRunner.query(`DROP FUNCTION "notify_user_changed"()`);
    await queryRunner.query(`DROP TRIGGER "TRG_revoked_tokens_notify" ON "revoked_tokens"`);
    await queryRunner.query(`DROP FUNCTION "notify_token_revoked"()`);
  }
}
