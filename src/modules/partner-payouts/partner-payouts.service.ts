import type { PayoutLine, PayoutStatement } from '@marketplace/contracts';
import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { requirePartnerLevel } from '../../common/auth/partner-scope';
import type { AdminPrincipal, PartnerPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { isUniqueViolation } from '../../common/rest/db-values';
import type { ListQuery } from '../../common/rest/list-query';
import { RestPage } from '../../common/rest/rest-page';
import { partnersConfig, type PartnersConfig } from '../../config/partners.config';
import { ApprovalsService } from '../approvals/approvals.service';
import type { SentForApproval } from '../../common/rest/sent-for-approval';
import { AuditService } from '../audit/audit.service';
import type { PayoutListFilter } from './dto/partner-payouts.dto';
import { maskMobile } from '../profile/masks';
import type { PartnerPayout } from './partner-payout.entity';
import {
  caseEarning,
  currentIndiaMonth,
  grossOf,
  previousMonth,
  statementFigures,
  type PayoutFigures,
} from './partner-payouts';
import { financialYearStart } from './payout-tax';
import { PartnerPayoutsRepository, type CaseCommissionRow } from './partner-payouts.repository';
import { ExpectedEarningsService, type ExpectedFigures } from './expected-earnings.service';
import type { Partner } from '../partners/partner.entity';

/** A partner's month, as both the portal and the back office read it. */
export type PayoutStatementView = PayoutStatement;
/** One case of a statement: what the partner earned on it; the customer masked. */
export type PayoutLineView = PayoutLine;

const terms = (p: Partner) => ({
  revenuePercent: Number(p.revenuePercent ?? 0),
  revenueFlatFee: Number(p.revenueFlatFee ?? 0),
});
const monthOf = (date: string) => date.slice(0, 7);

/** A step of a month's payout as maker-checker keeps it. */
type PayoutStep =
  { id: string; step: 'approve' } | { id: string; step: 'pay'; payment_reference: string };

/**
 * Monthly payout statements of partners (see partner-payouts.ts for the arithmetic). A month is
 * 'awaited' and worked out live until a role-1 admin approves it, once the month is over; the
 * approval freezes its figures and rates, and 'paid' records the bank transfer's reference.
 */
@Injectable()
export class PartnerPayoutsService implements OnModuleInit {
  constructor(
    private readonly payouts: PartnerPayoutsRepository,
    private readonly audit: AuditService,
    private readonly approvals: ApprovalsService,
    private readonly expected: ExpectedEarningsService,
    @Inject(partnersConfig.KEY) private readonly config: PartnersConfig,
  ) {}

  /** Under maker-checker, approving a month and marking it paid wait for a second admin. */
  onModuleInit() {
    this.approvals.register<PayoutStep>('partner_payout', {
      state: (step, lock) => this.stepState(step, lock),
      apply: (admin, step) =>
        step.step === 'approve'
          ? this.approveIn(admin, step.id)
          : this.payIn(admin, step.id, step.payment_reference),
      // A concurrent approval of the same month won the race.
      clientError: (error) =>
        isUniqueViolation(error) ? new AppError('PAYOUT_STATUS_CHANGE_INVALID') : undefined,
    });
  }

  /** GET /api/partner/payouts: every month with cases or a payout, newest first. */
  async partnerMonths(principal: PartnerPrincipal): Promise<{ data: PayoutStatementView[] }> {
    requirePartnerLevel(principal);
    const data = await this.statements({ partnerId: principal.partnerId });
    return { data: data.sort((a, b) => b.month.localeCompare(a.month)) };
  }

  /** GET /api/partner/payouts/:month: the statement and its cases. */
  async partnerStatement(principal: PartnerPrincipal, month: string) {
    requirePartnerLevel(principal);
    return { data: await this.statementWithLines(principal.partnerId, month) };
  }

  async statementWithLines(partnerId: number, month: string) {
    const [statement] = await this.statements({ partnerId, month }, true);
    const partner = (await this.payouts.partners([partnerId]))[0];
    const lines = (await this.payouts.caseLines(partnerId, month)).map((row): PayoutLineView => ({
      application_id: row.application_id,
      mobile: maskMobile(row.phone_number),
      first_name: row.first_name,
      product: row.product,
      lender: row.lender,
      disbursed_amount: row.disbursed_amount === null ? null : Number(row.disbursed_amount),
      disbursed_on: row.disbursed_on,
      earning: caseEarning(Number(row.commission), terms(partner)),
    }));
    return { ...statement, lines };
  }

  /** GET /api/admin/partner-payouts: one month's statements, every partner with one. */
  async adminList(query: ListQuery<PayoutListFilter>): Promise<RestPage<PayoutStatementView>> {
    const { filter, sort } = query;
    const month = filter.month ?? previousMonth(currentIndiaMonth());
    let rows = await this.statements({ partnerId: filter.partner_id, month });
    if (filter.status) rows = rows.filter((r) => r.status === filter.status);
    if (filter.q) {
      const q = filter.q.toLowerCase();
      rows = rows.filter((r) =>
        [r.partner_name, r.partner_display_name ?? ''].some((t) => t.toLowerCase().includes(q)),
      );
    }
    // One of PAYOUT_LIST's sortable keys: texts and numbers only.
    const key = sort.field as 'partner_name' | 'status' | 'cases' | 'gross' | 'net';
    const sign = sort.order === 'ASC' ? 1 : -1;
    rows.sort((a, b) => sign * compare(a[key], b[key]) || a.partner_id - b.partner_id);
    const page = rows.slice(query.start, query.start + query.take);
    return new RestPage('partner-payouts', page, query.start, rows.length);
  }

  async adminGet(id: string): Promise<PayoutStatementView> {
    const { partnerId, month } = parseId(id);
    const [statement] = await this.statements({ partnerId, month }, true);
    return statement;
  }

  /** POST …/:id/approve: awaited → approved (at once, or once a second admin approves). */
  approve(admin: AdminPrincipal, id: string): Promise<PayoutStatementView | SentForApproval> {
    parseId(id);
    return this.approvals.submit(admin, 'partner_payout', 'approve', { id, step: 'approve' });
  }

  /** POST …/:id/pay: approved → paid, by an admin other than the month's approver. */
  pay(
    admin: AdminPrincipal,
    id: string,
    reference: string,
  ): Promise<PayoutStatementView | SentForApproval> {
    parseId(id);
    const request = { id, step: 'pay' as const, payment_reference: reference };
    return this.approvals.submit(admin, 'partner_payout', 'pay', request);
  }

  /** What a step changes, for the checker: the month's status and figures, live or frozen. */
  private async stepState({ id }: PayoutStep, lock: boolean) {
    const { partnerId, month } = parseId(id);
    const partner = lock
      ? await this.payouts.lockPartner(partnerId)
      : (await this.payouts.partners([partnerId]))[0];
    if (!partner) return { targetId: null, targetName: id, value: null };
    const [payout] = await this.payouts.payouts({ partnerId, month });
    const statement = payout
      ? frozenView(partner, payout)
      : snake(
          this.figures(
            partner,
            await this.payouts.caseCommissions({ partnerId, month }),
            await this.earlierInYear(partner, month),
          ),
        );
    const { cases, gross, tds, gst, net } = statement;
    const value = { status: payout?.status ?? 'awaited', cases, gross, tds, gst, net };
    if (payout?.paymentReference)
      Object.assign(value, { payment_reference: payout.paymentReference });
    return { targetId: partnerId, targetName: `${partner.name} ${month}`, value };
  }

  /** Freezes the month's figures, once the month is over and when it has cases. */
  private async approveIn(admin: AdminPrincipal, id: string) {
    const { partnerId, month } = parseId(id);
    if (month >= currentIndiaMonth()) throw new AppError('PAYOUT_MONTH_OPEN');
    const partner = await this.payouts.lockPartner(partnerId);
    if (!partner) throw new AppError('PAYOUT_NOT_FOUND');
    if ((await this.payouts.payouts({ partnerId, month })).length)
      throw new AppError('PAYOUT_STATUS_CHANGE_INVALID');
    const cases = await this.payouts.caseCommissions({ partnerId, month });
    const figures = this.figures(partner, cases, await this.earlierInYear(partner, month));
    if (!figures.cases) throw new AppError('PAYOUT_NOTHING_DUE');
    const payout = await this.payouts.insert({
      partnerId,
      month: `${month}-01`,
      status: 'approved',
      cases: figures.cases,
      gross: figures.gross.toFixed(2),
      tdsPercent: figures.tdsPercent.toFixed(2),
      tds: figures.tds.toFixed(2),
      gstPercent: figures.gstPercent.toFixed(2),
      gst: figures.gst.toFixed(2),
      tdsSection: figures.tdsSection,
      cgst: figures.cgst.toFixed(2),
      sgst: figures.sgst.toFixed(2),
      igst: figures.igst.toFixed(2),
      net: figures.net.toFixed(2),
      gstin: partner.gstin,
      // Under maker-checker, the checker who let the month through.
      approvedBy: admin.adminId,
      approvedAt: new Date(),
    });
    const view = frozenView(partner, payout);
    await this.audit.record(admin, {
      action: 'approve',
      entity: 'partner_payouts',
      entityId: id,
      newValue: view,
    });
    return view;
  }

  /**
   * Records the transfer. Whoever approved the month does not also say it was paid: neither as
   * the one who asks (checked at once) nor as the checker of that request.
   */
  private async payIn(admin: AdminPrincipal, id: string, reference: string) {
    const { partnerId, month } = parseId(id);
    const partner = await this.payouts.lockPartner(partnerId);
    if (!partner) throw new AppError('PAYOUT_NOT_FOUND');
    const [payout] = await this.payouts.payouts({ partnerId, month });
    if (payout?.status !== 'approved') throw new AppError('PAYOUT_STATUS_CHANGE_INVALID');
    if (payout.approvedBy === admin.adminId) throw new AppError('PAYOUT_SAME_APPROVER');
    payout.status = 'paid';
    payout.paymentReference = reference;
    payout.paidBy = admin.adminId;
    payout.paidAt = new Date();
    const view = frozenView(partner, await this.payouts.save(payout));
    await this.audit.record(admin, {
      action: 'pay',
      entity: 'partner_payouts',
      entityId: id,
      oldValue: { status: 'approved' },
      newValue: { status: 'paid', payment_reference: reference },
    });
    return view;
  }

  /**
   * The statements of the asked partner and/or month: approved and paid months as frozen, the
   * rest live. With `always`, a month with no cases yet still answers (zeros, awaited).
   */
  private async statements(
    where: { partnerId?: number; month?: string },
    always = false,
  ): Promise<PayoutStatementView[]> {
    const [cases, frozen, expected] = await Promise.all([
      this.payouts.caseCommissions(where),
      this.payouts.payouts(where),
      this.expected.byPartnerMonth(where),
    ]);
    const keys = new Map<string, { partnerId: number; month: string }>();
    const add = (partnerId: number, month: string) =>
      keys.set(`${partnerId}-${month}`, { partnerId, month });
    cases.forEach((c) => add(c.partner_id, c.month));
    frozen.forEach((p) => add(p.partnerId, monthOf(p.month)));
    // A month with only expected cases is listed too: the partner sees what is on its way.
    for (const key of expected.keys()) {
      const cut = key.indexOf('-');
      add(Number(key.slice(0, cut)), key.slice(cut + 1));
    }
    if (always && where.partnerId && where.month) add(where.partnerId, where.month);

    const partnerIds = [...new Set([...keys.values()].map((k) => k.partnerId))];
    const partners = new Map((await this.payouts.partners(partnerIds)).map((p) => [p.id, p]));
    if (always && where.partnerId && !partners.has(where.partnerId))
      throw new AppError('PAYOUT_NOT_FOUND');

    const casesOf = new Map<string, CaseCommissionRow[]>();
    for (const c of cases) {
      const key = `${c.partner_id}-${c.month}`;
      casesOf.set(key, [...(casesOf.get(key) ?? []), c]);
    }
    const months = [...keys.values()].map((k) => k.month);
    const yearGross = await this.grossByMonth(
      [...partners.values()],
      months.length ? months.map(financialYearStart).sort()[0] : '',
      months.sort().at(-1) ?? '',
    );
    const views: PayoutStatementView[] = [];
    for (const [id, { partnerId, month }] of keys) {
      const partner = partners.get(partnerId);
      if (!partner) continue;
      const payout = frozen.find((p) => p.partnerId === partnerId && monthOf(p.month) === month);
      const provisional = expectedView(expected.get(id));
      if (payout) {
        views.push({ ...frozenView(partner, payout), ...provisional });
        continue;
      }
      views.push({
        ...base(partner, id, month),
        status: 'awaited',
        ...snake(
          this.figures(partner, casesOf.get(id) ?? [], earlierOf(yearGross, partnerId, month)),
        ),
        gstin: partner.gstin,
        approved_at: null,
        paid_at: null,
        payment_reference: null,
        ...provisional,
      });
    }
    return views;
  }

  private figures(
    partner: Partner,
    cases: CaseCommissionRow[],
    earlierInYear: number,
  ): PayoutFigures {
    return statementFigures(
      cases.map((c) => caseEarning(Number(c.commission), terms(partner))),
      {
        earlierInYear,
        tdsPercent: this.config.tdsPercent,
        pan: partner.pan,
        gstin: partner.gstin,
        platformGstState: this.config.platformGstState,
        gstPercent: this.config.gstPercent,
      },
    );
  }

  /**
   * Each partner's gross by `partnerId-YYYY-MM` over the months from `from` up to `before`: as
   * frozen where the month was approved, else live.
   */
  private async grossByMonth(
    partners: Partner[],
    from: string,
    before: string,
  ): Promise<Map<string, number>> {
    const ids = partners.map((p) => p.id);
    const [cases, frozen] = await Promise.all([
      this.payouts.caseCommissionsBetween(ids, from, before),
      this.payouts.payoutsBetween(ids, from, before),
    ]);
    const byId = new Map(partners.map((p) => [p.id, p]));
    const earnings = new Map<string, number[]>();
    for (const c of cases) {
      const key = `${c.partner_id}-${c.month}`;
      const earning = caseEarning(Number(c.commission), terms(byId.get(c.partner_id)!));
      earnings.set(key, [...(earnings.get(key) ?? []), earning]);
    }
    const gross = new Map([...earnings].map(([key, e]) => [key, grossOf(e)]));
    for (const p of frozen) gross.set(`${p.partnerId}-${monthOf(p.month)}`, Number(p.gross));
    return gross;
  }

  /** The partner's gross in the financial year of `month`, before it. */
  private async earlierInYear(partner: Partner, month: string): Promise<number> {
    const gross = await this.grossByMonth([partner], financialYearStart(month), month);
    return earlierOf(gross, partner.id, month);
  }

  /** Payouts are the partner's business: a merchant's login does not see them. */
}

/** The sum of a partner's months in `month`'s financial year before it. */
function earlierOf(gross: Map<string, number>, partnerId: number, month: string): number {
  const from = financialYearStart(month);
  let paise = 0;
  for (const [key, value] of gross) {
    const [id, m] = [Number(key.slice(0, key.indexOf('-'))), key.slice(key.indexOf('-') + 1)];
    if (id === partnerId && m >= from && m < month) paise += Math.round(value * 100);
  }
  return paise / 100;
}

function parseId(id: string): { partnerId: number; month: string } {
  const [, partnerId, month] = /^(\d+)-(\d{4}-\d{2})$/.exec(id) ?? [];
  if (!partnerId) throw new AppError('PAYOUT_NOT_FOUND');
  return { partnerId: Number(partnerId), month };
}

const base = (partner: Partner, id: string, month: string) => ({
  id,
  partner_id: partner.id,
  partner_name: partner.name,
  partner_display_name: partner.displayName,
  month,
});

const snake = (f: PayoutFigures) => ({
  cases: f.cases,
  gross: f.gross,
  tds_section: f.tdsSection,
  tds_percent: f.tdsPercent,
  tds: f.tds,
  gst_percent: f.gstPercent,
  cgst: f.cgst,
  sgst: f.sgst,
  igst: f.igst,
  gst: f.gst,
  net: f.net,
});

const expectedView = (e: ExpectedFigures | undefined) => ({
  expected_cases: e?.cases ?? 0,
  expected: e?.amount ?? 0,
});

function frozenView(partner: Partner, p: PartnerPayout): PayoutStatementView {
  const month = monthOf(p.month);
  return {
    ...base(partner, `${partner.id}-${month}`, month),
    status: p.status,
    cases: p.cases,
    gross: Number(p.gross),
    tds_section: p.tdsSection,
    tds_percent: Number(p.tdsPercent),
    tds: Number(p.tds),
    gst_percent: Number(p.gstPercent),
    cgst: Number(p.cgst),
    sgst: Number(p.sgst),
    igst: Number(p.igst),
    gst: Number(p.gst),
    gstin: p.gstin,
    net: Number(p.net),
    approved_at: p.approvedAt.toISOString(),
    paid_at: p.paidAt?.toISOString() ?? null,
    payment_reference: p.paymentReference,
    ...expectedView(undefined),
  };
}

function compare(a: string | number | null, b: string | number | null): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a ?? '').localeCompare(String(b ?? ''));
}
