import { currentNotice } from '../../src/modules/consent/consent-notice';
import type { DataSource } from 'typeorm';
import type { TestApp } from './app';
import { bearer, signInConsumer } from './auth';
import { recordBirthDate } from './secrets';

/** Product ids of the reference data migration. */
export const PRODUCT_IDS = { PL: 1, BL: 2, GL: 3, HL: 4, CC: 5, INS: 6 } as const;

/** A birth date (DD/MM/YYYY) making the consumer `age` today: 1 January, `age` years ago. */
export function birthDateForAge(age: number): string {
  const date = `01/01/${new Date().getFullYear() - age}`;
  recordBirthDate(date);
  return date;
}

/** A complete personal-loan form: salaried, 30, ₹45,000 a month, score class 700, ₹2,00,000. */
export function personalForm(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    firstName: 'Asha',
    lastName: 'Verma',
    email: 'asha@example.in',
    birthDate: birthDateForAge(30),
    tin: 'ABCPV1234F',
    gender: 'female',
    employment_status_code: 'salaried',
    employer_name: 'Infosys Ltd',
    salary_mode: 'bank_transfer',
    monthly_income: 45000,
    credit_score_class: '700',
    postal_code: '560034',
    se_loan_amount: 200000,
    ...overrides,
  };
}

export interface SignedInConsumer {
  token: string;
  prospectAppId: string;
  userId: number;
  auth: Record<string, string>;
}

/**
 * Agrees to the consent notice in force as the consent page does: `matching`, and each optional
 * purpose as `choices` say (none unless given).
 */
export async function agreeToNotice(
  t: TestApp,
  auth: Record<string, string>,
  choices: Partial<Record<'sms' | 'email' | 'calls' | 'partner_contact', boolean>> = {},
) {
  await t
    .http()
    .post('/api/consent')
    .set(auth)
    .send({
      version: currentNotice().version,
      sms: false,
      email: false,
      calls: false,
      partner_contact: false,
      ...choices,
    })
    .expect(200);
}

/**
 * A consumer signed in through the OTP flow who agreed to the consent notice in force, as every
 * consumer must before profile writes, offers, KFS and hand-offs; `consent: false` for one who
 * has not yet.
 */
export async function newConsumer(
  t: TestApp,
  { consent = true }: { consent?: boolean } = {},
): Promise<SignedInConsumer> {
  const s = await signInConsumer(t);
  const auth = bearer(s.token);
  if (consent) await agreeToNotice(t, auth);
  return { ...s, auth };
}

/** Chooses a product and saves its form; answers the save's `data` (with `appId`). */
export async function withProfile(
  t: TestApp,
  c: SignedInConsumer,
  form: 'personal' | 'business' | 'gold' | 'housing',
  body: Record<string, unknown>,
) {
  const product = { personal: 'PL', business: 'BL', gold: 'GL', housing: 'HL' }[form] as 'PL';
  await t
    .http()
    .post(`/api/user/${c.prospectAppId}/product`)
    .set(c.auth)
    .send({ productId: PRODUCT_IDS[product] })
    .expect(200);
  const res = await t
    .http()
    .post(`/api/user/${c.prospectAppId}/profile/${form}`)
    .set(c.auth)
    .send(body);
  if (res.status !== 200)
    throw new Error(`profile save: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data as { appId: string; user: Record<string, unknown> };
}

/**
 * Hands the application to `lender` as the consumer app does: the offer's Key Fact Statement is
 * issued and acknowledged first. Asserts `status` and answers the hand-off's response.
 */
export async function handOff(
  t: TestApp,
  c: { auth: Record<string, string> },
  lender: string,
  body: { appId?: string } = {},
  status = 200,
) {
  const kfs = await t
    .http()
    .post('/api/kfs')
    .set(c.auth)
    .send({ lender, language: 'en', ...body })
    .expect(200);
  await t.http().post(`/api/kfs/${kfs.body.id}/acknowledge`).set(c.auth).expect(200);
  return t
    .http()
    .post(`/api/lenders-transaction/${lender}`)
    .set(c.auth)
    .send({ ...body, kfsId: kfs.body.id })
    .expect(status);
}

/**
 * Hands the consumer to the demo health insurer `insurer` (by name) with answers its plan
 * accepts, on consent, as the insurance page does; answers the hand-off.
 */
export async function insuranceHandOff(
  t: TestApp,
  c: { auth: Record<string, string> },
  insurer = 'Arogya Plus Health (demo)',
) {
  const [{ id }] = await t.dataSource.query<{ id: number }[]>(
    `SELECT id FROM insurers WHERE name = $1`,
    [insurer],
  );
  const res = await t
    .http()
    .post(`/api/insurance/transaction/${id}`)
    .set(c.auth)
    .send({ type: 'health', age: 35, cover: 500_000, consent: true })
    .expect(200);
  return res.body as { transactionId: string; insurerId: number; name: string };
}

/**
 * Writes ledger rows under the notice in force as the consent page would, for a consumer made by
 * the factories (who has no session to agree with): `matching` and the purposes given.
 */
export async function ledgerConsent(
  dataSource: DataSource,
  userId: number,
  purposes: Partial<Record<'matching' | 'sms' | 'partner_contact', boolean>> = { matching: true },
) {
  for (const [purpose, granted] of Object.entries(purposes))
    await dataSource.query(
      `INSERT INTO consent_records (user_id, notice_version, purpose, granted, channel)
       VALUES ($1, $2, $3, $4, 'consent_page')`,
      [userId, currentNotice().version, purpose, granted],
    );
}
