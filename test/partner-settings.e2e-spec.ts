import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Partner } from '../src/modules/partners/partner.entity';
import {
  PartnerUser as PartnerUserEntity,
  type PartnerUser,
} from '../src/modules/partners/partner-user.entity';
import { createMerchant, createPartner, createPartnerUser } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { adminToken, bearer, partnerToken, uniqueIp } from './utils/auth';

const CURRENT = 'Current-Secret-2026';

/**
 * The portal's Settings: contact, PAN and GSTIN (the GSTIN carries the PAN), payout bank account,
 * each checked; the PAN and account shown masked; and the partner's own password change.
 */
describe('partner settings', () => {
  let t: TestApp;
  let partner: Partner;
  let user: PartnerUser;
  let token: string;

  const put = (body: object, as = token) =>
    t.http().put('/api/partner/settings').set(bearer(as)).send(body);

  beforeAll(async () => {
    t = await createTestApp();
    partner = await createPartner(t.dataSource);
    user = await createPartnerUser(t.dataSource, {
      partnerId: partner.id,
      passwordHash: bcrypt.hashSync(CURRENT, 4),
    });
    token = (await partnerToken(t, user)).token;
  });
  afterAll(() => t?.close());

  it('saves the details, showing the PAN and account masked', async () => {
    const empty = await t.http().get('/api/partner/settings').set(bearer(token)).expect(200);
    expect(empty.body.data).toMatchObject({ pan: null, gstin: null, bank_account_number: null });
    const saved = await put({
      contact_name: 'Asha Rao',
      contact_phone: '9876543210',
      pan: 'ABCPK1234F',
      gstin: '27ABCPK1234F1Z5',
      bank_account_name: 'Asha Rao',
      bank_account_number: '123456789012',
      bank_ifsc: 'HDFC0001234',
      current_password: CURRENT,
    }).expect(200);
    expect(saved.body.data).toMatchObject({
      pan: 'ABCP*****F',
      gstin: '27ABCPK1234F1Z5',
      bank_account_number: '********9012',
      bank_ifsc: 'HDFC0001234',
    });
    // The form sends the masked values back: what is stored stays.
    await put({ ...saved.body.data, contact_name: 'Asha R.' }).expect(200);
    const stored = await t.dataSource.getRepository(Partner).findOneByOrFail({ id: partner.id });
    expect(stored).toMatchObject({
      pan: 'ABCPK1234F',
      bankAccountNumber: '123456789012',
      contactName: 'Asha R.',
    });
    expect(JSON.stringify(saved.body)).not.toContain('ABCPK1234F"');
  });

  it('refuses each bad value with its reason', async () => {
    const cases: [object, string][] = [
      [{ pan: 'ABC1234567' }, 'PAN_INVALID'],
      [{ gstin: '27ABCPK1234F1X5' }, 'PARTNER_GSTIN_INVALID'],
      // The right form, a wrong check digit (27ABCPK1234F1Z's is 5).
      [{ gstin: '27ABCPK1234F1Z6' }, 'PARTNER_GSTIN_INVALID'],
      [{ gstin: '27ZZZPK1234F1ZG' }, 'GSTIN_PAN_MISMATCH'],
      [{ bank_account_number: '12ab' }, 'BANK_ACCOUNT_INVALID'],
      [{ bank_ifsc: 'hdfc0001234' }, 'IFSC_INVALID'],
      [{ contact_phone: '12345' }, 'MOBILE_INVALID'],
      [{ contact_email: 'not-an-email' }, 'EMAIL_INVALID'],
    ];
    for (const [body, code] of cases) {
      const res = await put(body).expect(400);
      expect(JSON.stringify(res.body), code).toContain(code);
    }
    // The revenue terms are not the partner's to set.
    const unknown = await put({ revenue_percent: 50 }).expect(400);
    expect(unknown.body.errors).toEqual([
      expect.objectContaining({ field: 'revenue_percent', code: 'FIELD_NOT_ALLOWED' }),
    ]);
    const terms = await t.dataSource.getRepository(Partner).findOneByOrFail({ id: partner.id });
    expect(terms.revenuePercent).toBe(partner.revenuePercent);
  });

  it("keeps a merchant's login out", async () => {
    const merchant = await createMerchant(t.dataSource, { partnerId: partner.id });
    const login = await createPartnerUser(t.dataSource, {
      partnerId: partner.id,
      merchantId: merchant.id,
    });
    const other = (await partnerToken(t, login)).token;
    await t.http().get('/api/partner/settings').set(bearer(other)).expect(403);
    await put({ contact_name: 'Someone else' }, other).expect(403);
  });

  describe('the payout bank account', () => {
    const PASSWORD = 'Bank-Owner-Secret-2026';
    const PHONE = '9812345670';
    let owner: Partner;
    let login: PartnerUser;
    let own: string;
    const bank = { bank_account_number: '998877664321', bank_ifsc: 'ICIC0004321' };
    const stored = () => t.dataSource.getRepository(Partner).findOneByOrFail({ id: owner.id });
    const texts = async () =>
      (await t.http().get('/api/dev/sms-outbox').query({ phoneNumber: PHONE }).expect(200)).body
        .messages as { text: string }[];

    beforeAll(async () => {
      owner = await createPartner(t.dataSource, {
        contactPhone: PHONE,
        bankAccountNumber: '111122223333',
        bankIfsc: 'HDFC0001234',
      });
      login = await createPartnerUser(t.dataSource, {
        partnerId: owner.id,
        passwordHash: bcrypt.hashSync(PASSWORD, 4),
      });
      own = (await partnerToken(t, login)).token;
    });

    it('is not changed by an admin acting as the partner', async () => {
      const admin = (await adminToken(t, 1)).token;
      const masquerade = await t
        .http()
        .post(`/api/admin/masquerade/${owner.id}`)
        .set(bearer(admin))
        .send({ reason: 'Helping with the settings page' })
        .expect(200);
      const as = masquerade.body.token as string;
      // Before: 200, and the payouts went to the account the admin typed.
      const refused = await put({ ...bank, current_password: PASSWORD }, as).expect(403);
      expect(refused.body.code).toBe('MASQUERADE_FORBIDDEN');
      expect(await stored()).toMatchObject({ bankAccountNumber: '111122223333' });
      // The rest of Settings stays open to the masquerade.
      await put({ contact_name: 'Front desk' }, as).expect(200);
    });

    it('needs the login’s password, a wrong one counting towards the lockout', async () => {
      const missing = await put(bank, own).expect(400);
      expect(missing.body.code).toBe('PASSWORD_CONFIRM_REQUIRED');
      const wrong = await put({ ...bank, current_password: 'Not-The-Password-1' }, own).expect(400);
      expect(wrong.body.code).toBe('PASSWORD_CURRENT_WRONG');
      const counted = await t.dataSource
        .getRepository(PartnerUserEntity)
        .findOneByOrFail({ id: login.id });
      expect(counted.failedLoginCount).toBe(1);
      expect(await stored()).toMatchObject({ bankAccountNumber: '111122223333' });
      expect(await texts()).toEqual([]);
    });

    it('with the password: saved, and the registered number texted the last 4 digits only', async () => {
      const saved = await put(
        { ...bank, contact_phone: '9000000001', current_password: PASSWORD },
        own,
      ).expect(200);
      expect(saved.body.data.bank_account_number).toBe('********4321');
      expect(await stored()).toMatchObject({ bankAccountNumber: '998877664321' });
      // The number registered before the change hears of it, not the one it was changed to.
      const [text] = await texts();
      expect(text.text).toContain('ending 4321');
      expect(text.text).not.toContain('998877664321');
      // Sending the masked account back needs no password and texts nothing.
      await put({ ...saved.body.data }, own).expect(200);
      expect(await texts()).toHaveLength(1);
    });
  });

  it('changes the password: the current one checked, other sessions ended, a fresh token', async () => {
    const change = (body: object, as = token) =>
      t
        .http()
        .post('/api/partner/change-password')
        .set('X-Forwarded-For', uniqueIp())
        .set(bearer(as))
        .send(body);
    const wrong = await change({ current_password: 'nope', new_password: 'A-New-Secret-2027' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.code).toBe('PASSWORD_CURRENT_WRONG');
    const short = await change({ current_password: CURRENT, new_password: 'short' }).expect(400);
    expect(JSON.stringify(short.body)).toContain('PASSWORD_NEW_INVALID');
    const same = await change({ current_password: CURRENT, new_password: CURRENT }).expect(400);
    expect(same.body.code).toBe('PASSWORD_NEW_INVALID');

    // No wait: a token of the same second ends too (the session version, not `iat`, decides).
    const done = await change({ current_password: CURRENT, new_password: 'A-New-Secret-2027' });
    expect(done.status).toBe(200);
    await t.http().get('/api/partner/get-revenue').set(bearer(token)).expect(401);
    await t.http().get('/api/partner/get-revenue').set(bearer(done.body.token)).expect(200);
    const signIn = (password: string) =>
      t
        .http()
        .post('/api/partner/login')
        .set('X-Forwarded-For', uniqueIp())
        .send({ email: user.email, password });
    await signIn(CURRENT).expect(401);
    await signIn('A-New-Secret-2027').expect(200);
    token = done.body.token as string;

    // An admin acting as the partner has no password of the partner's to change.
    const admin = (await adminToken(t, 1)).token;
    const masquerade = await t
      .http()
      .post(`/api/admin/masquerade/${partner.id}`)
      .set(bearer(admin))
      .send({ reason: 'Checking the settings page' })
      .expect(200);
    const refused = await change(
      { current_password: 'A-New-Secret-2027', new_password: 'Another-Secret-1' },
      masquerade.body.token,
    ).expect(403);
    expect(refused.body.code).toBe('MASQUERADE_FORBIDDEN');
  });
});
