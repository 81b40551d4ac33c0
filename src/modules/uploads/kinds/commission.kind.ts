import type { TxSource } from '../../../database/transactional';
import {
  amount,
  cellText,
  pastDate,
  percent,
  RowReader,
  text,
  uuid,
  type Parsed,
} from '../cell-parsers';
import type { BatchContext, Cell, CheckedRow, SheetRow, UploadKindHandler } from '../upload-kind';
import { revenueTypes } from './kinds.repository';
import { LenderLookup, linkApplications, type LenderRef } from './lookups';
import { insertCommissionRows } from '../../revenue/commission-uploads.repository';
import { extraColumns } from './raw-row';

interface CommissionRow {
  lender: LenderRef;
  applicationId: string | null;
  lenderRef: string | null;
  revenueTypeId: number | null;
  disbursedAmount: string | null;
  disbursedDate: string | null;
  payoutAmount: string;
  payoutPercent: string | null;
  payoutMonth: string | null;
  raw: string;
}

interface Lookups {
  lenders: LenderLookup;
  revenueTypes: Map<string, number>;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The month a payout belongs to, as its first day: 2026-10, 10/2026, Oct-2026, or any date in it. */
const payoutMonth = (cell: Cell): Parsed<string> => {
  const t = cellText(cell);
  if (t === null) return { ok: true, value: null };
  let m: RegExpExecArray | null;
  let y = 0;
  let mo = 0;
  if ((m = /^(\d{4})-(\d{1,2})$/.exec(t))) [y, mo] = [Number(m[1]), Number(m[2])];
  else if ((m = /^(\d{1,2})[/-](\d{4})$/.exec(t))) [mo, y] = [Number(m[1]), Number(m[2])];
  else if ((m = /^([a-z]{3})[a-z]*[\s/-]+(\d{4})$/i.exec(t)))
    [mo, y] = [MONTHS.indexOf(m[1].toLowerCase()) + 1, Number(m[2])];
  else {
    const d = pastDate(cell);
    if (!d.ok || d.value === null)
      return { ok: false, message: 'Must be a month (YYYY-MM or MM/YYYY)' };
    return { ok: true, value: `${d.value.slice(0, 7)}-01` };
  }
  if (mo < 1 || mo > 12 || y < 2000 || y > 2100)
    return { ok: false, message: 'Must be a month (YYYY-MM or MM/YYYY)' };
  return { ok: true, value: `${y}-${String(mo).padStart(2, '0')}-01` };
};

/**
 * The commission file (role 1): what a lender paid us per application. A payout whose reference
 * matches none of our applications is still recorded (it is money received), unlinked.
 */
export const commissionKind: UploadKindHandler<CommissionRow, Lookups> = {
  kind: 'commission',
  slug: 'commission',
  page: 'commission-upload-file',
  columns: [
    {
      name: 'lender',
      required: true,
      aliases: ['lender_name', 'lender_id'],
      description: 'Lender name or id',
      example: 'KreditBee',
    },
    {
      name: 'application_id',
      required: false,
      aliases: ['app_id'],
      description: 'Our application id (UUID); give it or lender_application_ref',
      example: '3f2b8c1e-6a4d-4f7b-9c2e-1d5a7b9e0c34',
    },
    {
      name: 'lender_application_ref',
      required: false,
      aliases: ['lender_ref', 'loan_id', 'lead_id', 'reference'],
      description: "The lender's own id for the loan or lead",
      example: 'KB-7781234',
    },
    {
      name: 'revenue_type',
      required: false,
      aliases: ['type'],
      description: 'A revenue type name from the back office (e.g. Disbursal)',
      example: 'Disbursal',
    },
    {
      name: 'disbursed_amount',
      required: false,
      aliases: ['disbursal_amount'],
      description: 'Rupees',
      example: '145000',
    },
    {
      name: 'disbursed_date',
      required: false,
      aliases: ['disbursal_date'],
      description: 'DD/MM/YYYY or YYYY-MM-DD',
      example: '05/10/2026',
    },
    {
      name: 'payout_amount',
      required: true,
      aliases: ['commission', 'commission_amount', 'payout'],
      description: 'Rupees paid to us',
      example: '2900',
    },
    {
      name: 'payout_percent',
      required: false,
      aliases: ['commission_percent'],
      description: '0 to 100',
      example: '2',
    },
    {
      name: 'payout_month',
      required: false,
      aliases: ['month'],
      description: 'YYYY-MM, MM/YYYY or Oct-2026',
      example: '2026-10',
    },
  ],

  async lookups(db: TxSource): Promise<Lookups> {
    const types = await revenueTypes(db);
    return {
      lenders: await LenderLookup.load(db),
      revenueTypes: new Map(types.map((t) => [t.name.trim().toLowerCase(), t.id])),
    };
  },

  check(row: SheetRow, { lenders, revenueTypes }: Lookups) {
    const r = new RowReader(row.cells);
    const lender = r.get('lender', lenders.parse, true);
    const applicationId = r.get('application_id', uuid);
    const lenderRef = r.get('lender_application_ref', (c) => text(c, 100));
    const revenueTypeId = r.get('revenue_type', (c): Parsed<number> => {
      const t = cellText(c);
      if (t === null) return { ok: true, value: null };
      const id = revenueTypes.get(t.toLowerCase());
      return id === undefined
        ? { ok: false, message: 'Unknown revenue type' }
        : { ok: true, value: id };
    });
    const disbursedAmount = r.get('disbursed_amount', amount);
    const disbursedDate = r.get('disbursed_date', (c) => pastDate(c));
    const payoutAmount = r.get('payout_amount', amount, true);
    const payoutPercent = r.get('payout_percent', percent);
    const month = r.get('payout_month', payoutMonth);
    if (!applicationId && !lenderRef && !r.problems.some((p) => p.column === 'application_id'))
      r.fail('application_id', 'Give application_id or lender_application_ref');
    if (r.problems.length > 0) return { problems: r.problems };
    return {
      value: {
        lender: lender!,
        applicationId,
        lenderRef,
        revenueTypeId,
        disbursedAmount,
        disbursedDate,
        payoutAmount: payoutAmount!,
        payoutPercent,
        payoutMonth: month,
        raw: extraColumns(row),
      },
    };
  },

  async write(db: TxSource, rows: CheckedRow<CommissionRow>[], ctx: BatchContext<Lookups>) {
    const { linked: good, problems } = await linkApplications(
      db,
      rows,
      (v) => ({ lender: v.lender, applicationId: v.applicationId, lenderRef: v.lenderRef }),
      true,
    );
    if (good.length === 0) return { written: 0, problems };
    await insertCommissionRows(
      db,
      good.map(({ rowNumber, value: v, linked }) => [
        ctx.uploadId,
        rowNumber,
        v.lender.id,
        linked,
        v.lenderRef,
        v.revenueTypeId,
        v.disbursedAmount,
        v.disbursedDate,
        v.payoutAmount,
        v.payoutPercent,
        v.payoutMonth,
        v.raw,
      ]),
    );
    return { written: good.length, problems };
  },
};
