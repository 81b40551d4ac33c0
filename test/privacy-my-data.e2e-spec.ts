import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentNotice } from '../src/modules/consent/consent-notice';
import { createTestApp, type TestApp } from './utils/app';
import { uniqueIp } from './utils/auth';
import {
  newConsumer,
  personalForm,
  withProfile,
  handOff,
  insuranceHandOff,
} from './utils/consumer';
import { seedDemoData } from './utils/demo';

/**
 * The consumer's data download: their account, visits, applications with the status history,
 * hand-offs with the offer as shown, help requests, grievances and consents; nobody else's; signed in only.
 */
describe('GET /api/privacy/my-data', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await seedDemoData(t.dataSource);
  });
  afterAll(() => t?.close());

  it('answers everything held about the consumer as a JSON file, and nothing of others', async () => {
    const c = await newConsumer(t, { consent: false });
    const other = await newConsumer(t);
    const choices = {
      version: currentNotice().version,
      sms: false,
      email: true,
      calls: false,
      partner_contact: false,
    };
    await t.http().post('/api/consent').set(c.auth).send(choices).expect(200);
    const { appId } = await withProfile(t, c, 'personal', personalForm({ firstName: 'Meena' }));
    await withProfile(t, other, 'personal', personalForm({ firstName: 'Ravi' }));
    await t.http().get('/api/offers').set(c.auth).expect(200);
    await handOff(t, c, 'cashe');
    const insured = await insuranceHandOff(t, c);
    const phone = (await t.http().get('/api/auth/session').set(c.auth).expect(200)).body
      .phoneNumber as string;
    const grievance = await t
      .http()
      .post('/api/grievances')
      .set('X-Forwarded-For', uniqueIp())
      .send({
        name: 'Meena Verma',
        mobile: phone,
        category: 'offers',
        description: 'I want to know why one lender did not make an offer.',
      })
      .expect(201);

    const res = await t.http().get('/api/privacy/my-data').set(c.auth).expect(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="my-data.json"');
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.body;
    expect(data.account).toMatchObject({
      id: c.userId,
      first_name: 'Meena',
      phone_number: phone,
      tin: 'ABCPV1234F',
    });
    expect(data.visits.map((v: { id: string }) => v.id)).toEqual([c.prospectAppId]);
    expect(data.applications.map((a: { id: string }) => a.id)).toEqual([appId]);
    expect(data.statusHistory).toEqual([
      expect.objectContaining({ application_id: appId, status: 'sent_to_lender' }),
    ]);
    expect(data.handOffs).toEqual([
      expect.objectContaining({ lender: 'CASHe', application_id: appId }),
    ]);
    expect(data.handOffs[0].offer_as_shown.offer).toMatchObject({ url_key: 'cashe' });
    // The KFS the hand-off carried, as shown and acknowledged.
    expect(data.keyFactStatements).toEqual([
      expect.objectContaining({
        number: data.handOffs[0].offer_as_shown.kfs.number,
        sha256: data.handOffs[0].offer_as_shown.kfs.sha256,
        hand_off_id: data.handOffs[0].id,
        acknowledged_at: expect.any(String),
        content: expect.objectContaining({ lender: expect.anything() }),
      }),
    ]);
    // The insurer the consumer was handed to, with the plan as shown.
    expect(data.insuranceHandOffs).toEqual([
      expect.objectContaining({
        id: insured.transactionId,
        insurer: insured.name,
        insurance_type: 'health',
        plan_as_shown: expect.objectContaining({ cover: 500_000, name: insured.name }),
      }),
    ]);
    expect(data.calls).toEqual([]);
    expect(data.grievances).toEqual([
      expect.objectContaining({ reference: grievance.body.reference, category: 'offers' }),
    ]);
    expect(data.consents.map((r: { purpose: string; granted: boolean }) => r)).toEqual(
      ['matching', 'sms', 'email', 'calls', 'partner_contact', 'analytics', 'insurance_share'].map(
        (purpose) =>
          expect.objectContaining({
            purpose,
            granted: ['matching', 'email', 'insurance_share'].includes(purpose),
          }),
      ),
    );
    expect(data.recipients).toEqual([
      { to: 'lender', name: expect.any(String) },
      { to: 'insurer', name: insured.name },
    ]);
    expect(JSON.stringify(data)).not.toContain('Ravi');
    expect(JSON.stringify(data)).not.toContain(String(other.prospectAppId));
  });

  it('is for a signed-in consumer only', async () => {
    await t.http().get('/api/privacy/my-data').expect(401);
  });
});
