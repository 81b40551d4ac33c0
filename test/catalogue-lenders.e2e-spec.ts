import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Lender } from '../src/modules/lenders/lender.entity';
import { LenderGroup } from '../src/modules/lenders/lender-group.entity';
import { createLender, createLenderGroup, uniqueName } from './factories';
import { createTestApp, type TestApp } from './utils/app';
import { auditRows, expectRoleOneOnly, signedInAdmin, type Caller } from './utils/catalogue';

const camel = (snake: string) =>
  snake.replace(/_([a-z])/g, (_m, c: string) => c.toUpperCase()) as keyof Lender;

describe('lender and lender-group calls', () => {
  let t: TestApp;
  let admin: Caller;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInAdmin(t);
  });
  afterAll(() => t.close());

  const lenders = () => t.dataSource.getRepository(Lender);
  const update = (lender_id: number, property: string, value: unknown) =>
    admin.post('/api/update-lender-data').send({ lender_id, property, value });

  it('lists live lenders with numbers as numbers and their groups', async () => {
    const lender = await createLender(t.dataSource, { priority: 7, aprMin: '1.250' });
    const group = await createLenderGroup(t.dataSource, {}, [lender]);
    const gone = await createLender(t.dataSource);
    await lenders().softDelete({ id: gone.id });

    const res = await admin.get('/api/get-lenders-data').expect(200);
    expect(res.body.success).toBe(true);
    const ids = res.body.data.map((l: { lender_id: number }) => l.lender_id);
    expect(ids).toContain(lender.id);
    expect(ids).not.toContain(gone.id);
    const row = res.body.data.find((l: { lender_id: number }) => l.lender_id === lender.id);
    expect(row).toMatchObject({
      id: lender.id,
      lender_id: lender.id,
      name: lender.name,
      priority: 7,
      min_income: 20000,
      max_income: null,
      loan_amount_upto: 500000,
      apr_min: 1.25,
      apr_max: 2.333,
      salaried: 1,
      self_employed: 0,
      lender_status: 1,
      so_status: 0,
      interest_rate: '18% To 28%',
      lender_group_ids: [group.id],
      api: 0,
      autosubmission: 0,
    });
    const priorities = res.body.data.map((l: { priority: number }) => l.priority);
    expect(priorities).toEqual([...priorities].sort((a, b) => b - a));
  });

  it('answers one lender, 404 for an unknown or deleted one, 400 for a malformed id', async () => {
    const lender = await createLender(t.dataSource);
    const res = await admin.get(`/api/get-lender-data/${lender.id}`).expect(200);
    expect(res.body).toMatchObject({
      success: true,
      data: { lender_id: lender.id, name: lender.name },
    });
    await admin.get('/api/get-lender-data/2000000000').expect(404);
    const bad = await admin.get('/api/get-lender-data/abc').expect(400);
    expect(bad.body.message).toBe('lenderId must be a positive whole number');
    await lenders().softDelete({ id: lender.id });
    const gone = await admin.get(`/api/get-lender-data/${lender.id}`).expect(404);
    expect(gone.body).toEqual({ code: 'LENDER_NOT_FOUND', message: 'Lender not found' });
  });

  it('creates a lender from a name: off, priority 0, a URL key of its own, audited', async () => {
    const name = `Quick_Cash-${Date.now()}`;
    const first = await admin.post('/api/create-lender').send({ name }).expect(201);
    expect(first.body).toMatchObject({
      success: true,
      message: 'Lender created successfully!',
      data: { name, lender_status: 0, priority: 0, lender_group_ids: [] },
    });
    expect(first.body.data.url_key).toBe(name.toLowerCase().replace(/_/g, '-'));
    const second = await admin.post('/api/create-lender').send({ name }).expect(201);
    expect(second.body.data.url_key).toBe(`${first.body.data.url_key}-2`);
    const [row] = await auditRows(t, 'lenders', first.body.data.lender_id);
    expect(row).toMatchObject({ action: 'create', actorId: admin.adminId });
  });

  it.each([
    [{}, 'Lender name is required'],
    [{ name: '' }, 'Lender name is required'],
    [
      { name: 'Quick Cash' },
      'Lender name may contain only letters, digits, underscores and hyphens',
    ],
    [{ name: 'x'.repeat(101) }, 'Must be at most 100 characters'],
  ])('refuses create-lender %j', async (body, message) => {
    const res = await admin.post('/api/create-lender').send(body).expect(400);
    expect(res.body.message).toBe(message);
  });

  describe('update-lender-data', () => {
    it('updates allow-listed properties, as numbers where numeric, and audits each', async () => {
      const lender = await createLender(t.dataSource, { lenderStatus: 0 });
      const [g1, g2] = [
        await createLenderGroup(t.dataSource),
        await createLenderGroup(t.dataSource),
      ];
      const changes: [string, unknown, unknown][] = [
        ['priority', 3, 3],
        ['priority', '4', 4],
        ['lender_status', 1, 1],
        ['min_income', '25000.50', 25000.5],
        ['max_income', '', null],
        ['min_age', 23, 23],
        ['apr_min', 1.125, 1.125],
        ['tenure', 48, 48],
        ['interest_rate', '12% To 24%', '12% To 24%'],
        ['ticket_class', '5l_to_50l', '5l_to_50l'],
        ['credit_score_class', '700', '700'],
        ['so_status', 1, 1],
        ['so_text', 'Zero processing fee', 'Zero processing fee'],
        ['so_date_start', '2026-01-01', '2026-01-01'],
        ['so_date_end', '2026-01-31', '2026-01-31'],
        ['lender_group_ids', [g2.id, g1.id], [g1.id, g2.id].sort((a, b) => a - b)],
        ['journey', 'App', 'App'],
        ['name', 'Renamed_Lender', 'Renamed_Lender'],
      ];
      for (const [property, value, stored] of changes) {
        const res = await update(lender.id, property, value).expect(200);
        expect(res.body.message).toBe('Lender updated successfully!');
        expect(res.body.data[property], property).toEqual(stored);
      }
      const saved = await lenders().findOneByOrFail({ id: lender.id });
      expect(saved).toMatchObject({
        priority: 4,
        lenderStatus: 1,
        minIncome: '25000.50',
        maxIncome: null,
        soDateEnd: '2026-01-31',
        journey: 'App',
      });
      // The group list replaces the memberships.
      await update(lender.id, 'lender_group_ids', [g1.id]).expect(200);
      const groups = await t.dataSource
        .getRepository(LenderGroup)
        .createQueryBuilder('g')
        .innerJoin('g.lenders', 'l', 'l.id = :id', { id: lender.id })
        .getMany();
      expect(groups.map((g) => g.id)).toEqual([g1.id]);

      const rows = await auditRows(t, 'lenders', lender.id);
      expect(rows[0]).toMatchObject({ property: 'priority', oldValue: 0, newValue: 3 });
      expect(rows.find((r) => r.property === 'min_income')).toMatchObject({
        oldValue: 20000,
        newValue: 25000.5,
      });
      // max_income was already null: a write that changes nothing leaves no row.
      expect(rows.find((r) => r.property === 'max_income')).toBeUndefined();
    });

    it.each([
      ['priority', -1, 'Priority must be a non-negative whole number'],
      ['priority', 'high', 'Priority must be a non-negative whole number'],
      ['priority', null, 'Priority must be a non-negative whole number'],
      ['lender_status', 2, 'lender_status must be 0 or 1'],
      ['salaried', '1', 'salaried must be 0 or 1'],
      ['min_income', 'abc', 'Minimum income must be a number, 0 or more'],
      ['min_income', -5, 'Minimum income must be a number, 0 or more'],
      ['min_income', 1.234, 'Minimum income may have at most 2 decimal places'],
      ['min_age', 17.5, 'Minimum age must be a whole number from 0 to 120'],
      ['apr_max', 1.2345, 'Monthly PR (max) may have at most 3 decimal places'],
      ['tenure', 0, 'Tenure must be a whole number of months from 1 to 600'],
      ['so_date_start', '2026-02-30', 'Special offer start date must be a date (YYYY-MM-DD)'],
      ['so_date_end', '31/01/2026', 'Special offer end date must be a date (YYYY-MM-DD)'],
      ['ticket_class', 'huge', 'Unknown ticket class: huge'],
      ['credit_score_class', '999', 'Unknown credit score class: 999'],
      ['lender_group_ids', 'all', 'lender_group_ids must be a list of lender group ids'],
      ['lender_group_ids', [1, 1], 'lender_group_ids lists a group twice'],
      ['lender_group_ids', [2_000_000_000], 'Unknown lender group: 2000000000'],
      ['journey', 'Phone', "journey must be 'Web' or 'App'"],
      ['redirect_url', 'ftp://x', 'The redirect URL must be an http(s) URL'],
      [
        'autosubmission',
        1,
        'Autosubmission needs the lender API integration (api = 1) and an API address',
      ],
      [
        'name',
        'with  two spaces',
        'Lender name may contain only letters, digits, single spaces, underscores and hyphens',
      ],
      [
        'name',
        'a/b',
        'Lender name may contain only letters, digits, single spaces, underscores and hyphens',
      ],
      ['api', 1, 'Property api cannot be updated'],
      ['url_key', 'x', 'Property url_key cannot be updated'],
      ['id', 1, 'Property id cannot be updated'],
      ['lender_id', 1, 'Property lender_id cannot be updated'],
      ['created_at', '2020-01-01', 'Property created_at cannot be updated'],
      ['deleted_at', null, 'Property deleted_at cannot be updated'],
      ['__proto__', {}, 'Property __proto__ cannot be updated'],
      ['whatever', 1, 'Property whatever cannot be updated'],
    ])('refuses %s = %j', async (property, value, message) => {
      const lender = await createLender(t.dataSource);
      const res = await update(lender.id, property, value).expect(400);
      expect(res.body.message).toBe(message);
      const unchanged = await lenders().findOneByOrFail({ id: lender.id });
      expect(unchanged.updatedAt).toEqual(lender.updatedAt);
    });

    it('keeps the special-offer end on or after its start', async () => {
      const lender = await createLender(t.dataSource, { soDateStart: '2026-03-10' });
      const res = await update(lender.id, 'so_date_end', '2026-03-09').expect(400);
      expect(res.body).toMatchObject({
        code: 'LENDER_OFFER_DATES_INVALID',
        message: 'Special offer end date must be on or after the start date',
      });
      await update(lender.id, 'so_date_end', '2026-03-10').expect(200);
      await update(lender.id, 'so_date_start', '2026-03-11').expect(400);
    });

    // Each pair's min and max as the factory's lender has them (max null: set for the test).
    it.each([
      ['min_income', 'max_income', 20000, 'Maximum income', 'Minimum income'],
      ['min_age', 'max_age', 21, 'Maximum age', 'Minimum age'],
      ['min_loan_amount', 'loan_amount_upto', 10000, 'Loan amount up to', 'Minimum loan amount'],
      ['apr_min', 'apr_max', 1.5, 'Monthly PR (max)', 'Monthly PR (min)'],
      [
        'interest_min',
        'interest_max',
        18,
        'Interest rate a year (max)',
        'Interest rate a year (min)',
      ],
      ['fee_min', 'fee_max', 999, 'Maximum processing fee', 'Minimum processing fee'],
    ])(
      'keeps %s ≤ %s, by either side and in a whole record',
      async (min, max, low, maxLabel, minLabel) => {
        const lender = await createLender(t.dataSource);
        const below = await update(lender.id, max, low - 1).expect(400);
        expect(below.body).toMatchObject({
          code: 'LENDER_MAX_BELOW_MIN',
          message: `${maxLabel} must be greater than or equal to ${minLabel}`,
          params: { field: maxLabel, minField: minLabel, minProperty: min, maxProperty: max },
          errors: [{ field: max, code: 'LENDER_MAX_BELOW_MIN' }],
        });
        await update(lender.id, max, low).expect(200);
        const raised = await update(lender.id, min, low + 1).expect(400);
        expect(raised.body.errors).toEqual([expect.objectContaining({ field: min })]);
        // Negative is refused, never saved as its absolute value.
        const negative = await update(lender.id, min, -5).expect(400);
        expect(negative.body.code).toMatch(/^FIELD_(NUMBER_MIN|NUMBER_RANGE|WHOLE_NUMBER_RANGE)$/);
        // The REST edit and create check the pair as the one-field save does.
        const record = (await admin.get(`/api/admin/lenders/${lender.id}`).expect(200)).body;
        const put = await admin
          .put(`/api/admin/lenders/${lender.id}`)
          .send({ ...record, [min]: low, [max]: low - 1 })
          .expect(400);
        expect(put.body.code).toBe('LENDER_MAX_BELOW_MIN');
        const created = await admin
          .post('/api/admin/lenders')
          .send({ name: uniqueName('Ranged'), [min]: low, [max]: low - 1 })
          .expect(400);
        expect(created.body.errors[0]).toMatchObject({ field: max, code: 'LENDER_MAX_BELOW_MIN' });
        const saved = await lenders().findOneByOrFail({ id: lender.id });
        expect(Number(saved[camel(max)])).toBe(low);
      },
    );

    it('lets the customer-eligibility grid save no max below its min either', async () => {
      const lender = await createLender(t.dataSource);
      const res = await admin
        .put(`/api/admin/eligibility/${lender.id}`)
        .send({ min_age: 30, max_age: 25 })
        .expect(400);
      expect(res.body.code).toBe('LENDER_MAX_BELOW_MIN');
      await admin
        .put(`/api/admin/eligibility/${lender.id}`)
        .send({ min_age: 30, max_age: 30 })
        .expect(200);
    });

    it('allows autosubmission when the lender has an API integration', async () => {
      const lender = await createLender(t.dataSource, { api: 1 });
      // api = 1 alone is not enough: submissions need an address to go to.
      await update(lender.id, 'autosubmission', 1).expect(400);
      await admin
        .put(`/api/admin/lenders/${lender.id}/integration`)
        .send({ api_url: 'https://api.lender.example/applications' })
        .expect(200);
      const res = await update(lender.id, 'autosubmission', 1).expect(200);
      expect(res.body.data).toMatchObject({ api: 1, autosubmission: 1 });
    });

    it('cannot switch on a lender missing its grievance officer, and names what is missing', async () => {
      const lender = await createLender(t.dataSource, {
        lenderStatus: 0,
        grievanceName: null,
        grievanceEmail: null,
        coolingOffDays: null,
      });
      const res = await update(lender.id, 'lender_status', 1).expect(400);
      expect(res.body).toEqual({
        code: 'LENDER_INCOMPLETE',
        message:
          'The lender cannot be shown to consumers until these are filled in: ' +
          'cooling_off_days, grievance_name, grievance_email',
        params: { missing: 'cooling_off_days, grievance_name, grievance_email' },
      });
      expect((await lenders().findOneByOrFail({ id: lender.id })).lenderStatus).toBe(0);
      // Filled in, it may be switched on; emptying a required field of a live lender is refused.
      await update(lender.id, 'grievance_name', 'Asha Rao').expect(200);
      await update(lender.id, 'grievance_email', 'grievance@lender.in').expect(200);
      await update(lender.id, 'cooling_off_days', 3).expect(200);
      await update(lender.id, 'lender_status', 1).expect(200);
      const emptied = await update(lender.id, 'grievance_phone', '').expect(400);
      expect(emptied.body.code).toBe('LENDER_INCOMPLETE');

      // A lender on since before pricing existed keeps taking other edits, even sent whole.
      const legacy = await createLender(t.dataSource, {
        legalName: null,
        interestMin: null,
        interestMax: null,
        grievanceName: null,
      });
      await update(legacy.id, 'priority', 5).expect(200);
      const record = (await admin.get(`/api/admin/lenders/${legacy.id}`).expect(200)).body;
      await admin
        .put(`/api/admin/lenders/${legacy.id}`)
        .send({ ...record, priority: 6 })
        .expect(200);
    });

    it('saves the structured pricing, each by its rule', async () => {
      const lender = await createLender(t.dataSource, { lenderStatus: 0 });
      const changes: [string, unknown, unknown][] = [
        ['legal_name', 'Acme Finance Private Limited', 'Acme Finance Private Limited'],
        ['interest_min', '10.99', 10.99],
        ['interest_max', 24, 24],
        ['fee_percent', 2.5, 2.5],
        ['fee_min', 999, 999],
        ['fee_max', '', null],
        ['fee_flat', null, null],
        ['gst_percent', 18, 18],
        ['penal_charges_hi', 'बकाया पर 2% प्रति माह', 'बकाया पर 2% प्रति माह'],
        ['cooling_off_days', 5, 5],
        ['grievance_phone', '+91 80 4000 1234', '+91 80 4000 1234'],
        ['recovery_policy_url', 'https://acme.example/recovery', 'https://acme.example/recovery'],
      ];
      for (const [property, value, stored] of changes) {
        const res = await update(lender.id, property, value).expect(200);
        expect(res.body.data[property], property).toEqual(stored);
      }
      for (const [property, value] of [
        ['interest_min', 101],
        ['fee_percent', -1],
        ['cooling_off_days', 0],
        ['grievance_email', 'not-an-email'],
        ['recovery_policy_url', 'ftp://x'],
      ] as const)
        await update(lender.id, property, value).expect(400);
    });

    it('answers 404 for an unknown lender', async () => {
      const res = await update(2_000_000_000, 'priority', 1).expect(404);
      expect(res.body).toEqual({ code: 'LENDER_NOT_FOUND', message: 'Lender not found' });
    });
  });

  it('soft-deletes a lender: gone from lists and lookups, kept in the table, twice → 404', async () => {
    const lender = await createLender(t.dataSource);
    const res = await admin
      .post('/api/safe-delete-lender')
      .send({ lender_id: lender.id })
      .expect(200);
    expect(res.body).toEqual({ success: true, message: 'Lender deleted successfully!' });
    const list = await admin.get('/api/get-lenders-data').expect(200);
    expect(list.body.data.map((l: { lender_id: number }) => l.lender_id)).not.toContain(lender.id);
    await admin.get(`/api/get-lender-data/${lender.id}`).expect(404);
    expect(await lenders().findOne({ where: { id: lender.id }, withDeleted: true })).toMatchObject({
      deletedAt: expect.any(Date),
    });
    await admin.post('/api/safe-delete-lender').send({ lender_id: lender.id }).expect(404);
    const rows = await auditRows(t, 'lenders', lender.id);
    expect(rows.map((r) => r.action)).toEqual(['delete']);
    const bad = await admin.post('/api/safe-delete-lender').send({}).expect(400);
    expect(bad.body.message).toBe('lender_id must be a positive whole number');
  });

  describe('lender groups', () => {
    it('lists live groups by name as { success, lenderGroups }', async () => {
      const group = await createLenderGroup(t.dataSource, { name: uniqueName('AAA group') });
      const gone = await createLenderGroup(t.dataSource);
      await t.dataSource.getRepository(LenderGroup).softDelete({ id: gone.id });
      const res = await admin.get('/api/lender-group/get-all').expect(200);
      expect(res.body.success).toBe(true);
      expect(res.body.lenderGroups).toContainEqual({ id: group.id, name: group.name });
      expect(res.body.lenderGroups.map((g: { id: number }) => g.id)).not.toContain(gone.id);
      const names = res.body.lenderGroups.map((g: { name: string }) => g.name);
      expect(names).toEqual(
        [...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)),
      );
    });

    it('creates a group and answers lenderGroup.id; a taken name is a 409', async () => {
      const name = uniqueName('NBFC partners');
      const res = await admin
        .post('/api/lender-group/create')
        .send({ name: ` ${name} ` })
        .expect(201);
      expect(res.body).toEqual({
        success: true,
        message: 'Lender group created successfully!',
        lenderGroup: { id: expect.any(Number), name },
      });
      const [row] = await auditRows(t, 'lender_groups', res.body.lenderGroup.id);
      expect(row).toMatchObject({
        action: 'create',
        newValue: { id: res.body.lenderGroup.id, name },
      });
      const dup = await admin
        .post('/api/lender-group/create')
        .send({ name: name.toUpperCase() })
        .expect(409);
      expect(dup.body).toEqual({
        code: 'LENDER_GROUP_NAME_TAKEN',
        message: 'A lender group with this name already exists',
      });
    });

    it.each([
      [{}, 'Lender group name is required'],
      [{ name: '  ' }, 'Lender group name is required'],
      [
        { name: 'Top/Tier' },
        'Lender group name may contain only letters, digits, hyphens, underscores and spaces',
      ],
    ])('refuses lender-group/create %j', async (body, message) => {
      const res = await admin.post('/api/lender-group/create').send(body).expect(400);
      expect(res.body.message).toBe(message);
    });
  });

  it('is role 1 only', async () => {
    for (const [method, path] of [
      ['get', '/api/get-lenders-data'],
      ['get', '/api/get-lender-data/1'],
      ['post', '/api/update-lender-data'],
      ['post', '/api/create-lender'],
      ['post', '/api/safe-delete-lender'],
      ['get', '/api/lender-group/get-all'],
      ['post', '/api/lender-group/create'],
    ] as const)
      await expectRoleOneOnly(t, method, path);
  });
});
