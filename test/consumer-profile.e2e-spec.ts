import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Application } from '../src/modules/applications/application.entity';
import { User } from '../src/modules/users/user.entity';
import { createTestApp, type TestApp } from './utils/app';
import {
  birthDateForAge,
  newConsumer,
  personalForm,
  PRODUCT_IDS,
  withProfile,
  type SignedInConsumer,
} from './utils/consumer';

/** Tomorrow in India as DD/MM/YYYY: a birth date one day in the future. */
const tomorrowInIndia = () =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Kolkata' }).format(
    new Date(Date.now() + 86_400_000),
  );

describe('consumer profile calls', () => {
  let t: TestApp;
  let c: SignedInConsumer;
  let other: SignedInConsumer;
  beforeAll(async () => {
    t = await createTestApp();
    c = await newConsumer(t);
    other = await newConsumer(t);
  });
  afterAll(() => t.close());

  const users = () => t.dataSource.getRepository(User);
  const save = (who: SignedInConsumer, form: string, body: object) =>
    t.http().post(`/api/user/${who.prospectAppId}/profile/${form}`).set(who.auth).send(body);

  describe('GET /api/user/{prospectAppId}', () => {
    it('answers a new consumer’s profile with the spec’s names, "" or 0 for missing values', async () => {
      const res = await t.http().get(`/api/user/${c.prospectAppId}`).set(c.auth).expect(200);
      expect(res.body.success).toBe(true);
      const phone = (await users().findOneByOrFail({ id: c.userId })).phoneNumber;
      expect(res.body.data).toEqual({
        userId: c.userId,
        firstName: '',
        lastName: '',
        email: '',
        emailVerified: 0,
        birthDate: '',
        phoneCode: '91',
        phoneNumber: phone,
        tin: '',
        languageId: 0,
        roleId: 0,
        channelId: 0,
        merchant_location_id: 0,
        bl_completed: 0,
        pl_completed: 0,
        gl_completed: 0,
        hl_completed: 0,
        pl_update_required: 0,
        pl_se_update_required: 0,
        employment_status_code: '',
        business_registration_type: '',
        employer_name: '',
        officepincode: '',
        monthly_income: '',
        salary_mode: '',
        ifsc: '',
        monthly_rent: '',
        educational_level: '',
        emi: '',
        prefer_net_banking: 0,
        business_account: 0,
        business_current_turnover: '',
        business_years: '',
        credit_score_class: '',
        address1: '',
        address2: '',
        postal_code: '',
        gender: '',
        residence_type: '',
        se_loan_amount: '',
        tenure_months: '',
        allow_email: 0,
        allow_sms: 0,
        ip_address: expect.any(String) as string,
        mac_address: '',
        inflight_credit_app_id: '',
      });
    });

    it('answers 404 for another consumer’s prospect id, 400 for a malformed one, 401 unsigned', async () => {
      const res = await t.http().get(`/api/user/${other.prospectAppId}`).set(c.auth).expect(404);
      expect(res.body).toEqual({ code: 'APPLICATION_NOT_FOUND', message: 'Application not found' });
      await t.http().get('/api/user/9f0c2b1e-1111-4222-8333-944445555666').set(c.auth).expect(404);
      const bad = await t.http().get('/api/user/123').set(c.auth).expect(400);
      expect(bad.body.message).toBe('prospectAppId must be a UUID');
      await t.http().get(`/api/user/${c.prospectAppId}`).expect(401);
    });
  });

  describe('POST /api/user/{prospectAppId}/product', () => {
    it('opens the product’s application, makes it the one in progress, and reuses it', async () => {
      const who = await newConsumer(t);
      const url = `/api/user/${who.prospectAppId}/product`;
      const first = await t.http().post(url).set(who.auth).send({ productId: PRODUCT_IDS.PL });
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({
        productId: 1,
        productCode: 'PL',
        productType: 'Personal Loans',
        completed: 0,
        updateRequired: 0,
      });
      const appId = first.body.data.appId as string;
      expect((await users().findOneByOrFail({ id: who.userId })).inflightCreditAppId).toBe(appId);
      const again = await t.http().post(url).set(who.auth).send({ productId: 1 }).expect(200);
      expect(again.body.data.appId).toBe(appId);
      const business = await t.http().post(url).set(who.auth).send({ productId: 2 }).expect(200);
      expect(business.body.data.appId).not.toBe(appId);
      expect(business.body.data.productType).toBe('Business Loans');

      const cards = await t.http().post(url).set(who.auth).send({ productId: 5 }).expect(200);
      expect(cards.body.data).toMatchObject({ productCode: 'CC', appId: null, completed: 1 });

      const missing = await t.http().post(url).set(who.auth).send({ productId: 999 }).expect(404);
      expect(missing.body).toEqual({ code: 'PRODUCT_NOT_FOUND', message: 'Product not found' });
      const bad = await t.http().post(url).set(who.auth).send({ productId: 'x' }).expect(400);
      expect(bad.body).toMatchObject({
        code: 'PRODUCT_ID_INVALID',
        message: 'productId must be a product id',
      });
      await t.http().post(url).set(other.auth).send({ productId: 1 }).expect(404);
    });
  });

  describe('POST /api/user/{prospectAppId}/profile/{product}', () => {
    it('saves the personal form, sets pl_completed and the application’s amount and tenure', async () => {
      const who = await newConsumer(t);
      const data = await withProfile(
        t,
        who,
        'personal',
        personalForm({ tenure_months: 24, ifsc: 'HDFC0001234', address1: '12, MG Road #4' }),
      );
      expect(data.user).toMatchObject({
        firstName: 'Asha',
        lastName: 'Verma',
        birthDate: `${new Date().getFullYear() - 30}-01-01`,
        tin: 'ABCP*****F',
        monthly_income: 45000,
        se_loan_amount: 200000,
        ifsc: 'HDFC0001234',
        pl_completed: 1,
        inflight_credit_app_id: data.appId,
      });
      const stored = await users().findOneByOrFail({ id: who.userId });
      expect(stored.tin).toBe('ABCPV1234F');
      const app = await t.dataSource.getRepository(Application).findOneByOrFail({ id: data.appId });
      expect(app).toMatchObject({ desiredAmount: '200000.00', tenureMonths: 24 });
    });

    it('keeps the stored PAN and birth date when their masks are sent back', async () => {
      const who = await newConsumer(t);
      await withProfile(t, who, 'personal', personalForm());
      const mask = await t.http().get(`/api/getMaskInfo/${who.userId}`).set(who.auth).expect(200);
      const { pan, birth_date } = mask.body.data as { pan: string; birth_date: string };
      expect(pan).toBe('ABCP*****F');
      expect(birth_date).toBe(`**/**/${new Date().getFullYear() - 30}`);
      await save(who, 'personal', { tin: pan, birthDate: birth_date, firstName: 'Anita' }).expect(
        200,
      );
      const stored = await users().findOneByOrFail({ id: who.userId });
      expect(stored).toMatchObject({ tin: 'ABCPV1234F', firstName: 'Anita' });
      const wrongMask = await save(who, 'personal', { tin: 'ABCP*****G' }).expect(400);
      expect(wrongMask.body).toMatchObject({ code: 'PAN_INVALID', message: 'Invalid PAN' });
      const wrongDate = await save(who, 'personal', { birthDate: '**/**/1901' }).expect(400);
      expect(wrongDate.body).toMatchObject({
        code: 'BIRTH_DATE_INVALID',
        message: 'Please enter a valid birth date',
      });
    });

    it('clears optional values sent empty, and a re-save clears the update-required flags', async () => {
      const who = await newConsumer(t);
      await withProfile(t, who, 'personal', personalForm({ address2: 'Near the park' }));
      await users().update(who.userId, { plUpdateRequired: 1, plSeUpdateRequired: 1 });
      const choice = await t
        .http()
        .post(`/api/user/${who.prospectAppId}/product`)
        .set(who.auth)
        .send({ productId: 1 })
        .expect(200);
      expect(choice.body.data).toMatchObject({ completed: 1, updateRequired: 1 });
      const res = await save(who, 'personal', { address2: '' }).expect(200);
      expect(res.body.message).toBe('Details saved successfully');
      expect(res.body.data.user).toMatchObject({
        address2: '',
        pl_update_required: 0,
        pl_se_update_required: 0,
        pl_completed: 1,
      });
    });

    it.each([
      [{ firstName: 'Asha1' }, 'Only alphabets are considered to be the valid first name'],
      [{ lastName: 'V3rma' }, 'Only alphabets are considered to be the valid last name'],
      [{ email: 'asha@example' }, 'Email is invalid'],
      [{ email: 'asha@example.info' }, 'Email is invalid'],
      [{ tin: 'ABCDE1234F' }, 'Invalid PAN'],
      [{ tin: 'AB1PV1234F' }, 'Invalid PAN'],
      [{ postal_code: '012345' }, 'Please enter a valid 6 digit pincode'],
      [{ officepincode: '5600' }, 'Please enter a valid 6 digit pincode'],
      [{ address1: 'Flat 4 @ Road' }, 'Do not use special characters in Address Line 1'],
      [{ address2: 'Near "the" park' }, 'Do not use special characters in Address Line 2'],
      [{ monthly_income: 0 }, 'Monthly income requires between ₹ 1 and ₹ 1,000,000'],
      [{ monthly_income: 1000001 }, 'Monthly income requires between ₹ 1 and ₹ 1,000,000'],
      [{ monthly_income: 'lots' }, 'Monthly income requires between ₹ 1 and ₹ 1,000,000'],
      [{ ifsc: 'hdfc0001234' }, 'IFSC format is invalid (case sensitive field)'],
      [{ ifsc: 'HDFC1001234' }, 'IFSC format is invalid (case sensitive field)'],
      [
        { employer_name: 'AB' },
        'Company name must be of length 3 - 40 and only alphabets and/or numbers are considered as valid',
      ],
      [
        { employer_name: 'Acme & Co' },
        'Company name must be of length 3 - 40 and only alphabets and/or numbers are considered as valid',
      ],
      [{ birthDate: '31/02/1990' }, 'Invalid date'],
      [{ birthDate: '12/05/1850' }, 'Invalid year'],
      [
        { birthDate: `01/01/${new Date().getFullYear() + 1}` },
        'Birth date cannot be in the future',
      ],
      [{ birthDate: tomorrowInIndia() }, 'Birth date cannot be in the future'],
      [{ birthDate: '1990/05/12' }, 'Please enter a valid birth date'],
      [{ birthDate: birthDateForAge(16) }, "Your age doesn't match the required age criteria"],
      [{ birthDate: birthDateForAge(75) }, "Your age doesn't match the required age criteria"],
      [{ gender: 'robot' }, 'Please choose a valid gender'],
      [{ employment_status_code: 'astronaut' }, 'Please choose a valid employment status'],
      [{ credit_score_class: '900' }, 'Please choose a valid credit score'],
      [{ se_loan_amount: 500 }, 'Desired loan amount must be between ₹ 1,000 and ₹ 50,00,000'],
      [{ se_loan_amount: 1000.5 }, 'Desired loan amount must be a whole number of rupees'],
      [{ tenure_months: 0 }, 'Tenure must be between 1 and 120 months'],
      [{ allow_sms: 2 }, 'allow_sms must be 0 or 1'],
      [{ ip_address: 'home' }, 'ip_address must be an IP address'],
      [{ employer_name: null }, 'Company name is required'],
      [{ pl_completed: 1 }, 'property pl_completed should not exist'],
      [{ phoneNumber: '9999999999' }, 'property phoneNumber should not exist'],
    ])('refuses the personal form with %j', async (override, message) => {
      const res = await save(c, 'personal', personalForm(override)).expect(400);
      expect(res.body.message).toBe(message);
    });

    it('reports every missing field of a product’s form, the first as the message', async () => {
      const who = await newConsumer(t);
      const res = await save(who, 'personal', {}).expect(400);
      expect(res.body.message).toBe('First name is required');
      expect(res.body.errors.map((e: { field: string }) => e.field)).toEqual([
        'firstName',
        'lastName',
        'email',
        'birthDate',
        'tin',
        'gender',
        'employment_status_code',
        'monthly_income',
        'credit_score_class',
        'postal_code',
        'se_loan_amount',
      ]);
      const gold = await save(who, 'gold', { firstName: 'Ravi' }).expect(400);
      expect(gold.body.errors.map((e: { field: string }) => e.field)).toEqual([
        'lastName',
        'email',
        'birthDate',
        'address1',
        'postal_code',
        'se_loan_amount',
      ]);
      const bad = await save(who, 'student', {}).expect(400);
      expect(bad.body.message).toBe('product must be one of personal, business, gold, housing');
      expect((await users().findOneByOrFail({ id: who.userId })).firstName).toBeNull();
    });

    it('business form: business PAN, business details, self-employed or business owner only', async () => {
      const who = await newConsumer(t);
      const business = {
        ...personalForm({ tin: 'AAFCB1234K', employer_name: 'Sharma Traders' }),
        employment_status_code: 'business_owner',
        business_registration_type: 'gst',
        business_current_turnover: '10l_to_25l',
        business_years: '1_to_2_years',
        business_account: 1,
      };
      const salaried = await save(who, 'business', {
        ...business,
        employment_status_code: 'salaried',
      }).expect(400);
      expect(salaried.body.message).toBe(
        'Business loans need a self-employed professional or business owner employment status',
      );
      const turnover = await save(who, 'business', {
        ...business,
        business_current_turnover: 'huge',
      }).expect(400);
      expect(turnover.body.message).toBe('Please choose a valid business turnover');
      const saved = await withProfile(t, who, 'business', business);
      expect(saved.user).toMatchObject({ bl_completed: 1, pl_completed: 0, tin: 'AAFC*****K' });
      // A business PAN is not a personal one.
      const personal = await save(who, 'personal', personalForm({ tin: 'AAFCB1234K' })).expect(400);
      expect(personal.body).toMatchObject({ code: 'PAN_INVALID', message: 'Invalid PAN' });
    });

    it('gold and housing forms set their own flags; gold loans go up to ₹1 crore', async () => {
      const who = await newConsumer(t);
      const gold = await withProfile(t, who, 'gold', {
        firstName: 'Ravi',
        lastName: 'Kumar',
        email: 'ravi@example.in',
        birthDate: birthDateForAge(50),
        address1: '12, MG Road',
        postal_code: '600001',
        se_loan_amount: 10_000_000,
      });
      expect(gold.user).toMatchObject({ gl_completed: 1, hl_completed: 0, pl_completed: 0 });
      const housing = await save(
        who,
        'housing',
        personalForm({ address1: 'Flat 4', se_loan_amount: 10_000_000 }),
      ).expect(400);
      expect(housing.body.message).toBe(
        'Desired loan amount must be between ₹ 1,000 and ₹ 50,00,000',
      );
      const saved = await withProfile(t, who, 'housing', personalForm({ address1: 'Flat 4' }));
      expect(saved.user).toMatchObject({ hl_completed: 1, gl_completed: 1 });
      await save(other, 'gold', {}).expect(400);
      await t
        .http()
        .post(`/api/user/${who.prospectAppId}/profile/gold`)
        .set(other.auth)
        .send({ firstName: 'Mallory' })
        .expect(404);
      expect((await users().findOneByOrFail({ id: who.userId })).firstName).toBe('Asha');
    });
  });

  describe('one identity, each product its own answers', () => {
    it('keeps every product’s answers on its application, shares the identity, uses the tenure', async () => {
      const who = await newConsumer(t);
      const profile = async () =>
        (await t.http().get(`/api/user/${who.prospectAppId}`).set(who.auth).expect(200)).body
          .data as Record<string, unknown>;
      const choose = (code: keyof typeof PRODUCT_IDS) =>
        t
          .http()
          .post(`/api/user/${who.prospectAppId}/product`)
          .set(who.auth)
          .send({ productId: PRODUCT_IDS[code] })
          .expect(200);
      const offers = async (appId: string) =>
        (await t.http().get(`/api/offers?appId=${appId}`).set(who.auth).expect(200)).body.data
          .applicant as Record<string, unknown>;

      const personal = await withProfile(
        t,
        who,
        'personal',
        personalForm({ employer_name: 'Infosys Ltd', tenure_months: 36 }),
      );
      // The business form starts from the identity only: no employer as the business name.
      await choose('BL');
      expect(await profile()).toMatchObject({
        firstName: 'Asha',
        tin: 'ABCP*****F',
        postal_code: '560034',
        employer_name: '',
        monthly_income: '',
        se_loan_amount: '',
        tenure_months: '',
      });
      // The stored identity counts: the business form need not send it again.
      const business = await withProfile(t, who, 'business', {
        employment_status_code: 'business_owner',
        employer_name: 'Sharma Traders',
        business_registration_type: 'gst',
        business_current_turnover: '10l_to_25l',
        business_years: '1_to_2_years',
        monthly_income: 90000,
        credit_score_class: '750',
        se_loan_amount: 500000,
        tenure_months: 24,
      });
      const housing = await withProfile(t, who, 'housing', {
        employment_status_code: 'salaried',
        monthly_income: 60000,
        address1: 'Flat 4, MG Road',
        se_loan_amount: 1_500_000,
      });
      expect(new Set([personal.appId, business.appId, housing.appId]).size).toBe(3);

      // Back to personal loans: its own application, answers and tenure, untouched.
      const back = await choose('PL');
      expect(back.body.data).toMatchObject({ appId: personal.appId, completed: 1 });
      expect(await profile()).toMatchObject({
        employer_name: 'Infosys Ltd',
        monthly_income: 45000,
        se_loan_amount: 200000,
        tenure_months: 36,
        address1: 'Flat 4, MG Road',
      });
      expect(await offers(personal.appId)).toMatchObject({
        monthly_income: 45000,
        loan_amount: 200000,
        tenure_months: 36,
      });
      expect(await offers(business.appId)).toMatchObject({
        employment_status_code: 'business_owner',
        monthly_income: 90000,
        loan_amount: 500000,
        tenure_months: 24,
      });
      const apps = t.dataSource.getRepository(Application);
      expect(await apps.findOneByOrFail({ id: business.appId })).toMatchObject({
        employerName: 'Sharma Traders',
        desiredAmount: '500000.00',
      });
      expect(await apps.findOneByOrFail({ id: housing.appId })).toMatchObject({
        employerName: null,
        desiredAmount: '1500000.00',
      });
    });
  });

  describe('GET /api/getMaskInfo/{id}', () => {
    it('answers the masked PAN and birth date by userId or prospect id, only for oneself', async () => {
      const who = await newConsumer(t);
      const empty = await t.http().get(`/api/getMaskInfo/${who.userId}`).set(who.auth).expect(200);
      expect(empty.body.data).toEqual({ pan: '', birth_date: '' });
      await withProfile(t, who, 'personal', personalForm());
      const byProspect = await t
        .http()
        .get(`/api/getMaskInfo/${who.prospectAppId}`)
        .set(who.auth)
        .expect(200);
      expect(byProspect.body.data).toEqual({
        pan: 'ABCP*****F',
        birth_date: `**/**/${new Date().getFullYear() - 30}`,
      });
      await t.http().get(`/api/getMaskInfo/${other.userId}`).set(who.auth).expect(404);
      await t.http().get(`/api/getMaskInfo/${other.prospectAppId}`).set(who.auth).expect(404);
      const bad = await t.http().get('/api/getMaskInfo/abc').set(who.auth).expect(400);
      expect(bad.body).toMatchObject({
        code: 'PROFILE_ID_INVALID',
        message: 'id must be a userId or a prospectAppId',
      });
    });
  });

  describe('GET /api/start-up/{prospectAppId}', () => {
    it('answers the profile, the application in progress, the partner and the products', async () => {
      const who = await newConsumer(t);
      const before = await t
        .http()
        .get(`/api/start-up/${who.prospectAppId}`)
        .set(who.auth)
        .expect(200);
      expect(before.body.data).toMatchObject({
        prospectAppId: who.prospectAppId,
        appId: null,
        productId: null,
        application: null,
        partnerName: null,
        user: { userId: who.userId, pl_completed: 0 },
      });
      expect(before.body.data.products.map((p: { code: string }) => p.code)).toEqual([
        'PL',
        'BL',
        'GL',
        'HL',
        'CC',
        'INS',
      ]);
      const { appId } = await withProfile(t, who, 'personal', personalForm());
      const after = await t
        .http()
        .get(`/api/start-up/${who.prospectAppId}`)
        .set(who.auth)
        .expect(200);
      expect(after.body.data).toMatchObject({
        appId,
        productId: 1,
        productCode: 'PL',
        productType: 'Personal Loans',
        application: { appId, status: 'created', desiredAmount: 200000, lenderId: null },
        user: { pl_completed: 1 },
      });
      await t.http().get(`/api/start-up/${other.prospectAppId}`).set(who.auth).expect(404);
    });
  });

  describe('POST /api/set-language', () => {
    it('saves the language by code or id, for oneself only', async () => {
      const who = await newConsumer(t);
      const byCode = await t
        .http()
        .post('/api/set-language')
        .set(who.auth)
        .send({ uid: who.userId, language: 'hi' })
        .expect(200);
      expect(byCode.body).toEqual({
        success: true,
        message: 'Language updated',
        data: { languageId: 2, code: 'hi' },
      });
      expect((await users().findOneByOrFail({ id: who.userId })).languageId).toBe(2);
      await t
        .http()
        .post('/api/set-language')
        .set(who.auth)
        .send({ uid: who.userId, language: 1 })
        .expect(200);
      expect((await users().findOneByOrFail({ id: who.userId })).languageId).toBe(1);
      const otherUid = await t
        .http()
        .post('/api/set-language')
        .set(who.auth)
        .send({ uid: other.userId, language: 'hi' })
        .expect(404);
      expect(otherUid.body).toEqual({ code: 'USER_NOT_FOUND', message: 'User not found' });
      const unknown = await t
        .http()
        .post('/api/set-language')
        .set(who.auth)
        .send({ uid: who.userId, language: 'fr' })
        .expect(404);
      expect(unknown.body).toEqual({ code: 'LANGUAGE_NOT_FOUND', message: 'Language not found' });
      const bad = await t
        .http()
        .post('/api/set-language')
        .set(who.auth)
        .send({ uid: who.userId, language: '!!' })
        .expect(400);
      expect(bad.body).toMatchObject({
        code: 'LANGUAGE_ID_INVALID',
        message: 'language must be a language id or code such as hi',
      });
    });
  });
});
