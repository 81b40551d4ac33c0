import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, bearer } from './utils/auth';
import { createTestApp, type TestApp } from './utils/app';
import { csv, xls, xlsx, zip, type Rows } from './utils/spreadsheets';
import { createApplication, createLender } from './factories';
import type { Lender } from '../src/modules/lenders/lender.entity';

const STATUS_HEADER = [
  'Application ID',
  'Lender',
  'Status',
  'Sub Status',
  'Sanctioned Amount',
  'Sanctioned Date',
  'Disbursed Amount',
  'Disbursed Date',
  'Remarks',
];

let t: TestApp;
let admin: string;
let lender: Lender;
let otherLender: Lender;

function upload(path: string, token: string, file: Buffer, name: string) {
  return t.http().post(`/api/${path}`).set(bearer(token)).attach('image_name', file, name);
}

async function history(applicationId: string) {
  return t.dataSource.query(
    'SELECT status, sub_status, row_number, source FROM application_status_history WHERE application_id = $1 ORDER BY id',
    [applicationId],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  admin = (await adminToken(t, 1)).token;
  lender = await createLender(t.dataSource, { name: 'Upload Lender One' });
  otherLender = await createLender(t.dataSource, { name: 'Upload Lender Two' });
});

afterAll(async () => {
  await t?.close();
});

describe('application status file', () => {
  it('updates the good rows, records history, and names the row, column and reason of each bad one', async () => {
    const a1 = await createApplication(t.dataSource, { lenderId: lender.id });
    const a2 = await createApplication(t.dataSource, { lenderId: lender.id });
    const a3 = await createApplication(t.dataSource, { lenderId: otherLender.id });
    const future = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);
    const rows: Rows = [
      STATUS_HEADER,
      [
        a1.id,
        'upload lender one',
        'Disbursed',
        'Paid',
        '1,50,000',
        '01/10/2026',
        '145000',
        '05/10/2026',
        'ok',
      ],
      [a2.id, String(lender.id), 'in process', '', '', '', '', '', ''],
      ['not-a-uuid', lender.name, 'approved', '', '', '', '', '', ''],
      ['7e0c5a62-3b8e-4a8a-9b9c-2f1d2c3b4a59', lender.name, 'approved', '', '', '', '', '', ''],
      [a3.id, lender.name, 'approved', '', '', '', '', '', ''],
      [a2.id, 'No Such Lender', 'flying', '', 'abc', '31/02/2026', '', '', ''],
      [a2.id, lender.name, 'disbursed', '', '100', '', '', future, ''],
      [a1.id, lender.name, 'sanctioned', '', '100', '', '200', '', ''],
    ];
    const res = await upload('upload-application-status-file', admin, csv(rows), 'status.csv');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      status: 'completed',
      kind: 'application-status',
      rowsUpdated: 2,
      errorCount: 6,
      message: '2 rows loaded successfully',
      progress: { done: 8, total: 8 },
    });
    const byRow = (row: number) => res.body.errors.filter((e: { row: number }) => e.row === row);
    expect(byRow(4)).toEqual([
      {
        row: 4,
        column: 'application_id',
        value: 'not-a-uuid',
        message: 'Must be an application id (a UUID)',
      },
    ]);
    expect(byRow(5)[0]).toMatchObject({
      column: 'application_id',
      message: 'No application with this id',
    });
    expect(byRow(6)[0]).toMatchObject({
      column: 'lender',
      message: 'The application was not handed off to this lender',
    });
    expect(byRow(7).map((e: { column: string }) => e.column)).toEqual([
      'lender',
      'status',
      'sanctioned_amount',
      'sanctioned_date',
    ]);
    expect(byRow(7)[3].message).toBe('Must be a real calendar date');
    expect(byRow(8).map((e: { message: string }) => e.message)).toEqual([
      'Cannot be in the future',
      'Required when the status is disbursed',
    ]);
    expect(byRow(9)[0]).toMatchObject({
      column: 'disbursed_amount',
      message: 'Cannot be more than the sanctioned amount',
    });

    const [app1] = await t.dataSource.query(
      'SELECT status, sub_status, sanctioned_amount, disbursed_amount, disbursed_at, remarks FROM applications WHERE id = $1',
      [a1.id],
    );
    expect(app1).toMatchObject({
      status: 'disbursed',
      sub_status: 'Paid',
      sanctioned_amount: '150000.00',
      disbursed_amount: '145000.00',
      remarks: 'ok',
    });
    expect(new Date(app1.disbursed_at).toISOString()).toBe('2026-10-04T18:30:00.000Z');
    expect(await history(a1.id)).toEqual([
      { status: 'disbursed', sub_status: 'Paid', row_number: 2, source: 'upload' },
    ]);
    expect(await history(a2.id)).toEqual([
      { status: 'in_process', sub_status: null, row_number: 3, source: 'upload' },
    ]);
    const [untouched] = await t.dataSource.query('SELECT status FROM applications WHERE id = $1', [
      a3.id,
    ]);
    expect(untouched.status).toBe('created');
    // Each updated application's journey gains one status change, naming the upload.
    const events = await t.dataSource.query(
      `SELECT application_id, lender_id, data FROM journey_events
        WHERE type = 'status_changed' AND application_id = ANY($1) ORDER BY application_id`,
      [[a1.id, a2.id, a3.id]],
    );
    expect(events).toEqual(
      [
        { application_id: a1.id, lender_id: lender.id, status: 'disbursed', subStatus: 'Paid' },
        { application_id: a2.id, lender_id: lender.id, status: 'in_process', subStatus: null },
      ]
        .sort((x, y) => (x.application_id < y.application_id ? -1 : 1))
        .map(({ status, subStatus, ...ids }) => ({
          ...ids,
          data: { status, subStatus, uploadId: String(res.body.uploadId) },
        })),
    );
  });

  it('reads the same columns from .xlsx (with Excel dates) and .xls', async () => {
    for (const [make, name] of [
      [xlsx, 'status.xlsx'],
      [async (r: Rows) => xls(r), 'status.xls'],
    ] as const) {
      const app = await createApplication(t.dataSource, { lenderId: lender.id });
      const rows: Rows = [
        STATUS_HEADER,
        [
          app.id,
          lender.name,
          'sanctioned',
          'Offer sent',
          250000,
          new Date(Date.UTC(2026, 9, 3)),
          null,
          null,
          null,
        ],
        [null, null, null, null, null, null, null, null, null],
        ['bad', lender.name, 'sanctioned', null, null, null, null, null, null],
      ];
      const res = await upload('upload-application-status-file', admin, await make(rows), name);
      expect(res.status, name).toBe(200);
      expect(res.body, name).toMatchObject({ rowsUpdated: 1, errorCount: 1 });
      expect(res.body.errors[0], name).toMatchObject({ row: 4, column: 'application_id' });
      const [row] = await t.dataSource.query(
        'SELECT status, sanctioned_amount, sanctioned_at FROM applications WHERE id = $1',
        [app.id],
      );
      expect(row.status, name).toBe('sanctioned');
      expect(row.sanctioned_amount, name).toBe('250000.00');
      expect(new Date(row.sanctioned_at).toISOString(), name).toBe('2026-10-02T18:30:00.000Z');
    }
  });

  it('refuses a file without the required columns, naming them', async () => {
    const res = await upload(
      'upload-application-status-file',
      admin,
      csv([
        ['application_id', 'remarks'],
        ['x', 'y'],
      ]),
      'cols.csv',
    );
    expect(res.status).toBe(422);
    expect(res.body.message).toMatch(/^Missing columns: lender, status\./);
    expect(res.body.status).toBe('failed');
  });

  it('leaves an application a row restates untouched, and the last row of an application wins', async () => {
    const same = await createApplication(t.dataSource, { lenderId: lender.id });
    const moved = await createApplication(t.dataSource, { lenderId: lender.id });
    const row = (id: string, status: string, remarks: string) => [
      id,
      lender.name,
      status,
      'Stage 1',
      '90000',
      '01/10/2026',
      '',
      '',
      remarks,
    ];
    const first = await upload(
      'upload-application-status-file',
      admin,
      csv([STATUS_HEADER, row(same.id, 'sanctioned', 'first'), row(moved.id, 'approved', 'first')]),
      'restate-1.csv',
    );
    expect(first.body).toMatchObject({ status: 'completed', rowsUpdated: 2 });
    const version = (id: string) =>
      t.dataSource
        .query(
          'SELECT xmin::text AS xmin, updated_at, status, remarks FROM applications WHERE id = $1',
          [id],
        )
        .then((r: Array<Record<string, unknown>>) => r[0]);
    const before = await version(same.id);

    // The second file says the same of `same`, and moves `moved` twice: its last row wins.
    const second = await upload(
      'upload-application-status-file',
      admin,
      csv([
        STATUS_HEADER,
        row(same.id, 'sanctioned', 'first'),
        row(moved.id, 'rejected', 'second'),
        row(moved.id, 'sanctioned', 'third'),
      ]),
      'restate-2.csv',
    );
    expect(second.body).toMatchObject({ status: 'completed', rowsUpdated: 3 });
    // No new row version: the restated application was not written at all.
    expect(await version(same.id)).toEqual(before);
    expect(await version(moved.id)).toMatchObject({ status: 'sanctioned', remarks: 'third' });
    // Every good row is still in the history, and each application gets one journey event.
    expect((await history(same.id)).map((h: { status: string }) => h.status)).toEqual([
      'sanctioned',
      'sanctioned',
    ]);
    expect((await history(moved.id)).map((h: { status: string }) => h.status)).toEqual([
      'approved',
      'rejected',
      'sanctioned',
    ]);
    const events = await t.dataSource.query(
      `SELECT data ->> 'status' AS status FROM journey_events
        WHERE type = 'status_changed' AND application_id = $1 AND data ->> 'uploadId' = $2`,
      [moved.id, second.body.uploadId],
    );
    expect(events).toEqual([{ status: 'sanctioned' }]);
  });

  it('answers a duplicate upload with the first one and writes nothing twice', async () => {
    const app = await createApplication(t.dataSource, { lenderId: lender.id });
    const file = csv([STATUS_HEADER, [app.id, lender.name, 'approved', '', '', '', '', '', '']]);
    const first = await upload('upload-application-status-file', admin, file, 'dup.csv');
    const second = await upload('upload-application-status-file', admin, file, 'dup-again.csv');
    expect(first.body.duplicate).toBe(false);
    expect(second.status).toBe(200);
    expect(second.body).toMatchObject({
      uploadId: first.body.uploadId,
      duplicate: true,
      rowsUpdated: 1,
    });
    expect(await history(app.id)).toHaveLength(1);
    const [{ count }] = await t.dataSource.query(
      'SELECT count(*)::int AS count FROM uploads WHERE sha256 = (SELECT sha256 FROM uploads WHERE id = $1)',
      [first.body.uploadId],
    );
    expect(count).toBe(1);
    // Another admin uploading the same bytes is a separate upload.
    const other = await upload(
      'upload-application-status-file',
      (await adminToken(t, 2)).token,
      file,
      'dup.csv',
    );
    expect(other.body.uploadId).not.toBe(first.body.uploadId);
  });
});

describe('file checks', () => {
  it("answers 'No file selected' without a file", async () => {
    const res = await t
      .http()
      .post('/api/upload-application-status-file')
      .set(bearer(admin))
      .field('x', '1');
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'UPLOAD_NO_FILE', message: 'No file selected' });
  });

  it('answers a body that is not multipart with how to send the file', async () => {
    const res = await t
      .http()
      .post('/api/upload-application-status-file')
      .set(bearer(admin))
      .send({ image_name: 'a.csv' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      code: 'UPLOAD_NOT_MULTIPART',
      message: 'The upload must be multipart/form-data with the file in image_name',
    });
  });

  it("answers 'Invalid file type' for other extensions and for bytes that do not match", async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001', 'hex');
    const cases: Array<[Buffer, string]> = [
      [Buffer.from('a,b\n1,2\n'), 'status.txt'],
      [png, 'status.csv'],
      [Buffer.from('application_id,lender\n'), 'status.xlsx'],
      [png, 'status.xls'],
      [zip([{ name: 'hello.txt', data: Buffer.from('hi') }]), 'status.xlsx'],
    ];
    for (const [bytes, name] of cases) {
      const res = await upload('upload-application-status-file', admin, bytes, name);
      expect(res.status, name).toBe(400);
      expect(res.body.message, name).toBe('Invalid file type');
    }
  });

  it('refuses a zip bomb, by ratio and by a lying size header, before processing', async () => {
    const zeros = Buffer.alloc(40 * 1024 * 1024);
    const byRatio = zip([
      { name: '[Content_Types].xml', data: Buffer.from('<Types/>') },
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: zeros },
    ]);
    const lying = zip([
      { name: 'xl/workbook.xml', data: Buffer.from('<workbook/>') },
      { name: 'xl/worksheets/sheet1.xml', data: zeros, declaredSize: 1000 },
    ]);
    const before = await t.dataSource.query('SELECT count(*)::int AS n FROM uploads');
    const ratio = await upload('upload-application-status-file', admin, byRatio, 'bomb.xlsx');
    expect(ratio.status).toBe(422);
    expect(ratio.body.message).toMatch(/refused as a possible zip bomb/);
    const lie = await upload('upload-application-status-file', admin, lying, 'bomb2.xlsx');
    expect(lie.status).toBe(422);
    expect(lie.body.message).toMatch(/^The Excel file is damaged/);
    expect(await t.dataSource.query('SELECT count(*)::int AS n FROM uploads')).toEqual(before);
  });
});

describe('commission and MIS files', () => {
  it('records payouts, linking by application id or by the lender reference', async () => {
    const [type] = await t.dataSource.query(
      `INSERT INTO revenue_types (name) VALUES ('Upload Disbursal') RETURNING id`,
    );
    const app = await createApplication(t.dataSource, { lenderId: lender.id });
    const handedOff = await createApplication(t.dataSource, { lenderId: lender.id });
    await t.dataSource.query(
      `INSERT INTO lender_transactions (application_id, lender_id, lender_reference) VALUES ($1, $2, 'KB-1')`,
      [handedOff.id, lender.id],
    );
    const res = await upload(
      'upload-commission-file',
      admin,
      csv([
        [
          'lender',
          'application_id',
          'lender_application_ref',
          'revenue_type',
          'payout_amount',
          'payout_percent',
          'payout_month',
          'branch',
        ],
        [lender.name, app.id, '', 'upload disbursal', '2900', '2', '2026-10', 'Pune'],
        [lender.name, '', 'KB-1', '', '₹1,000.50', '', 'Oct-2026', ''],
        [lender.name, '', 'UNKNOWN-REF', '', '500', '', '10/2026', ''],
        [lender.name, '', '', 'Nope', '', '101', '13/2026', ''],
      ]),
      'commission.csv',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'commission', rowsUpdated: 3, errorCount: 1 });
    expect(
      res.body.errors.map((e: { column: string; message: string }) => `${e.column}: ${e.message}`),
    ).toEqual([
      'revenue_type: Unknown revenue type',
      'payout_amount: Required',
      'payout_percent: Must be between 0 and 100',
      'payout_month: Must be a month (YYYY-MM or MM/YYYY)',
      'application_id: Give application_id or lender_application_ref',
    ]);
    const rows = await t.dataSource.query(
      `SELECT row_number, application_id, revenue_type_id, payout_amount, payout_percent, payout_month::text, raw
         FROM commissions WHERE upload_id = $1 ORDER BY row_number`,
      [res.body.uploadId],
    );
    expect(rows.map((r: { application_id: string | null }) => r.application_id)).toEqual([
      app.id,
      handedOff.id,
      null,
    ]);
    expect(rows[0]).toMatchObject({
      revenue_type_id: type.id,
      payout_amount: '2900.00',
      payout_percent: '2.000',
      payout_month: '2026-10-01',
    });
    expect(rows[0].raw).toEqual({ branch: 'Pune' });
    expect(rows[1].raw).toEqual({});
    expect(rows[1]).toMatchObject({ payout_amount: '1000.50', payout_month: '2026-10-01' });
  });

  it('records MIS lines with the row as read', async () => {
    const app = await createApplication(t.dataSource, { lenderId: lender.id });
    const res = await upload(
      'upload-mis-file',
      admin,
      csv([
        [
          'Lender Name',
          'Lead ID',
          'Mobile',
          'Lead Date',
          'Status',
          'City',
          'Sub Status',
          'Sanction Amount',
          'Disbursal Amount',
          'Disbursal Date',
          'App ID',
        ],
        [
          lender.name,
          'L-1',
          '+91 98765 43210',
          '28-09-2026',
          'Disbursed',
          'Nagpur\tWest',
          'EMI\\mandate',
          '1,50,000',
          '145000.5',
          '05/10/2026',
          app.id,
        ],
        [lender.name, '', '', '', 'Rejected', '', '', '', '', '', ''],
        [lender.name, 'L-3', '12345', '', '', '', '', '', '', '', ''],
      ]),
      'mis.csv',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ kind: 'mis', rowsUpdated: 1, errorCount: 2 });
    expect(res.body.errors).toEqual([
      {
        row: 3,
        column: 'lender_lead_id',
        value: null,
        message: 'Give lender_lead_id, application_id or phone_number',
      },
      {
        row: 4,
        column: 'phone_number',
        value: '12345',
        message: 'Must be a 10-digit mobile number starting with 6, 7, 8 or 9',
      },
      { row: 4, column: 'lead_status', value: null, message: 'Required' },
    ]);
    const rows = await t.dataSource.query(
      `SELECT row_number, application_id, lender_id, lender_lead_id, phone_number, lead_date::text,
              lead_status, lead_sub_status, sanctioned_amount, disbursed_amount,
              disbursed_at::text, raw
         FROM mis_records WHERE upload_id = $1`,
      [res.body.uploadId],
    );
    expect(rows).toEqual([
      {
        row_number: 2,
        application_id: app.id,
        lender_id: lender.id,
        lender_lead_id: 'L-1',
        phone_number: '9876543210',
        lead_date: '2026-09-28',
        lead_status: 'Disbursed',
        lead_sub_status: 'EMI\\mandate',
        sanctioned_amount: '150000.00',
        disbursed_amount: '145000.50',
        disbursed_at: '2026-10-05',
        raw: { City: 'Nagpur\tWest' },
      },
    ]);
  });
});

describe('credit-card bulk upload', () => {
  it('creates and updates cards and lists their uuids', async () => {
    const header = ['uuid', 'category_name', 'annual_fee', 'marketing_bullets', 'status'];
    const created = await upload(
      'upload-credit-cards-file',
      admin,
      csv([
        header,
        ['', 'Bulk Card One', '₹499', 'No fee|Lounge', '1'],
        ['', 'Bad*Name', '', '', '2'],
      ]),
      'cards.csv',
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ created: 1, updated: 0, rowsUpdated: 1, errorCount: 1 });
    expect(created.body.errors.map((e: { column: string }) => e.column)).toEqual([
      'status',
      'category_name',
    ]);
    const [uuid] = created.body.uuids;
    const updated = await upload(
      'upload-credit-cards-file',
      admin,
      csv([header, [uuid, '', '₹999', '', '0']]),
      'cards2.csv',
    );
    expect(updated.body).toMatchObject({ created: 0, updated: 1, uuids: [uuid] });
    const [card] = await t.dataSource.query(
      'SELECT category_name, annual_fee, marketing_bullets, status FROM credit_card_categories WHERE uuid = $1',
      [uuid],
    );
    expect(card).toEqual({
      category_name: 'Bulk Card One',
      annual_fee: '₹999',
      marketing_bullets: ['No fee', 'Lounge'],
      status: 0,
    });
  });
});

describe('progress, errors download, templates and roles', () => {
  it('downloads every row error as CSV with formula cells neutralised', async () => {
    const res = await upload(
      'upload-application-status-file',
      admin,
      csv([
        STATUS_HEADER,
        ['=HYPERLINK("http://evil")', lender.name, 'approved', '', '', '', '', '', ''],
        ['@SUM(1)', lender.name, '+x', '', '', '', '', '', ''],
      ]),
      'evil.csv',
    );
    const dl = await t
      .http()
      .get(`/api/uploads/${res.body.uploadId}/errors.csv`)
      .set(bearer(admin));
    expect(dl.status).toBe(200);
    expect(dl.headers['content-type']).toMatch(/^text\/csv/);
    expect(dl.headers['content-disposition']).toMatch(
      /attachment; filename="upload-.*-errors\.csv"/,
    );
    const lines = dl.text
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe('row,column,value,message');
    expect(lines[1]).toBe(
      `2,application_id,"'=HYPERLINK(""http://evil"")",Must be an application id (a UUID)`,
    );
    expect(lines[2]).toBe("3,application_id,'@SUM(1),Must be an application id (a UUID)");
    expect(lines[3]).toMatch(/^3,status,'\+x,"Must be one of: submitted, login,/);
  });

  it('serves a template per kind', async () => {
    const res = await t
      .http()
      .get('/api/uploads/templates/application-status.csv')
      .set(bearer(admin));
    expect(res.status).toBe(200);
    expect(res.text.replace(/^\uFEFF/, '').split('\r\n')[0] ?? res.text).toMatch(
      /^application_id,lender,status,sub_status,sanctioned_amount/,
    );
    for (const kind of ['commission', 'mis', 'credit-cards'])
      expect(
        (await t.http().get(`/api/uploads/templates/${kind}.csv`).set(bearer(admin))).status,
      ).toBe(200);
    expect((await t.http().get('/api/uploads/templates/nope.csv').set(bearer(admin))).status).toBe(
      404,
    );
  });

  it('lets role 2 upload status files only, and hides other uploads from it', async () => {
    const role2 = (await adminToken(t, 2)).token;
    const mis = await upload(
      'upload-mis-file',
      admin,
      csv([
        ['lender', 'lead_id', 'status'],
        [lender.name, 'R-1', 'New'],
      ]),
      'm.csv',
    );
    expect((await upload('upload-mis-file', role2, csv([['a']]), 'm.csv')).status).toBe(403);
    expect((await upload('upload-commission-file', role2, csv([['a']]), 'c.csv')).status).toBe(403);
    expect((await upload('upload-credit-cards-file', role2, csv([['a']]), 'c.csv')).status).toBe(
      403,
    );
    expect(
      (await t.http().get(`/api/uploads/${mis.body.uploadId}`).set(bearer(role2))).status,
    ).toBe(404);
    expect((await t.http().get('/api/uploads/templates/mis.csv').set(bearer(role2))).status).toBe(
      404,
    );
    expect(
      (await t.http().get('/api/uploads/templates/application-status.csv').set(bearer(role2)))
        .status,
    ).toBe(200);
    expect((await t.http().get('/api/uploads/not-a-uuid').set(bearer(admin))).status).toBe(404);
  });
});

describe('queue dashboard', () => {
  it('is at /admin/queues for role 1 only', async () => {
    expect((await t.http().get('/admin/queues').set('Accept', 'application/json')).status).toBe(
      401,
    );
    const redirect = await t.http().get('/admin/queues').set('Accept', 'text/html');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.location).toBe('/admin/login?callback=%2Fadmin%2Fqueues');
    const role2 = (await adminToken(t, 2)).token;
    expect((await t.http().get('/admin/queues').set(bearer(role2))).status).toBe(403);
    const page = await t.http().get('/admin/queues').set(bearer(admin));
    expect(page.status).toBe(200);
    expect(page.text).toMatch(/bull/i);
    const api = await t.http().get('/admin/queues/api/queues').set(bearer(admin));
    expect(api.status).toBe(200);
    expect(api.body.queues.map((q: { name: string }) => q.name)).toContain('uploads');

    // The admin UI opens it through a cookie only /admin/queues receives.
    const session = await t.http().post('/api/admin/queues/session').set(bearer(admin));
    expect(session.status).toBe(200);
    const cookie = session.headers['set-cookie'][0];
    expect(cookie).toMatch(
      /^cm_queues=.*; Path=\/admin\/queues; Expires=.*; HttpOnly; SameSite=Strict$/,
    );
    const viaCookie = await t
      .http()
      .get('/admin/queues/api/queues')
      .set('Cookie', cookie.split(';')[0]);
    expect(viaCookie.status).toBe(200);
    expect((await t.http().post('/api/admin/queues/session').set(bearer(role2))).status).toBe(403);
  });
});
