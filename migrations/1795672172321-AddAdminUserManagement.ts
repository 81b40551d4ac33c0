import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * User management: invitations (a hashed one-time link), temporary passwords that must be changed
 * at the next sign-in, and a session version that ends an admin's sessions on a disable or a reset.
 */
export class AddAdminUserManagement1795672172321 implements MigrationInterface {
  name = 'AddAdminUserManagement1795672172321';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "admin_users" ADD "must_change_password" boolean NOT NULL DEFAULT false`,
    );
    await queryRunner.query(
      `ALTER TABLE "admin_users" ADD "session_version" integer NOT NULL DEFAULT '0'`,
    );
    await queryRunner.query(`ALTER TABLE "admin_users" ADD "invitation_hash" character(64)`);
    await queryRunner.query(
      `ALTER TABLE "admin_users" ADD "invitation_expires_at" TIMESTAMP WITH TIME ZONE`,
    );
    await queryRunner.query(`ALTER TABLE "admin_users" ALTER COLUMN "password_hash" DROP NOT NULL`);
    await queryRunner.query(
      `CREATE UNIQUE INDEX "UQ_admin_users_invitation_hash" ON "admin_users" ("invitation_hash") WHERE "invitation_hash" IS NOT NULL`,
    );
    await queryRunner.query(
      `ALTER TABLE "admin_users" ADD CONSTRAINT "CHK_admin_users_invitation" CHECK (("invitation_hash" IS NULL) = ("invitation_expires_at" IS NULL))`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "admin_users" DROP CONSTRAINT "CHK_admin_users_invitation"`,
    );
    await queryRunner.query(`DROP INDEX "public"."UQ_admin_users_invitation_hash"`);
    await queryRunner.query(`ALTER TABLE "admin_users" ALTER COLUMN "password_hash" SET NOT NULL`);
    await queryRunner.query(`ALTER TABLE "admin_users" DROP COLUMN "invitation_expires_at"`);
    await queryRunner.query(`ALTER TABLE "admin_users" DROP COLUMN "invitation_hash"`);
    await queryRunner.query(`ALTER TABLE "admin_users" DROP COLUMN "session_version"`);
    await queryRunner.query(`ALTER TABLE "admin_users" DROP COLUMN "must_change_password"`);
  }
}
