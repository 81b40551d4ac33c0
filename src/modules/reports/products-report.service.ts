import { COHORT_STEPS, type CohortStep, stepColumn } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { checkDayRange } from '../../common/india-days';
import type { ReportDaysQuery, ReportPeriodQuery } from './dto/report-period.dto';
import { type CohortRow, FunnelMeasuresRepository, rate } from './funnel-measures.repository';
import { ProductsReportRepository, type StepsRow } from './products-report.repository';

type Cohort = Omit<CohortRow, 'product_id'>;

const NO_COHORT = Object.fromEntries(COHORT_STEPS.map((s) => [stepColumn(s), 0])) as Cohort;

/** The cohort's figures, and the conversion from each step to the next. */
const cohortConversion = (c: Cohort) => ({
  cohort: Object.fromEntries(COHORT_STEPS.map((s) => [s, c[stepColumn(s)]])) as Record<
    CohortStep,
    number
  >,
  conversion: {
    offers: rate(c.offers_shown, c.leads),
    handOff: rate(c.handed_off, c.offers_shown),
    sanction: rate(c.sanctioned, c.handed_off),
    disbursal: rate(c.disbursed, c.sanctioned),
  },
});

const money = (r: StepsRow) => ({
  handedOff: r.handed_off,
  sanctioned: r.sanctioned,
  disbursed: r.disbursed,
  disbursedAmount: Number(r.disbursed_amount),
  revenue: Number(r.revenue),
});

/**
 * /api/admin/reports/products and /api/admin/reports/vendors-products (role 1): each product's
 * funnel for whole India days (one partner's consumers' if asked), and each lender's for each
 * product across the partners, with the conversion from one step to the next (percent, one
 * decimal; null where the step before had none). A product's conversions follow its cohort (the
 * period's leads, however far they went since), so none passes 100 %; the vendors' are each
 * lender's own steps of the period.
 */
@Injectable()
export class ProductsReportService {
  constructor(
    private readonly reports: ProductsReportRepository,
    private readonly measures: FunnelMeasuresRepository,
  ) {}

  async products({ from, to, partner_id }: ReportPeriodQuery) {
    checkDayRange(from, to);
    const [rows, cohorts] = await Promise.all([
      this.reports.products(from, to, partner_id ?? null),
      this.measures.cohort(partner_id ?? null, from, to),
    ]);
    const cohortOf = new Map(cohorts.map((c) => [c.product_id, c]));
    return {
      data: rows.map((r) => ({
        product: r.product,
        leads: r.leads,
        offersShown: r.offers_shown!,
        matched: r.matched,
        notMatched: r.not_matched,
        ...money(r),
        ...cohortConversion(cohortOf.get(r.product_id) ?? NO_COHORT),
      })),
    };
  }

  async vendors({ from, to }: ReportDaysQuery) {
    checkDayRange(from, to);
    const rows = await this.reports.vendors(from, to);
    return {
      data: rows.map((r) => ({
        id: `${r.lender_id}-${r.product_id}`,
        product: r.product,
        lenderId: r.lender_id!,
        lender: r.lender!,
        considered: r.leads,
        matched: r.matched,
        notMatched: r.not_matched,
        topReasons: r.top_reasons ?? [],
        ...money(r),
        conversion: {
          match: rate(r.matched, r.leads),
          handOff: rate(r.handed_off, r.matched),
          sanction: rate(r.sanctioned, r.handed_off),
          disbursal: rate(r.disbursed, r.sanctioned),
        },
      })),
    };
  }
}
