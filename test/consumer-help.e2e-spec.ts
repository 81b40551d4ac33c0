import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HelpRequest } from '../src/modules/help/help-request.entity';
import { HELP_QUEUE, helpJobId } from '../src/modules/help/help.queue';
import { QueueService } from '../src/queue/queue.service';
import { createTestApp, type TestApp } from './utils/app';
import { uniqueIp, uniqueIpv6Network } from './utils/auth';
import { newConsumer } from './utils/consumer';
import { FakeCrm } from './utils/fake-crm';

const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  company: 'Acme Traders',
  description: 'I cannot see my offers',
  ...overrides,
});

/** Waits for the request's CRM job to finish (Bull on the run's Redis). */
async function forwarded(t: TestApp, id: number) {
  const queue = t.app.get(QueueService);
  await queue.waitFor(HELP_QUEUE, helpJobId(id), 20_000);
  return t.dataSource.getRepository(HelpRequest).findOneByOrFail({ id });
}

describe('help requests', () => {
  describe('with a CRM configured', () => {
    let crm: FakeCrm;
    let t: TestApp;
    beforeAll(async () => {
      crm = new FakeCrm();
      const url = await crm.start();
      t = await createTestApp({ CRM_FORM_URL: url, CRM_ORG_ID: 'ORG-42' });
    });
    afterAll(async () => {
      await t?.close();
      await crm.stop();
    });

    const post = (body: object, ip = uniqueIp()) =>
      t.http().post('/api/help-request').set('X-Forwarded-For', ip).send(body);

    it('stores the request, answers at once, and forwards it exactly once despite a CRM outage', async () => {
      crm.failures = 1;
      const before = crm.received.length;
      const res = await post(form()).expect(200);
      expect(res.body).toMatchObject({
        success: true,
        message: 'Your request have been sent successfully',
      });
      const id = res.body.id as number;
      const stored = await t.dataSource.getRepository(HelpRequest).findOneByOrFail({ id });
      expect(stored).toMatchObject({
        name: 'Asha Verma',
        email: 'asha@example.in',
        phone: '9876543210',
        company: 'Acme Traders',
        description: 'I cannot see my offers',
        organisationId: 'ORG-42',
        userId: null,
      });

      const done = await forwarded(t, id);
      expect(done).toMatchObject({ status: 'forwarded', attempts: 2, lastError: null });
      expect(done.forwardedAt).toBeInstanceOf(Date);
      const calls = crm.received.slice(before);
      expect(calls.map((c) => c.status)).toEqual([503, 200]);
      expect(calls.filter((c) => c.status === 200)).toHaveLength(1);
      expect(calls[1].contentType).toBe('application/x-www-form-urlencoded');
      expect(calls[1].form).toEqual({
        orgid: 'ORG-42',
        name: 'Asha Verma',
        email: 'asha@example.in',
        phone: '9876543210',
        company: 'Acme Traders',
        description: 'I cannot see my offers',
      });

      // Running the job again (a retry after a crash) sends nothing more.
      const queue = t.app.get(QueueService);
      await queue.add(HELP_QUEUE, { helpRequestId: id }, { jobId: `${helpJobId(id)}-again` });
      await queue.waitFor(HELP_QUEUE, `${helpJobId(id)}-again`, 20_000);
      expect(crm.received.slice(before)).toHaveLength(2);
    });

    it('links the request to the signed-in consumer', async () => {
      const c = await newConsumer(t);
      const res = await post(form({ company: undefined }))
        .set(c.auth)
        .expect(200);
      const done = await forwarded(t, res.body.id as number);
      expect(done).toMatchObject({ userId: c.userId, company: null, status: 'forwarded' });
    });

    it.each([
      ['a one-word name', { name: 'Asha' }, 'Please enter a valid user name'],
      ['a name with digits', { name: 'Asha V3rma' }, 'Please enter a valid user name'],
      ['a bad email', { email: 'asha@' }, 'Email is invalid'],
      ['a short phone', { phone: '98765' }, 'Please enter a valid 10 digit mobile number'],
      [
        'no description',
        { description: '  ' },
        'Please describe how we can help (up to 2000 characters)',
      ],
    ])('refuses %s', async (_label, override, message) => {
      const res = await post(form(override)).expect(400);
      expect(res.body.message).toBe(message);
    });
  });

  describe('without a CRM configured', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp();
    });
    afterAll(() => t.close());

    it('keeps the request, marked not forwarded, and still tells the consumer it was sent', async () => {
      const res = await t
        .http()
        .post('/api/help-request')
        .set('X-Forwarded-For', uniqueIp())
        .send(form())
        .expect(200);
      expect(res.body.message).toBe('Your request have been sent successfully');
      const done = await forwarded(t, res.body.id as number);
      expect(done.status).toBe('not_forwarded');
    });

    it('takes 5 requests a minute from one address, counting an IPv6 caller by its /64', async () => {
      const net = uniqueIpv6Network();
      const post = (ip: string) =>
        t.http().post('/api/help-request').set('X-Forwarded-For', ip).send(form());
      for (let i = 1; i <= 5; i++) await post(`${net}::${i}`).expect(200);
      const refused = await post(`${net}:1:2:3:4`).expect(429);
      expect(refused.body.message).toBe('Too many attempts. Please wait a minute and try again');
      await post(`${uniqueIpv6Network()}::1`).expect(200);
    });
  });
});
