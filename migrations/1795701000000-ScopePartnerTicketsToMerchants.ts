import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A ticket raised by a merchant's login belongs to that merchant (`merchant_id`), so another
 * merchant's login of the partner never reaches it; the partner's own login reaches them all.
 * Tickets already raised by a merchant's login take its merchant; those an admin raised while
 * acting as the partner stay the partner's. A merchant with portal logins can no longer be
 * deleted from under them: SET NULL would have turned a merchant's login into the partner's.
 */
export class ScopePartnerTicketsToMerchants1795701000000 implements MigrationInterface {
  name = 'ScopePartnerTicketsToMerchants1795701000000';

  public async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`ALTER TABLE "partner_tickets" ADD "merchant_id" integer`);
    await queryRunner.query(
      `UPDATE "partner_tickets" t SET "merchant_id" = u."merchant_id"
         FROM "partner_users" u WHERE u."id" = t."partner_user_id"`,
    );
    await queryRunner.query(
      `CREATE INDEX "IDX_partner_tickets_merchant_id" ON "partner_tickets" ("merchant_id") `,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_tickets" ADD CONSTRAINT "FK_4c0e68a0c75eb620177ca458b7f" FOREIGN KEY ("merchant_id") REFERENCES "merchants"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_users" DROP CONSTRAINT "FK_78b95ad044175398e5165c717ea"`,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_users" ADD CONSTRAINT "FK_78b95ad044175398e5165c717ea" FOREIGN KEY ("merchant_id") REFERENCES "merchants"("id") ON DELETE RESTRICT ON UPDATE NO ACTION`,
    );
  }

  public async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(
      `ALTER TABLE "partner_users" DROP CONSTRAINT "FK_78b95ad044175398e5165c717ea"`,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_users" ADD CONSTRAINT "FK_78b95ad044175398e5165c717ea" FOREIGN KEY ("merchant_id") REFERENCES "merchants"("id") ON DELETE SET NULL ON UPDATE NO ACTION`,
    );
    await queryRunner.query(
      `ALTER TABLE "partner_tickets" DROP CONSTRAINT "FK_4c0e68a0c75eb620177ca458b7f"`,
    );
    await queryRunner.query(`DROP INDEX "public"."IDX_partner_tickets_merchant_id"`);
    await queryRunner.query(`ALTER TABLE "partner_tickets" DROP COLUMN "merchant_id"`);
  }
}
