import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uniquePhoneNumber } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { bearer, sendOtp, uniqueIp } from './utils/auth';
import { FakeSmsGateway } from './utils/fake-sms-gateway';
import { productionEnv } from './utils/production-env';

describe('OTP sign-in in production, through the MSG91 gateway', () => {
  const gateway = new FakeSmsGateway();
  let t: TestApp;
  beforeAll(async () => {
    const url = await gateway.start();
    t = await createTestApp(productionEnv({ SMS_GATEWAY_URL: url }));
  });
  afterAll(async () => {
    await t?.close();
    await gateway.stop();
  });

  const verify = (phoneNumber: string, otp: string) =>
    t
      .http()
      .post('/api/auth/otp/verify')
      .set('X-Forwarded-For', uniqueIp())
      .send({ phoneNumber, otp });

  it('posts the OTP to the gateway as MSG91 expects', async () => {
    gateway.mode = 'ok';
    const phoneNumber = uniquePhoneNumber();
    await sendOtp(t, phoneNumber).expect(200);
    const request = gateway.requests.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/api/v5/flow/');
    expect(request.headers.authkey).toBe('test-authkey');
    expect(request.headers['content-type']).toBe('application/json');
    expect(request.body).toEqual({
      template_id: 'dlt-template-1',
      sender: 'CRDMKT',
      short_url: '0',
      recipients: [{ mobiles: `91${phoneNumber}`, otp: expect.stringMatching(/^\d{6}$/) }],
    });
    const [log] = await t.dataSource.query(
      'SELECT provider, status, provider_message_id FROM otp_send_logs WHERE phone_number = $1',
      [phoneNumber],
    );
    expect(log).toEqual({
      provider: 'msg91',
      status: 'sent',
      provider_message_id: `req-${gateway.requests.length}`,
    });
  });

  it('answers without the code, and the texted code signs the consumer in', async () => {
    gateway.mode = 'ok';
    const phoneNumber = uniquePhoneNumber();
    const sent = await sendOtp(t, phoneNumber).expect(200);
    const otp = gateway.otpFor(phoneNumber)!;
    expect(JSON.stringify(sent.body)).not.toContain(otp);
    expect(JSON.stringify(sent.headers)).not.toContain(otp);

    const res = await verify(phoneNumber, otp).expect(200);
    expect(JSON.stringify(res.body)).not.toContain(otp);
    await t.http().get('/api/auth/session').set(bearer(res.body.token)).expect(200);
  });

  it('has no dev SMS outbox route', async () => {
    const res = await t
      .http()
      .get('/api/dev/sms-outbox')
      .query({ phoneNumber: uniquePhoneNumber() })
      .expect(404);
    expect(res.body.message).toMatch(/^Cannot GET \/api\/dev\/sms-outbox/);
  });

  it.each([
    ['an HTTP error', 'http-500', 502, 'SMS_GATEWAY_REJECTED'],
    ['an error answer', 'type-error', 502, 'SMS_GATEWAY_REJECTED'],
    ['a dropped connection', 'drop', 503, 'SMS_SEND_FAILED'],
  ] as const)(
    'answers %s from the gateway clearly and leaves no usable code',
    async (_, mode, status, code) => {
      gateway.mode = mode;
      const phoneNumber = uniquePhoneNumber();
      const res = await sendOtp(t, phoneNumber).expect(status);
      expect(res.body).toEqual({
        code,
        message: 'We could not send the OTP right now. Please try again in a minute',
      });
      const otp = gateway.otpFor(phoneNumber)!;
      expect(otp).toMatch(/^\d{6}$/);

      const codes = await t.dataSource.query('SELECT id FROM otp_codes WHERE phone_number = $1', [
        phoneNumber,
      ]);
      expect(codes).toEqual([]);
      const [log] = await t.dataSource.query(
        'SELECT status FROM otp_send_logs WHERE phone_number = $1',
        [phoneNumber],
      );
      expect(log.status).toBe('failed');
      await verify(phoneNumber, otp).expect(400);
    },
  );
});
