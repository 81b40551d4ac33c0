import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MerchantApplication } from '../src/modules/merchant-signup/merchant-application.entity';
import { gstinCheckDigit } from '../src/modules/partners/tax-ids';
import { PartnerUser } from '../src/modules/partners/partner-user.entity';
import type { Partner } from '../src/modules/partners/partner.entity';
import { AuditLog } from '../src/modules/audit/audit-log.entity';
import { createPartner, createPartnerUser } from './factories';
import { uniqueName, uniquePhoneNumber } from './factories/sequence';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, ageOtpSends, bearer, uniqueIp } from './utils/auth';
import { recordSecret } from './utils/secrets';

const PASSWORD = 'Merchant-Secret-2026';
let panSeq = 1000 + Math.floor(Math.random() * 8000);
/** A business PAN (4th letter F: a firm) no other test uses. */
const uniquePan = () =>
  `ABCF${String.fromCharCode(65 + (panSeq % 26))}${String(++panSeq % 10000).padStart(4, '0')}K`;

/**
 * The public merchant sign-up: the mobile proved by OTP, every field checked, a PAN or mobile in
 * one live application only; role-1 admins approve (merchant and login created, applicant texted)
 * or reject it.
 */
describe('merchant sign-up', () => {
  let t: TestApp;
  let partner: Partner;
  let admin: string;

  const outbox = async (mobile: string) =>
    (await t.http().get('/api/dev/sms-outbox').query({ phoneNumber: mobile }).expect(200)).body
      .messages as { otp: string | null; text: string }[];
  const otpFor = async (mobile: string) => {
    // A number's earlier sends made older: the resend gap does not apply between tests' steps.
    await ageOtpSends(t, mobile, 600);
    await t
      .http()
      .post('/api/merchant-applications/otp')
      .set('X-Forwarded-For', uniqueIp())
      .send({ mobile })
      .expect(200);
    return (await outbox(mobile)).find((m) => m.otp)!.otp!;
  };
  const withCheckDigit = (first14: string) => first14 + gstinCheckDigit(first14);
  const form = (overrides: Record<string, unknown> = {}) => {
    const pan = uniquePan();
    // The run's log scan fails if a PAN ever reaches the log.
    recordSecret('PAN', pan);
    return {
      mobile: uniquePhoneNumber(),
      business_name: 'Sharma Mobiles',
      contact_name: 'Ravi Sharma',
      email: `${uniqueName('merchant')}@shop.in`,
      pan,
      gstin: withCheckDigit(`27${pan}1Z`),
      address: 'Shop 4, MG Road',
      city: 'Pune',
      state: 'Maharashtra',
      pincode: '411001',
      bank_account_name: 'Sharma Mobiles',
      bank_account_number: '123456789012',
      bank_ifsc: 'HDFC0001234',
      password: PASSWORD,
      consent: true,
      ...overrides,
    };
  };
  /** Sends the code to the form's mobile and applies with it. */
  const apply = async (body: Record<string, unknown>) =>
    t
      .http()
      .post('/api/merchant-applications')
      .set('X-Forwarded-For', uniqueIp())
      .send({ ...body, otp: await otpFor(body.mobile as string) });

  beforeAll(async () => {
    t = await createTestApp();
    partner = await createPartner(t.dataSource);
    admin = (await adminToken(t, 1)).token;
  });
  afterAll(() => t?.close());

  it('takes an application referred by a partner, with the mobile proved by OTP', async () => {
    const body = form({ partner_name: partner.name });
    const res = await apply(body);
    expect(res.status).toBe(201);
    expect(res.body.data).toEqual({
      reference: expect.stringMatching(/^MA-\d{6}$/),
      status: 'pending',
    });
    const stored = await t.dataSource
      .getRepository(MerchantApplication)
      .findOneByOrFail({ mobile: body.mobile });
    expect(stored).toMatchObject({ partnerId: partner.id, status: 'pending', pan: body.pan });
    expect(stored.passwordHash).not.toContain(PASSWORD);
    expect(stored.consentText).toContain('I declare');
  });

  it('refuses a wrong code, and a code sent for a consumer sign-in', async () => {
    const body = form();
    const sent = await otpFor(body.mobile);
    const wrong = await t
      .http()
      .post('/api/merchant-applications')
      .send({ ...body, otp: sent === '000000' ? '000001' : '000000' });
    expect(wrong.body.code).toBe('OTP_INCORRECT');
    expect(wrong.status).toBe(400);

    const other = form();
    await t
      .http()
      .post('/api/auth/otp/send')
      .set('X-Forwarded-For', uniqueIp())
      .send({ phoneNumber: other.mobile })
      .expect(200);
    const loginCode = (await outbox(other.mobile)).find((m) => m.otp)!.otp!;
    const res = await t
      .http()
      .post('/api/merchant-applications')
      .send({ ...other, otp: loginCode });
    expect(res.body.code).toBe('OTP_EXPIRED');
    expect(
      await t.dataSource.getRepository(MerchantApplication).countBy({ mobile: other.mobile }),
    ).toBe(0);
  });

  it('checks every field, before using the code', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ pan: 'ABCDE1234' }, 'PAN_INVALID'],
      [{ pan: 'ABCXE1234F' }, 'PAN_INVALID'],
      [{ gstin: '27ZZZPK1234F1ZG' }, 'GSTIN_PAN_MISMATCH'],
      [{ bank_ifsc: 'HDFC1234567' }, 'IFSC_INVALID'],
      [{ bank_account_number: '12AB' }, 'BANK_ACCOUNT_INVALID'],
      [{ email: 'not-an-email' }, 'EMAIL_INVALID'],
      [{ pincode: '011001' }, 'PINCODE_INVALID'],
      [{ business_name: '' }, 'BUSINESS_NAME_INVALID'],
      [{ password: 'short' }, 'MERCHANT_PASSWORD_INVALID'],
      [{ consent: false }, 'MERCHANT_CONSENT_REQUIRED'],
    ];
    for (const [overrides, code] of cases) {
      const body = form(overrides);
      const res = await t
        .http()
        .post('/api/merchant-applications')
        .send({ ...body, otp: '123456' });
      expect(res.status, code).toBe(400);
      expect(JSON.stringify(res.body), code).toContain(code);
    }
    // The GSTIN is optional.
    const { gstin: _gstin, ...withoutGstin } = form();
    expect((await apply(withoutGstin)).status).toBe(201);
  });

  it('tells nothing about a portal login’s e-mail without the mobile’s code', async () => {
    const login = await createPartnerUser(t.dataSource, { partnerId: partner.id });
    const body = form({ email: login.email });
    const sent = await otpFor(body.mobile);
    // Before: 409 MERCHANT_APPLICATION_EMAIL_TAKEN to anyone, whatever the code.
    for (const otp of ['', '12', sent === '000000' ? '000001' : '000000']) {
      const probe = await t
        .http()
        .post('/api/merchant-applications')
        .send({ ...body, otp });
      expect(probe.status).toBe(400);
      expect(JSON.stringify(probe.body)).not.toContain('TAKEN');
      expect(JSON.stringify(probe.body)).not.toContain('NOT_ACCEPTED');
    }
  });

  it('answers every clash the same way once the code is right, and uses the code up', async () => {
    const first = form();
    expect((await apply(first)).status).toBe(201);
    const login = await createPartnerUser(t.dataSource, { partnerId: partner.id });
    const clashes = [
      form({ pan: first.pan, gstin: undefined }),
      form({ mobile: first.mobile }),
      form({ email: login.email }),
    ];
    const answers = [];
    for (const body of clashes) {
      const res = await apply(body);
      answers.push({ status: res.status, body: res.body });
      // The code went with the refusal: trying other details needs a new one.
      const again = await t
        .http()
        .post('/api/merchant-applications')
        .send({ ...body, email: `${uniqueName('merchant')}@shop.in`, otp: '000000' });
      expect(again.status).toBe(400);
    }
    expect(answers[0]).toEqual({
      status: 409,
      body: { code: 'MERCHANT_APPLICATION_NOT_ACCEPTED', message: expect.any(String) },
    });
    expect(answers[1]).toEqual(answers[0]);
    expect(answers[2]).toEqual(answers[0]);
  });

  it('lets a role-1 admin approve: the merchant and its login exist, and the applicant is told', async () => {
    const body = form({ partner_name: partner.name });
    const { reference } = (await apply(body)).body.data;
    const listed = await t
      .http()
      .get('/api/admin/merchant-applications')
      .query({ filter: JSON.stringify({ status: 'pending', q: 'Sharma' }), range: '[0,99]' })
      .set(bearer(admin))
      .expect(200);
    const row = listed.body.find((a: { reference: string }) => a.reference === reference);
    expect(row).toMatchObject({ status: 'pending', partner_id: partner.id });
    expect(row.pan).toMatch(/^ABCF\*{5}K$/);
    expect(row.bank_account_number).toBe('********9012');

    const approved = await t
      .http()
      .post(`/api/admin/merchant-applications/${row.id}/approve`)
      .set(bearer(admin))
      .send({})
      .expect(200);
    expect(approved.body).toMatchObject({ status: 'approved', merchant_id: expect.any(Number) });
    expect(approved.body.notified_at).not.toBeNull();
    const texts = await outbox(body.mobile);
    expect(texts[0].text).toContain(`${reference} is approved`);

    // The new login signs in with the password chosen on the form, as the new merchant.
    const login = await t
      .http()
      .post('/api/partner/login')
      .set('X-Forwarded-For', uniqueIp())
      .send({ email: body.email, password: PASSWORD })
      .expect(200);
    expect(login.body).toMatchObject({
      partnerId: partner.id,
      merchantId: approved.body.merchant_id,
    });
    const audit = await t.dataSource.getRepository(AuditLog).findOneByOrFail({
      entity: 'merchant_applications',
      entityId: String(row.id),
      action: 'approve',
    });
    expect(audit.actorType).toBe('admin');

    const again = await t
      .http()
      .post(`/api/admin/merchant-applications/${row.id}/reject`)
      .set(bearer(admin))
      .send({ reason: 'Too late' })
      .expect(409);
    expect(again.body.code).toBe('MERCHANT_APPLICATION_DECIDED');
  });

  it('asks for a partner when the application came without one; a rejected applicant may apply again', async () => {
    const body = form();
    await apply(body);
    const stored = await t.dataSource
      .getRepository(MerchantApplication)
      .findOneByOrFail({ mobile: body.mobile });
    const noPartner = await t
      .http()
      .post(`/api/admin/merchant-applications/${stored.id}/approve`)
      .set(bearer(admin))
      .send({});
    expect(noPartner.status).toBe(400);
    expect(noPartner.body.code).toBe('MERCHANT_APPLICATION_PARTNER_REQUIRED');

    const noReason = await t
      .http()
      .post(`/api/admin/merchant-applications/${stored.id}/reject`)
      .set(bearer(admin))
      .send({ reason: ' ' });
    expect(JSON.stringify(noReason.body)).toContain('REJECT_REASON_INVALID');
    const rejected = await t
      .http()
      .post(`/api/admin/merchant-applications/${stored.id}/reject`)
      .set(bearer(admin))
      .send({ reason: 'The PAN does not match the business' })
      .expect(200);
    expect(rejected.body).toMatchObject({
      status: 'rejected',
      reject_reason: 'The PAN does not match the business',
    });
    expect((await outbox(body.mobile))[0].text).toContain('was not approved');
    expect(await t.dataSource.getRepository(PartnerUser).countBy({ email: body.email })).toBe(0);

    const retry = await apply({ ...body });
    expect(retry.status).toBe(201);
  });

  it('is for role-1 admins only', async () => {
    for (const role of [2, 3] as const) {
      const { token } = await adminToken(t, role);
      await t.http().get('/api/admin/merchant-applications').set(bearer(token)).expect(403);
    }
    await t.http().get('/api/admin/merchant-applications').expect(401);
  });
});
