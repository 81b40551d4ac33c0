import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLender, uniquePhoneNumber } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { forgetLoopbackOtpSends, otpFromOutbox, sendOtp, uniqueIp } from './utils/auth';
import { signedInAdmin, type Caller } from './utils/catalogue';
import { newConsumer, personalForm, PRODUCT_IDS, type SignedInConsumer } from './utils/consumer';

const NUL = 'a\u0000b';
const PNG = Buffer.concat([
  Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
  Buffer.alloc(64, 1),
]);

/** A refusal as every client reads it: a 4xx with a JSON `{ message }`. */
function expectRefused(res: { status: number; body: { message?: unknown } }, status = 400) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
  expect(res.body.message).toBeTypeOf('string');
}

/**
 * The nine causes of 500s that a hostile-input sweep found, one test each: every one
 * answered 500 before the fix and must now be a 4xx with a message.
 */
describe('hostile input: the causes of 500s', () => {
  let t: TestApp;
  let admin: Caller;
  let consumer: SignedInConsumer;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
    consumer = await newConsumer(t);
  });
  afterAll(() => t.close());

  describe('a NUL byte in a text value', () => {
    it('in the q filter of every admin list', async () => {
      for (const resource of [
        'credit-cards',
        'lenders',
        'lender-groups',
        'lender-revenue',
        'revenue-types',
        'partners',
        'audit-log',
      ]) {
        const res = await admin
          .get(`/api/admin/${resource}`)
          .query({ filter: JSON.stringify({ q: NUL }) });
        expectRefused(res);
        expect(res.body.message).toBe('filter.q must not contain a NUL character');
      }
    });

    it('in a property update and a PUT body', async () => {
      const lender = await createLender(t.dataSource);
      expectRefused(
        await admin
          .post('/api/update-lender-data')
          .send({ lender_id: lender.id, property: 'processing_fees', value: NUL }),
      );
      const record = (await admin.get(`/api/admin/lenders/${lender.id}`).expect(200)).body;
      const res = await admin
        .put(`/api/admin/lenders/${lender.id}`)
        .send({ ...record, interest_rate: NUL });
      expectRefused(res);
      expect(res.body.message).toBe('interest_rate must not contain a NUL character');
    });

    it('in a help request, a saved cookie and a path parameter', async () => {
      expectRefused(
        await t
          .http()
          .post('/api/help-request')
          .set('X-Forwarded-For', uniqueIp())
          .send({ name: NUL, email: 'a@b.in', phone: '9876543210', description: 'x' }),
      );
      expectRefused(
        await t
          .http()
          .post('/api/cookies/save')
          .set(consumer.auth)
          .send({ name: 'lead', value: NUL }),
      );
      expectRefused(await t.http().get('/api/get-partner-by-name/a%00b'));
    });

    it('in a UTM value of the OTP verification', async () => {
      const phoneNumber = uniquePhoneNumber();
      await sendOtp(t, phoneNumber).expect(200);
      const otp = await otpFromOutbox(t, phoneNumber);
      expectRefused(
        await t
          .http()
          .post('/api/auth/otp/verify')
          .set('X-Forwarded-For', uniqueIp())
          .send({ phoneNumber, otp, utmSource: NUL }),
      );
    });

    it("in an upload's path field", async () => {
      const res = await admin
        .post('/api/s3-upload-file')
        .field('path', NUL)
        .attach('image_name', PNG, { filename: 'x.png', contentType: 'image/png' });
      expectRefused(res);
      expect(res.body.message).toBe('path must not contain a NUL character');
    });
  });

  describe('a value longer than its column', () => {
    it('an ip_address in the profile that is a valid address with a long zone', async () => {
      await t
        .http()
        .post(`/api/user/${consumer.prospectAppId}/product`)
        .set(consumer.auth)
        .send({ productId: PRODUCT_IDS.PL })
        .expect(200);
      const res = await t
        .http()
        .post(`/api/user/${consumer.prospectAppId}/profile/personal`)
        .set(consumer.auth)
        .send(personalForm({ ip_address: `fe80::1%${'a'.repeat(60)}` }));
      expectRefused(res);
    });

    it('an X-Forwarded-For too long for an address is ignored, not stored', async () => {
      await forgetLoopbackOtpSends(t);
      for (const header of ['1'.repeat(100), 'x'.repeat(300), 'not-an-address']) {
        const phoneNumber = uniquePhoneNumber();
        expect((await sendOtp(t, phoneNumber, header)).status).toBe(200);
        // The socket's address (loopback) is recorded instead.
        const [row] = await t.dataSource.query(
          'SELECT ip FROM otp_send_logs WHERE phone_number = $1',
          [phoneNumber],
        );
        expect(row.ip).toMatch(/^(::ffff:)?127\.0\.0\.1$|^::1$/);
      }
    });
  });

  it('a number beyond its column: set-language with 1e309', async () => {
    for (const body of [
      `{"uid":${consumer.userId},"language":1e309}`,
      `{"uid":${consumer.userId},"language":99999999999}`,
      `{"uid":1e309,"language":"hi"}`,
    ]) {
      const res = await t
        .http()
        .post('/api/set-language')
        .set(consumer.auth)
        .set('Content-Type', 'application/json')
        .send(body);
      expectRefused(res);
    }
  });

  it('a lone UTF-16 surrogate in a login e-mail', async () => {
    for (const path of ['/api/admin/login', '/api/partner/login']) {
      const res = await t
        .http()
        .post(path)
        .set('X-Forwarded-For', uniqueIp())
        .send({ email: 'a\ud800@example.in', password: 'whatever' });
      expectRefused(res);
      expect(res.body.message).toBe('email must be well-formed text');
    }
  });

  describe('a malformed multipart body on the upload routes', () => {
    const routes = ['/api/s3-upload-file', '/api/upload-commission-file'];
    const boundary = 'XyZ';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="image_name"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\n`;

    it('truncated, garbage, or without a boundary', async () => {
      for (const path of routes)
        for (const [type, body] of [
          [`multipart/form-data; boundary=${boundary}`, `${head}a,b\r\n1,2`],
          [`multipart/form-data; boundary=${boundary}`, 'garbage'],
          [`multipart/form-data; boundary=${boundary}`, `--${boundary}\r\nbroken\r\n\r\n`],
          ['multipart/form-data', 'no boundary'],
        ]) {
          const res = await admin.post(path).set('Content-Type', type).send(body);
          expect(res.status, `${path} ${body}`).toBeGreaterThanOrEqual(400);
          expectRefused(res, res.status);
          expect(res.status).toBeLessThan(500);
        }
    });

    it('a NUL in the file name', async () => {
      for (const path of routes) {
        // Raw, the NUL breaks the part header; RFC 5987 encoding (filename*) carries it through.
        const raw = await admin
          .post(path)
          .attach('image_name', PNG, { filename: 'a\u0000.png', contentType: 'image/png' });
        expectRefused(raw);
        const encoded = `--${boundary}\r\nContent-Disposition: form-data; name="image_name"; filename*=utf-8''a%00.png\r\nContent-Type: image/png\r\n\r\n`;
        const res = await admin
          .post(path)
          .set('Content-Type', `multipart/form-data; boundary=${boundary}`)
          .send(Buffer.concat([Buffer.from(encoded), PNG, Buffer.from(`\r\n--${boundary}--\r\n`)]));
        expectRefused(res);
        expect(res.body.message).toBe('The file name must not contain a NUL character');
      }
    });
  });

  it('Content-Encoding: gzip on a body that is not', async () => {
    const res = await t
      .http()
      .post('/api/help-request')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      .send('{"name":"x"}');
    expectRefused(res);
    expect(res.body).toMatchObject({
      code: 'BODY_ENCODING_INVALID',
      message: 'The request body is not valid for its Content-Encoding',
    });
    // A real gzip body still reads.
    const ok = await t
      .http()
      .post('/api/getLanguages')
      .set('Content-Type', 'application/json')
      .set('Content-Encoding', 'gzip')
      // superagent would serialize a Buffer as JSON: send the bytes as they are.
      .serialize((b: Buffer) => b)
      .send(gzipSync('{"countryCode":"IN"}'));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('a JSON body nested tens of thousands deep', async () => {
    const depth = 50_000;
    for (const body of [
      `${'['.repeat(depth)}${']'.repeat(depth)}`,
      `{"name":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`,
    ]) {
      const res = await t
        .http()
        .post('/api/help-request')
        .set('Content-Type', 'application/json')
        .send(body);
      expectRefused(res);
      expect(res.body).toMatchObject({
        code: 'BODY_TOO_DEEP',
        message: 'The request body is nested too deeply',
      });
    }
    const query = await admin.get('/api/admin/lenders').query({
      filter: `{"q":${'['.repeat(1000)}${']'.repeat(1000)}}`,
    });
    expect(query.status).toBe(400);
  });
});
