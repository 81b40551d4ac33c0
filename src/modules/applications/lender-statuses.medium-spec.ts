import type { DataSource } from 'typeorm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createApplication,
  createLender,
  createPartner,
  createProspectApplication,
  createUpload,
} from '../../../test/factories';
import { fileDataSource } from '../../../test/utils/medium';
import { applyLenderStatuses } from './lender-statuses';
import type { ApplicationStatusUpdate } from './status-batches.repository';

const row = (
  applicationId: string,
  rowNumber: number,
  status: string,
  more: Partial<ApplicationStatusUpdate> = {},
): ApplicationStatusUpdate => ({
  rowNumber,
  applicationId,
  status,
  subStatus: null,
  remarks: null,
  sanctionedAmount: null,
  sanctionedDate: null,
  disbursedAmount: null,
  disbursedDate: null,
  latest: false,
  ...more,
});

describe("a lender's statuses applied set-based", () => {
  let ds: DataSource;
  beforeAll(async () => {
    ds = await fileDataSource();
  });
  afterAll(() => ds?.destroy());

  const stateOf = async (id: string) => {
    const [a] = await ds.query<
      Array<{
        status: string;
        sanctioned_amount: string | null;
        disbursed_at: Date | null;
        v: string;
      }>
    >(
      `SELECT status, sanctioned_amount, disbursed_at, xmin::text AS v FROM applications WHERE id = $1`,
      [id],
    );
    return a;
  };

  it('keeps every row in the history, moves each application to its last row, one event each', async () => {
    const lender = await createLender(ds);
    const [a, b] = [
      await createApplication(ds, { lenderId: lender.id }),
      await createApplication(ds, { lenderId: lender.id }),
    ];
    const upload = await createUpload(ds);
    const rows = [
      row(a.id, 2, 'sanctioned', { sanctionedAmount: '150000', sanctionedDate: '2026-11-02' }),
      row(b.id, 3, 'rejected', { latest: true, remarks: 'Low score' }),
      row(a.id, 4, 'disbursed', {
        latest: true,
        disbursedAmount: '150000',
        disbursedDate: '2026-11-05',
      }),
    ];
    await ds.transaction((m) =>
      applyLenderStatuses({ tx: m }, rows, {
        source: 'upload',
        uploadId: upload.id,
        adminId: upload.uploadedByAdminId,
      }),
    );

    const history = await ds.query(
      `SELECT application_id, status, row_number, source FROM application_status_history
        WHERE upload_id = $1 ORDER BY id`,
      [upload.id],
    );
    expect(history).toEqual([
      { application_id: a.id, status: 'sanctioned', row_number: 2, source: 'upload' },
      { application_id: b.id, status: 'rejected', row_number: 3, source: 'upload' },
      { application_id: a.id, status: 'disbursed', row_number: 4, source: 'upload' },
    ]);
    // The last row wins; a figure it leaves out keeps the one an earlier row had not set either.
    expect(await stateOf(a.id)).toMatchObject({ status: 'disbursed' });
    expect((await stateOf(a.id)).disbursed_at?.toISOString()).toBe('2026-11-04T18:30:00.000Z');
    expect(await stateOf(b.id)).toMatchObject({ status: 'rejected' });
    const events = await ds.query(
      `SELECT application_id, data->>'status' AS status, data->>'uploadId' AS upload
         FROM journey_events WHERE type = 'status_changed' AND application_id = ANY($1::uuid[])
        ORDER BY id`,
      [[a.id, b.id]],
    );
    expect(events).toEqual([
      { application_id: b.id, status: 'rejected', upload: upload.id },
      { application_id: a.id, status: 'disbursed', upload: upload.id },
    ]);
  });

  it("gives each event the application's consumer, product and lender and its prospect's attribution", async () => {
    const lender = await createLender(ds);
    const partner = await createPartner(ds);
    const prospect = await createProspectApplication(ds, {
      partnerId: partner.id,
      utmSource: 'dsa',
      utmMedium: 'whatsapp',
      utmCampaign: 'diwali',
    });
    const app = await createApplication(ds, { lenderId: lender.id, prospectAppId: prospect.id });
    await ds.transaction((m) =>
      applyLenderStatuses({ tx: m }, [row(app.id, 1, 'approved', { latest: true })], {
        source: 'lender',
        webhookEventId: 7,
      }),
    );
    const [event] = await ds.query(
      `SELECT user_id, prospect_app_id, product_id, lender_id, partner_id, utm_source, utm_medium,
              utm_campaign, data
         FROM journey_events WHERE type = 'status_changed' AND application_id = $1`,
      [app.id],
    );
    expect(event).toEqual({
      user_id: app.userId,
      prospect_app_id: prospect.id,
      product_id: app.productId,
      lender_id: lender.id,
      partner_id: partner.id,
      utm_source: 'dsa',
      utm_medium: 'whatsapp',
      utm_campaign: 'diwali',
      data: { status: 'approved', subStatus: null, webhookEventId: '7' },
    });
  });

  it('leaves an application it only restates unwritten (no new row version)', async () => {
    const lender = await createLender(ds);
    const app = await createApplication(ds, { lenderId: lender.id });
    const apply = (rows: ApplicationStatusUpdate[]) =>
      ds.transaction((m) =>
        applyLenderStatuses({ tx: m }, rows, { source: 'lender', webhookEventId: 1 }),
      );
    await apply([row(app.id, 1, 'sanctioned', { latest: true, sanctionedAmount: '90000' })]);
    const before = await stateOf(app.id);
    await apply([row(app.id, 1, 'sanctioned', { latest: true })]);
    const after = await stateOf(app.id);
    expect(after).toEqual(before);
    expect(after.sanctioned_amount).toBe('90000.00');
  });
});
