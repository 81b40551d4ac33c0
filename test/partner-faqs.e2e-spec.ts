import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPartnerUser } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, partnerToken } from './utils/auth';

/** The portal's FAQs: written by role-1 admins in English and Hindi, searched by partners. */
describe('partner FAQs', () => {
  let t: TestApp;
  let partner: string;
  let admin: string;

  const faqs = (query: Record<string, string>) =>
    t.http().get('/api/partner/faqs').query(query).set(bearer(partner));
  const questions = (body: { data: { question_en: string }[] }) =>
    body.data.map((f) => f.question_en);

  beforeAll(async () => {
    t = await createTestApp();
    partner = (await partnerToken(t, await createPartnerUser(t.dataSource))).token;
    admin = (await adminToken(t, 1)).token;
  });
  afterAll(() => t?.close());

  it('lists the starter questions by audience, searched in English and Hindi', async () => {
    // In their order (other test files may add questions: the database is shared).
    const dsa = questions((await faqs({ audience: 'dsa' }).expect(200)).body);
    const starters = ['When is my payout paid?', 'Why is TDS deducted from my payout?'];
    expect(dsa.filter((q) => starters.includes(q))).toEqual(starters);
    const customer = questions((await faqs({ audience: 'customer' }).expect(200)).body);
    expect(customer).not.toContain('When is my payout paid?');
    const tds = await faqs({ audience: 'dsa', q: '194H' }).expect(200);
    expect(questions(tds.body)).toEqual(['Why is TDS deducted from my payout?']);
    const hindi = await faqs({ audience: 'customer', q: 'क्रेडिट स्कोर' }).expect(200);
    expect(questions(hindi.body)).toEqual([
      "Does checking offers affect the customer's credit score?",
    ]);
    const bad = await faqs({ audience: 'everyone' }).expect(400);
    expect(bad.body.code).toBe('OPTION_INVALID');
  });

  it('lets a role-1 admin add, hide and delete a question', async () => {
    const missing = await t
      .http()
      .post('/api/admin/faqs')
      .set(bearer(admin))
      .send({ audience: 'dsa', answer_en: 'An answer long enough' })
      .expect(400);
    expect(missing.body.code).toBe('FAQ_QUESTION_INVALID');
    const created = await t
      .http()
      .post('/api/admin/faqs')
      .set(bearer(admin))
      .send({
        audience: 'dsa',
        question_en: 'Can I add a merchant myself?',
        answer_en: 'Ask support: merchants are added on the Merchants page.',
        question_hi: 'क्या मैं स्वयं मर्चेंट जोड़ सकता हूँ?',
        answer_hi: 'सहायता टीम से कहें: मर्चेंट मर्चेंट पेज पर जोड़े जाते हैं।',
        sort_order: 3,
      })
      .expect(201);
    expect(questions((await faqs({ audience: 'dsa' }).expect(200)).body)).toContain(
      'Can I add a merchant myself?',
    );
    await t
      .http()
      .put(`/api/admin/faqs/${created.body.id}`)
      .set(bearer(admin))
      .send({ status: 0 })
      .expect(200);
    expect(questions((await faqs({ audience: 'dsa' }).expect(200)).body)).not.toContain(
      'Can I add a merchant myself?',
    );
    await t.http().delete(`/api/admin/faqs/${created.body.id}`).set(bearer(admin)).expect(200);
    const gone = await t.http().get(`/api/admin/faqs/${created.body.id}`).set(bearer(admin));
    expect(gone.status).toBe(404);
    expect(gone.body.code).toBe('FAQ_NOT_FOUND');
  });

  it('keeps writing FAQs to role-1 admins', async () => {
    const ops = (await adminToken(t, 2)).token;
    await t.http().get('/api/admin/faqs').set(bearer(ops)).expect(403);
    await t.http().post('/api/admin/faqs').set(bearer(partner)).send({}).expect(401);
    await t.http().get('/api/partner/faqs').expect(401);
  });
});
