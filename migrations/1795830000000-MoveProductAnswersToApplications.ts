import { MigrationInterface, QueryRunner } from 'typeorm';

/** The answers a product's form gives, with their column types (same names on both tables). */
const ANSWERS: [string, string][] = [
  ['employment_status_code', 'character varying(60)'],
  ['employer_name', 'character varying(150)'],
  ['officepincode', 'character varying(6)'],
  ['monthly_income', 'numeric(14,2)'],
  ['ifsc', 'character varying(11)'],
  ['salary_mode', 'character varying(60)'],
  ['monthly_rent', 'numeric(14,2)'],
  ['educational_level', 'character varying(60)'],
  ['emi', 'numeric(14,2)'],
  ['prefer_net_banking', 'smallint'],
  ['business_registration_type', 'character varying(60)'],
  ['business_account', 'smallint'],
  ['business_current_turnover', 'character varying(60)'],
  ['business_years', 'character varying(60)'],
  ['credit_score_class', 'character varying(60)'],
];
const FLAGS = ['prefer_net_banking', 'business_account'];
const COMPLETION = {
  PL: 'pl_completed',
  BL: 'bl_completed',
  GL: 'gl_completed',
  HL: 'hl_completed',
};

/**
 * Each product's answers (employment or business details, income, amount, tenure) move from the
 * consumer's one profile, which every product's form overwrote, onto that product's
 * application; the consumer keeps their identity only. The answers held now are copied onto
 * every application of a product whose form the consumer completed (the best record there is
 * of what that product was asked), the desired amount only where the application has none.
 */
export class MoveProductAnswersToApplications1795830000000 implements MigrationInterface {
  name = 'MoveProductAnswersToApplications1795830000000';

  public async up(q: QueryRunner): Promise<void> {
    for (const [column, type] of ANSWERS)
      await q.query(`ALTER TABLE "applications" ADD "${column}" ${type}`);
    for (const flag of FLAGS)
      await q.query(
        `ALTER TABLE "applications" ADD CONSTRAINT "CHK_applications_${flag}" CHECK ("${flag}" IN (0,1))`,
      );
    const set = ANSWERS.map(([c]) => `"${c}" = u."${c}"`).join(', ');
    const completed = Object.entries(COMPLETION)
      .map(([code, flag]) => `(p."code" = '${code}' AND u."${flag}" = 1)`)
      .join(' OR ');
    await q.query(
      `UPDATE "applications" a
          SET ${set}, "desired_amount" = coalesce(a."desired_amount", u."se_loan_amount")
         FROM "users" u, "products" p
        WHERE u."id" = a."user_id" AND p."id" = a."product_id" AND (${completed})`,
    );
    for (const flag of FLAGS)
      await q.query(`ALTER TABLE "users" DROP CONSTRAINT "CHK_users_${flag}"`);
    for (const [column] of [...ANSWERS, ['se_loan_amount']])
      await q.query(`ALTER TABLE "users" DROP COLUMN "${column}"`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const [column, type] of [...ANSWERS, ['se_loan_amount', 'numeric(14,2)']])
      await q.query(`ALTER TABLE "users" ADD "${column}" ${type}`);
    for (const flag of FLAGS)
      await q.query(
        `ALTER TABLE "users" ADD CONSTRAINT "CHK_users_${flag}" CHECK ("${flag}" IN (0,1))`,
      );
    // The application in progress speaks for the consumer, as the one profile did.
    const set = ANSWERS.map(([c]) => `"${c}" = a."${c}"`).join(', ');
    await q.query(
      `UPDATE "users" u SET ${set}, "se_loan_amount" = a."desired_amount"
         FROM "applications" a WHERE a."id" = u."inflight_credit_app_id"`,
    );
    for (const flag of FLAGS)
      await q.query(`ALTER TABLE "applications" DROP CONSTRAINT "CHK_applications_${flag}"`);
    for (const [column] of ANSWERS)
      await q.query(`ALTER TABLE "applications" DROP COLUMN "${column}"`);
  }
}
