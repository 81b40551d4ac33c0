import { Injectable } from '@nestjs/common';
import { checkDayRange } from '../../common/india-days';
import type { ReportDaysQuery, ReportPeriodQuery } from './dto/report-period.dto';
import { ProductsReportRepository, type StepsRow } from './products-report.repository';

/** `part` of `whole` in percent with one decimal; null when there was no whole. */
const rate = (part: number, whole: number) =>
  whole === 0 ? null : Math.round((part / whole) * 1000) / 10;

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
 * decimal; null where the step before had none).
 */
@Injectable()
export class ProductsReportService {
  constructor(private readonly reports: ProductsReportRepository) {}

  async products({ from, to, partner_id }: ReportPeriodQuery) {
    checkDayRange(from, to);
    const rows = await this.reports.products(from, to, partner_id ?? null);
    return {
      data: rows.map((r) => ({
        product: r.product,
        leads: r.leads,
        offersShown: r.offers_shown!,
        matched: r.matched,
        notMatched: r.not_matched,
        ...money(r),
        conversion: {
          offers: rate(r.offers_shown!, r.leads),
          handOff: rate(r.handed_off, r.offers_shown!),
          sanction: rate(r.sanctioned, r.handed_off),
          disbursal: rate(r.disbursed, r.sanctioned),
        },
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
