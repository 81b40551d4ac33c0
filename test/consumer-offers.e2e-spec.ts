import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApplicationStatusHistory } from '../src/modules/applications/application-status-history.entity';
import { Application } from '../src/modules/applications/application.entity';
import { LenderTransaction } from '../src/modules/applications/lender-transaction.entity';
import { Lender } from '../src/modules/lenders/lender.entity';
import { User } from '../src/modules/users/user.entity';
import { createLender } from './factories';
import { createScratchDatabase, type ScratchDatabase } from './factories/scratch-database';
import { createTestApp, type TestApp } from './utils/app';
import { seedDemoData } from './utils/demo';
import {
  birthDateForAge,
  newConsumer,
  personalForm,
  withProfile,
  type SignedInConsumer,
  handOff,
} from './utils/consumer';

type OfferRow = { url_key: string; rank: number; [k: string]: unknown };
type NotMatchedRow = { url_key: string; reasons: { code: string; message: string }[] };

/** Lenders by URL key → the codes of the criteria they failed (offers have none). */
const reasonTable = (notMatched: NotMatchedRow[]) =>
  Object.fromEntries(notMatched.map((n) => [n.url_key, n.reasons.map((r) => r.code)]));

const INACTIVE_DEMO_LENDERS = ['nira', 'finzy', 'paysense', 'faircent'];

/**
 * Offer matching against the demo lenders (src/database/seed/demo-data.ts: 24 lenders, 20
 * active), on a database of its own so that no other test's lenders take part.
 */
describe('offers: matching the demo lenders', () => {
  let db: ScratchDatabase;
  let t: TestApp;
  beforeAll(async () => {
    db = await createScratchDatabase('cm_offers');
    t = await createTestApp({ DATABASE_URL: db.url });
    await seedDemoData(t.dataSource);
  });
  afterAll(async () => {
    await t?.close();
    await db?.drop();
  });

  const offersOf = async (c: SignedInConsumer, query = '') => {
    const res = await t.http().get(`/api/offers${query}`).set(c.auth).expect(200);
    return res.body.data as {
      appId: string;
      rankingRule: string;
      emiRule: string;
      applicant: Record<string, unknown>;
      offers: OfferRow[];
      notMatched: NotMatchedRow[];
      shownAt: string;
    };
  };

  describe('a table of profiles', () => {
    it('salaried, 30, ₹45,000 a month, score 700, ₹2,00,000: who matches, who does not and why', async () => {
      const c = await newConsumer(t);
      await withProfile(t, c, 'personal', personalForm());
      const data = await offersOf(c);

      expect(data.applicant).toEqual({
        age: 30,
        monthly_income: 45000,
        employment_status_code: 'salaried',
        loan_amount: 200000,
        ticket_class: '50k_to_2l',
        credit_score_class: '700',
        tenure_months: null,
      });
      // Ranked by the all-in APR for ₹2,00,000 over each lender's longest tenure, worked apart
      // (numpy's roots of the cash flows): Navi 11.69, MoneyTap 14.68, Fibe 15.69, InCred and
      // Money View 17.10 (same EMI ₹4,864: by legal name, InCred Financial Services before
      // Whizdm Finance), EarlySalary 19.73, Zype 21.21, Upwards 21.52, Prefr 22.44, Stashfin
      // 23.37, KreditBee 24.67, CASHe 32.00. The admin-set priority plays no part.
      expect(data.offers.map((o) => o.url_key)).toEqual([
        'navi',
        'money-tap',
        'fibe',
        'incred',
        'money-view',
        'earlysalary',
        'zype',
        'upwards',
        'prefr',
        'stashfin',
        'kreditbee',
        'cashe',
      ]);
      expect(data.offers.map((o) => o.apr_min)).toEqual([
        11.69, 14.68, 15.69, 17.1, 17.1, 19.73, 21.21, 21.52, 22.44, 23.37, 24.67, 32,
      ]);
      expect(data.offers.map((o) => o.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
      expect(reasonTable(data.notMatched)).toEqual({
        'bajaj-finserv': ['credit_score'],
        'idfc-first-bank': ['credit_score'],
        lendingkart: ['income', 'employment'],
        'tata-capital': ['credit_score'],
        flexiloans: ['income', 'employment'],
        indifi: ['employment', 'credit_score'],
        smartcoin: ['loan_amount'],
        mpokket: ['income', 'ticket_class', 'loan_amount'],
      });
      // Not matched are listed in the same ranking order (their APR for the same amount, worked
      // apart): Bajaj 12.56, Tata 12.57, IDFC FIRST 12.84, FlexiLoans 15.69, Indifi and
      // Lendingkart 16.70 (same EMI: by legal name), mPokket 24.44, SmartCoin 39.64.
      expect(data.notMatched.map((n) => n.url_key)).toEqual([
        'bajaj-finserv',
        'tata-capital',
        'idfc-first-bank',
        'flexiloans',
        'indifi',
        'lendingkart',
        'mpokket',
        'smartcoin',
      ]);
      const considered = [...data.offers, ...data.notMatched].map((l) => l.url_key);
      expect(considered).toHaveLength(20);
      for (const key of INACTIVE_DEMO_LENDERS) expect(considered).not.toContain(key);

      const why = Object.fromEntries(
        data.notMatched.map((n) => [n.url_key, n.reasons.map((r) => r.message)]),
      );
      expect(why['bajaj-finserv']).toEqual([
        'Needs a credit score of 750 and above or more; yours is 700 to 749',
      ]);
      expect(why.lendingkart).toEqual([
        'Needs a monthly income of at least ₹ 50,000; yours is ₹ 45,000',
        'Does not lend to salaried applicants',
      ]);
      expect(why.smartcoin).toEqual(['Lends ₹ 1,000 to ₹ 1,00,000; you asked for ₹ 2,00,000']);
      expect(why.mpokket).toEqual([
        'Lends to monthly incomes up to ₹ 40,000; yours is ₹ 45,000',
        'Lends up to the Up to ₹50,000 class; ₹ 2,00,000 is above it',
        'Lends ₹ 1,000 to ₹ 25,000; you asked for ₹ 2,00,000',
      ]);
    });

    it('self-employed professional, 40, ₹60,000, score 750, ₹8,00,000', async () => {
      const c = await newConsumer(t);
      await withProfile(
        t,
        c,
        'personal',
        personalForm({
          birthDate: birthDateForAge(40),
          employment_status_code: 'self_employed_professional',
          employer_name: null,
          salary_mode: null,
          monthly_income: 60000,
          credit_score_class: '750',
          se_loan_amount: 800000,
        }),
      );
      const data = await offersOf(c);
      // All-in APR for ₹8,00,000 (worked apart): Navi 11.69, IDFC FIRST 12.85, FlexiLoans
      // 15.69, InCred and Money View 17.10 (same EMI: by legal name).
      expect(data.offers.map((o) => o.url_key)).toEqual([
        'navi',
        'idfc-first-bank',
        'flexiloans',
        'incred',
        'money-view',
      ]);
      expect(reasonTable(data.notMatched)).toEqual({
        cashe: ['employment', 'ticket_class', 'loan_amount'],
        kreditbee: ['ticket_class', 'loan_amount'],
        'money-tap': ['ticket_class', 'loan_amount'],
        earlysalary: ['employment', 'ticket_class', 'loan_amount'],
        'bajaj-finserv': ['employment'],
        upwards: ['employment', 'ticket_class', 'loan_amount'],
        lendingkart: ['employment'],
        'tata-capital': ['employment'],
        fibe: ['employment', 'ticket_class', 'loan_amount'],
        prefr: ['ticket_class', 'loan_amount'],
        indifi: ['employment'],
        smartcoin: ['ticket_class', 'loan_amount'],
        stashfin: ['employment', 'ticket_class', 'loan_amount'],
        zype: ['employment', 'ticket_class', 'loan_amount'],
        mpokket: ['age', 'income', 'employment', 'ticket_class', 'loan_amount'],
      });
      const mpokket = data.notMatched.find((n) => n.url_key === 'mpokket')!;
      expect(mpokket.reasons[0].message).toBe('Lends to ages 18 to 30; you are 40');
      expect(mpokket.reasons[2].message).toBe('Does not lend to self-employed professionals');
    });

    it('business owner, 35, ₹1,00,000, score 700, business loan of ₹10,00,000', async () => {
      const c = await newConsumer(t);
      await withProfile(t, c, 'business', {
        ...personalForm({
          birthDate: birthDateForAge(35),
          tin: 'AAFCB1234K',
          employment_status_code: 'business_owner',
          employer_name: 'Sharma Traders',
          salary_mode: null,
          monthly_income: 100000,
          se_loan_amount: 1000000,
        }),
        business_registration_type: 'gst',
        business_current_turnover: '25l_to_50l',
        business_years: '3_to_5_years',
      });
      const data = await offersOf(c);
      // FlexiLoans 14 % and Lendingkart 15 %, both 2 % fees over 36 months: the cheaper first.
      expect(data.offers.map((o) => o.url_key)).toEqual(['flexiloans', 'lendingkart']);
      const table = reasonTable(data.notMatched);
      expect(table.indifi).toEqual(['credit_score']);
      expect(Object.keys(table)).toHaveLength(18);
      for (const [key, codes] of Object.entries(table))
        if (key !== 'indifi') expect(codes, key).toContain('employment');
      expect(table['money-view']).toEqual(['employment']);
    });

    it('a student matches no lender, each saying so', async () => {
      const c = await newConsumer(t);
      await withProfile(
        t,
        c,
        'personal',
        personalForm({ employment_status_code: 'student', employer_name: null, salary_mode: null }),
      );
      const data = await offersOf(c);
      expect(data.offers).toEqual([]);
      expect(data.notMatched).toHaveLength(20);
      for (const n of data.notMatched)
        expect(n.reasons).toContainEqual({
          code: 'employment',
          message: 'Does not lend to applicants who are Student',
        });
    });

    it('salaried, 19, no credit history, ₹20,000: age and score keep everyone out', async () => {
      const c = await newConsumer(t);
      await withProfile(
        t,
        c,
        'personal',
        personalForm({
          birthDate: birthDateForAge(19),
          monthly_income: 20000,
          credit_score_class: '0',
          se_loan_amount: 20000,
        }),
      );
      const data = await offersOf(c);
      expect(data.offers).toEqual([]);
      const table = reasonTable(data.notMatched);
      expect(table.mpokket).toEqual(['credit_score']);
      expect(table.kreditbee).toEqual(['age', 'credit_score']);
      expect(table.cashe).toEqual(['age', 'credit_score']);
      expect(table.lendingkart).toEqual([
        'age',
        'income',
        'employment',
        'loan_amount',
        'credit_score',
      ]);
    });
  });

  describe('offer figures', () => {
    it('gives terms, EMIs for the desired amount and tenure, and open special offers', async () => {
      const c = await newConsumer(t);
      await withProfile(t, c, 'personal', personalForm());
      const data = await offersOf(c);
      expect(data.rankingRule).toContain('all-in APR');
      expect(data.emiRule).toContain('GST');
      const moneyView = data.offers.find((o) => o.url_key === 'money-view')!;
      // Worked apart (numpy's roots of the cash flows): ₹2,00,000 over 60 months at 16–39 % a
      // year, fee 2 % = ₹4,000 + ₹720 GST: EMI ₹4,864–₹7,618, net ₹1,95,280, APR 17.1027 % and
      // 40.3896 %, total payable ₹2,96,560.
      expect(moneyView).toMatchObject({
        name: 'Money View',
        lender_legal_name: 'Whizdm Finance Private Limited',
        amount_upto: 1000000,
        min_loan_amount: 5000,
        tenure: 60,
        tenure_months: 60,
        interest_rate: '16% To 39%',
        processing_fees: '2% To 8%',
        interest_min: 16,
        interest_max: 39,
        apr_min: 17.1,
        apr_max: 40.39,
        loan_amount: 200000,
        emi: 4864,
        emi_max: 7618,
        fees: { processing: 4000, gst: 720, other: 0, total: 4720 },
        net_disbursed: 195280,
        total_payable: 296560,
        cooling_off_days: 3,
        penal_charges: { rate_percent: 24 },
        kfs_url: '/user/money-view#kfs',
        journey: 'App',
        page: 'money-view',
        // Its festive offer ended in November 2024.
        special_offer: null,
      });
      expect(moneyView).not.toHaveProperty('apr_annual_min');
      const cashe = data.offers.find((o) => o.url_key === 'cashe')!;
      // 27–33 % over 18 months, fee 3 % = ₹6,000 + ₹1,080: APR 32.0036 % and 38.1069 %.
      expect(cashe).toMatchObject({
        tenure_months: 18,
        emi: 13635,
        emi_max: 14236,
        apr_min: 32,
        apr_max: 38.11,
      });
      expect(cashe.special_offer).toEqual({
        text: 'Zero processing fee on your first loan',
        starts_on: '2025-01-01',
        ends_on: '2030-12-31',
      });
    });

    it('uses the wished tenure, capped at the lender’s longest', async () => {
      const c = await newConsumer(t);
      await withProfile(t, c, 'personal', personalForm({ tenure_months: 12 }));
      const data = await offersOf(c);
      const cashe = data.offers.find((o) => o.url_key === 'cashe')!;
      expect(cashe).toMatchObject({ tenure_months: 12, emi: 19203 });
      expect(data.applicant.tenure_months).toBe(12);
    });

    it('shows a special offer only inside its date window', async () => {
      const lender = await t.dataSource.getRepository(Lender).findOneByOrFail({ urlKey: 'fibe' });
      const c = await newConsumer(t);
      await withProfile(t, c, 'personal', personalForm());
      const fibe = async () => (await offersOf(c)).offers.find((o) => o.url_key === 'fibe')!;
      const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
      const repo = t.dataSource.getRepository(Lender);
      try {
        await repo.update(lender.id, {
          soStatus: 1,
          soText: 'Today only',
          soDateStart: today,
          soDateEnd: today,
        });
        expect((await fibe()).special_offer).toMatchObject({ text: 'Today only' });
        await repo.update(lender.id, { soDateStart: '2099-01-01', soDateEnd: '2099-12-31' });
        expect((await fibe()).special_offer).toBeNull();
        await repo.update(lender.id, { soDateStart: today, soDateEnd: today, soStatus: 0 });
        expect((await fibe()).special_offer).toBeNull();
      } finally {
        await repo.update(lender.id, {
          soStatus: 0,
          soText: null,
          soDateStart: null,
          soDateEnd: null,
        });
      }
    });
  });

  describe('the snapshot kept with the application', () => {
    it('keeps what was shown, rewrites it only when it changes', async () => {
      const c = await newConsumer(t);
      const { appId } = await withProfile(t, c, 'personal', personalForm());
      const first = await offersOf(c);
      expect(first.appId).toBe(appId);
      const apps = t.dataSource.getRepository(Application);
      const kept = await apps.findOneByOrFail({ id: appId });
      const snapshot = kept.offersSnapshot as {
        offers: OfferRow[];
        notMatched: NotMatchedRow[];
        rankingRule: string;
      };
      expect(snapshot.offers.map((o) => o.url_key)).toEqual(first.offers.map((o) => o.url_key));
      expect(snapshot.notMatched).toEqual(first.notMatched);
      expect(snapshot.rankingRule).toBe(first.rankingRule);
      expect(kept.offersShownAt!.toISOString()).toBe(first.shownAt);

      const again = await offersOf(c, `?appId=${appId}`);
      expect(again.shownAt).toBe(first.shownAt);

      const repo = t.dataSource.getRepository(Lender);
      const zype = await repo.findOneByOrFail({ urlKey: 'zype' });
      try {
        await repo.update(zype.id, { lenderStatus: 0 });
        const changed = await offersOf(c);
        expect(changed.shownAt).not.toBe(first.shownAt);
        expect(changed.offers.map((o) => o.url_key)).not.toContain('zype');
        const rewritten = (await apps.findOneByOrFail({ id: appId })).offersSnapshot as {
          offers: OfferRow[];
        };
        expect(rewritten.offers.map((o) => o.url_key)).not.toContain('zype');
      } finally {
        await repo.update(zype.id, { lenderStatus: 1 });
      }
    });
  });

  describe('when there are no offers to show', () => {
    it('asks for the profile first (409), and for a re-save when an update is required', async () => {
      const c = await newConsumer(t);
      await t
        .http()
        .post(`/api/user/${c.prospectAppId}/product`)
        .set(c.auth)
        .send({ productId: 1 })
        .expect(200);
      const res = await t.http().get('/api/offers').set(c.auth).expect(409);
      expect(res.body).toEqual({
        code: 'PROFILE_INCOMPLETE',
        message: 'Please complete your profile to see offers',
      });

      await withProfile(t, c, 'personal', personalForm());
      await t.http().get('/api/offers').set(c.auth).expect(200);
      await t.dataSource.getRepository(User).update(c.userId, { plUpdateRequired: 1 });
      await t.http().get('/api/offers').set(c.auth).expect(409);
      await t
        .http()
        .post(`/api/user/${c.prospectAppId}/profile/personal`)
        .set(c.auth)
        .send({})
        .expect(200);
      await t.http().get('/api/offers').set(c.auth).expect(200);
    });

    it('answers 404 without an application, and for another consumer’s application', async () => {
      const c = await newConsumer(t);
      const res = await t.http().get('/api/offers').set(c.auth).expect(404);
      expect(res.body).toEqual({ code: 'APPLICATION_NOT_FOUND', message: 'Application not found' });
      const other = await newConsumer(t);
      const { appId } = await withProfile(t, other, 'personal', personalForm());
      await t.http().get(`/api/offers?appId=${appId}`).set(c.auth).expect(404);
      const bad = await t.http().get('/api/offers?appId=nope').set(c.auth).expect(400);
      expect(bad.body.message).toBe('appId must be an application id (a UUID)');
    });

    it('lists gold-loan offers too (compared on /user/gold-offers)', async () => {
      const c = await newConsumer(t);
      await withProfile(t, c, 'gold', {
        firstName: 'Ravi',
        lastName: 'Kumar',
        email: 'ravi@example.in',
        birthDate: birthDateForAge(45),
        address1: '12, MG Road',
        postal_code: '600001',
        se_loan_amount: 150000,
      });
      const data = await offersOf(c);
      expect(data.offers.map((o) => o.url_key).sort()).toEqual([
        'indiagold',
        'manappuram-gold',
        'muthootgold',
      ]);
    });
  });

  describe('lender hand-off: POST /api/lenders-transaction/{lender}', () => {
    it('records the hand-off of an offered lender once, and says where to go', async () => {
      const c = await newConsumer(t);
      const { appId } = await withProfile(t, c, 'personal', personalForm());
      await offersOf(c);
      const res = await handOff(t, c, 'cashe');
      expect(res.body).toMatchObject({
        success: true,
        message: 'Application sent to the lender',
        data: {
          lender: 'cashe',
          name: 'CASHe',
          journey: 'App',
          page: 'cashe',
          redirectUrl: 'https://www.cashe.co.in',
        },
      });
      const { transactionId } = res.body.data as { transactionId: string };
      const row = await t.dataSource
        .getRepository(LenderTransaction)
        .findOneByOrFail({ id: transactionId });
      expect(row).toMatchObject({ applicationId: appId, status: 'redirected' });
      expect((row.requestPayload as { offer: OfferRow }).offer).toMatchObject({
        url_key: 'cashe',
        emi: 13635,
      });
      const app = await t.dataSource.getRepository(Application).findOneByOrFail({ id: appId });
      expect(app).toMatchObject({ lenderId: row.lenderId, status: 'sent_to_lender' });
      const history = await t.dataSource
        .getRepository(ApplicationStatusHistory)
        .findBy({ applicationId: appId });
      expect(history.map((h) => [h.status, h.source])).toEqual([['sent_to_lender', 'consumer']]);

      // The same tap again answers the same hand-off; another lender is refused.
      const again = await t
        .http()
        .post('/api/lenders-transaction/cashe')
        .set(c.auth)
        .send({ appId })
        .expect(200);
      expect(again.body.data.transactionId).toBe(transactionId);
      const other = await t
        .http()
        .post('/api/lenders-transaction/kreditbee')
        .set(c.auth)
        .send({})
        .expect(409);
      expect(other.body).toEqual({
        code: 'APPLICATION_ALREADY_SENT',
        message: 'This application has already been sent to CASHe',
        params: { lender: 'CASHe' },
      });
      expect(
        await t.dataSource.getRepository(LenderTransaction).countBy({ applicationId: appId }),
      ).toBe(1);

      // The application is frozen; the next profile save starts a new one.
      const next = await withProfile(t, c, 'personal', personalForm({ se_loan_amount: 100000 }));
      expect(next.appId).not.toBe(appId);
    });

    it('refuses a lender that was not offered, with the spec’s message', async () => {
      const c = await newConsumer(t);
      await withProfile(t, c, 'personal', personalForm());
      const before = await t
        .http()
        .post('/api/lenders-transaction/cashe')
        .set(c.auth)
        .send({})
        .expect(400);
      expect(before.body).toEqual({
        code: 'OFFER_NOT_SELECTED',
        message: 'Please select a offer from offer screen',
      });
      await offersOf(c);
      const res = await t
        .http()
        .post('/api/lenders-transaction/bajaj-finserv')
        .set(c.auth)
        .send({})
        .expect(400);
      expect(res.body).toMatchObject({
        code: 'OFFER_NOT_SELECTED',
        message: 'Please select a offer from offer screen',
      });
    });

    it('answers 404 for an unknown or inactive lender and for another consumer’s application', async () => {
      const c = await newConsumer(t);
      await withProfile(t, c, 'personal', personalForm());
      await offersOf(c);
      await t.http().post('/api/lenders-transaction/no-such').set(c.auth).send({}).expect(404);
      await t.http().post('/api/lenders-transaction/finzy').set(c.auth).send({}).expect(404);
      const bad = await t
        .http()
        .post('/api/lenders-transaction/Not_A_Key')
        .set(c.auth)
        .send({})
        .expect(400);
      expect(bad.body).toMatchObject({
        code: 'LENDER_KEY_INVALID',
        message: "lender must be a lender's URL key such as cashe",
      });
      const other = await newConsumer(t);
      const { appId } = await withProfile(t, other, 'personal', personalForm());
      await t.http().post('/api/lenders-transaction/cashe').set(c.auth).send({ appId }).expect(404);
    });
  });

  describe('gold and housing loans: where the journey continues', () => {
    const goldForm = {
      firstName: 'Ravi',
      lastName: 'Kumar',
      email: 'ravi@example.in',
      birthDate: birthDateForAge(45),
      address1: '12, MG Road',
      postal_code: '600001',
      se_loan_amount: 150000,
    };

    it('compares the demo gold lenders by all-in APR on /user/gold-offers', async () => {
      // An inactive lender of the group with the top priority is never considered.
      const off = await createLender(t.dataSource, { priority: 99, lenderStatus: 0 });
      await t.dataSource.query(
        `INSERT INTO lender_group_lenders (lender_group_id, lender_id)
         SELECT id, $1 FROM lender_groups WHERE name = 'Gold Loans'`,
        [off.id],
      );
      const c = await newConsumer(t);
      const { appId } = await withProfile(t, c, 'gold', goldForm);
      const res = await t.http().post(`/api/gold-loans/${appId}`).set(c.auth).expect(200);
      expect(res.body).toEqual({ success: true, redirect: 'gold-offers', offers: 3 });

      const data = await offersOf(c, `?appId=${appId}`);
      // Worked apart (numpy's roots of the cash flows), ₹1,50,000 over 12 months:
      // indiagold 9.48 % + ₹499 flat (+ ₹89.82 GST) → APR 10.2213 %; Muthoot 9.24 % + 0.5 %
      // (₹750 + ₹135) → 10.352 %; Manappuram 9.9 % + 1 % (₹1,500 + ₹270) → 12.1434 %. The lower
      // nominal rate does not win when its fees cost more.
      expect(data.offers.map((o) => [o.url_key, o.apr_min, o.emi, o.net_disbursed])).toEqual([
        ['indiagold', 10.22, 13151, 149411.18],
        ['muthootgold', 10.35, 13134, 149115],
        ['manappuram-gold', 12.14, 13180, 148230],
      ]);
      expect(data.offers[0]).toMatchObject({
        lender_legal_name: 'indiagold lending partner NBFC',
        page: 'indiagold',
        fees: { processing: 499, gst: 89.82, other: 0, total: 588.82 },
        total_payable: 158400.82,
        facts: ['lowest_apr', 'lowest_fees'],
        kfs_url: '/user/indiagold#kfs',
      });
      expect(data.notMatched).toEqual([]);
      // The consumer's choice is handed off with its KFS.
      await handOff(t, c, 'muthootgold');

      await t.http().post(`/api/housing-loan/${appId}`).set(c.auth).expect(400);
      const other = await newConsumer(t);
      await t.http().post(`/api/gold-loans/${appId}`).set(other.auth).expect(404);
    });

    it('compares the demo housing lenders on /user/housing-offers', async () => {
      const c = await newConsumer(t);
      await t
        .http()
        .post(`/api/user/${c.prospectAppId}/product`)
        .set(c.auth)
        .send({ productId: 4 })
        .expect(200);
      const start = await t.http().get(`/api/start-up/${c.prospectAppId}`).set(c.auth).expect(200);
      const appId = start.body.data.appId as string;
      const early = await t.http().post(`/api/housing-loan/${appId}`).set(c.auth).expect(409);
      expect(early.body.message).toBe('Please complete your housing loan details');

      await withProfile(t, c, 'housing', {
        ...personalForm({ se_loan_amount: 2500000 }),
        address1: 'Flat 4, Sector 12',
      });
      const res = await t.http().post(`/api/housing-loan/${appId}`).set(c.auth).expect(200);
      expect(res.body).toMatchObject({ redirect: 'housing-offers', offers: 3 });
      const data = await offersOf(c, `?appId=${appId}`);
      const aprs = data.offers.map((o) => o.apr_min as number);
      expect(aprs).toEqual([...aprs].sort((a, b) => a - b));
      expect(data.offers.map((o) => o.url_key).sort()).toEqual([
        'aavas',
        'lic-housing',
        'pnb-housing',
      ]);
      await handOff(t, c, data.offers[0].url_key, { appId });
      const other = await newConsumer(t);
      const notYours = await t
        .http()
        .post(`/api/housing-loan/${appId}`)
        .set(other.auth)
        .expect(404);
      expect(notYours.body).toEqual({
        code: 'APPLICATION_NOT_FOUND',
        message: 'Application not found',
      });
      const bad = await t.http().post('/api/housing-loan/123').set(c.auth).expect(400);
      expect(bad.body.message).toBe('appId must be an application id (a UUID)');
    });
  });

  describe('welcome-back eligibility check', () => {
    it('says per product whether the profile is complete and how many lenders would offer', async () => {
      const c = await newConsumer(t);
      const url = `/api/user/${c.prospectAppId}/eligibility`;
      const before = await t.http().post(url).set(c.auth).send({}).expect(200);
      expect(before.body.data).toMatchObject({
        domain: 'credit',
        eligible: false,
        appId: null,
        categories: [
          { categoryId: 'PL', profileComplete: 0, updateRequired: 0, lenders: 0, eligible: false },
        ],
        goalIds: [],
      });
      expect(before.body.data.transactionId).toMatch(/^[0-9a-f-]{36}$/);

      const { appId } = await withProfile(t, c, 'personal', personalForm());
      // The check counts exactly the lenders the offers call would show.
      const offered = (await offersOf(c)).offers.length;
      expect(offered).toBeGreaterThan(0);
      const transactionId = '8d6c1f9e-2f43-4c1e-9a0b-3c5d7e9f1a2b';
      const after = await t
        .http()
        .post(url)
        .set(c.auth)
        .send({
          domain: 'ONDC:FIS12',
          transactionId,
          conditions: { categoryIds: ['PL', 'BL'], goalIds: ['medical'] },
        })
        .expect(200);
      expect(after.body.data).toMatchObject({
        transactionId,
        domain: 'ONDC:FIS12',
        eligible: true,
        appId,
        categories: [
          { categoryId: 'PL', profileComplete: 1, lenders: offered, eligible: true },
          { categoryId: 'BL', profileComplete: 0, lenders: 0, eligible: false },
        ],
        goalIds: ['medical'],
      });
    });

    it('refuses unknown categories and goals, and other consumers’ prospect ids', async () => {
      const c = await newConsumer(t);
      const url = `/api/user/${c.prospectAppId}/eligibility`;
      const cat = await t
        .http()
        .post(url)
        .set(c.auth)
        .send({ conditions: { categoryIds: ['XX'] } })
        .expect(400);
      expect(cat.body).toMatchObject({
        code: 'CATEGORY_IDS_INVALID',
        message: 'categoryIds must be a list of product codes: PL, BL, GL, HL',
      });
      const goal = await t
        .http()
        .post(url)
        .set(c.auth)
        .send({ conditions: { goalIds: ['yacht'] } })
        .expect(400);
      expect(goal.body.message).toBe('Unknown goal id yacht: goals are loanPurpose values');
      const other = await newConsumer(t);
      await t.http().post(url).set(other.auth).send({}).expect(404);
    });
  });

  describe('credit cards for consumers', () => {
    it('lists active cards in order with the consumer’s id in each link', async () => {
      const c = await newConsumer(t);
      const res = await t.http().get('/api/credit-cards').set(c.auth).expect(200);
      const cards = res.body.data as { category_name: string; utm_link: string; secured: number }[];
      expect(cards.map((x) => x.category_name)).toEqual([
        'SBI Card SimplyCLICK',
        'HDFC Bank Millennia',
        'Axis Bank ACE',
        'Amazon Pay ICICI Bank',
        'Flipkart Axis Bank',
        'IDFC FIRST Millennia',
        'Kotak 811 #DreamDifferent',
        'IDFC FIRST WOW',
      ]);
      for (const card of cards) {
        expect(card.utm_link).toContain(`sub_id=${c.userId}`);
        expect(card.utm_link).not.toContain('{UNIQUE_ID}');
      }
      const secured = await t.http().get('/api/credit-cards?secured=1').set(c.auth).expect(200);
      expect(secured.body.data.map((x: { category_name: string }) => x.category_name)).toEqual([
        'Kotak 811 #DreamDifferent',
        'IDFC FIRST WOW',
      ]);
      const unsecured = await t.http().get('/api/credit-cards?secured=0').set(c.auth).expect(200);
      expect(unsecured.body.data).toHaveLength(6);
      const bad = await t.http().get('/api/credit-cards?secured=2').set(c.auth).expect(400);
      expect(bad.body.message).toBe('secured must be 0 or 1');
      await t.http().get('/api/credit-cards').expect(401);
    });
  });
});
