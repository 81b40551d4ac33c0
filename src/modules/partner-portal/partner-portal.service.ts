import type {
  FunnelGroupRow,
  PartnerAccount,
  PartnerCustomerView,
  PartnerDashboard,
} from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { partnerScope } from '../../common/auth/partner-scope';
import type { PartnerPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { checkDayRange, previousPeriod } from '../../common/india-days';
import type { PartnerDashboardQuery } from './dto/partner-dashboard.dto';
import type { PartnerFunnelQuery } from './dto/partner-funnel.dto';
import { toFigures } from './partner-dashboard';
import type { Readable } from 'node:stream';
import { type ListQuery, parseListQuery } from '../../common/rest/list-query';
import { RestPage } from '../../common/rest/rest-page';
import {
  PARTNER_CUSTOMER_LIST,
  type PartnerCustomerExportQuery,
  type PartnerCustomerFilter,
} from './dto/partner-customers.filter';
import { customersCsv, customersXlsx } from './partner-customers-export';
import { toPartnerCustomerView } from './partner-customer.view';
import { PartnerCustomersRepository } from './partner-customers.repository';
import { PartnerDashboardRepository } from './partner-dashboard.repository';
import { PartnersRepository } from '../partners/partners.repository';
import { FunnelMeasuresRepository, toMeasuresDay } from '../reports/funnel-measures.repository';
import { ExpectedEarningsService } from '../partner-payouts/expected-earnings.service';
import { currentNotice } from '../consent/consent-notice';
import { ConsentRepository } from '../consent/consent.repository';

const numberOrNull = (v: string | null) => (v === null ? null : Number(v));

@Injectable()
export class PartnerPortalService {
  constructor(
    private readonly partners: PartnersRepository,
    private readonly dashboards: PartnerDashboardRepository,
    private readonly customers: PartnerCustomersRepository,
    private readonly measures: FunnelMeasuresRepository,
    private readonly expected: ExpectedEarningsService,
    private readonly consents: ConsentRepository,
  ) {}

  /** The signed-in partner's revenue terms; the portal also calls it to check its token. */
  async revenue(principal: PartnerPrincipal): Promise<PartnerAccount> {
    const partner = await this.partners.findById(principal.partnerId);
    if (!partner) throw new AppError('PARTNER_NOT_FOUND');
    return {
      partnerId: partner.id,
      partnerName: partner.name,
      utm_id: partner.utmId,
      // The partner's terms are its own business, not its merchants' agents'.
      revenue_percent: principal.merchantId ? null : numberOrNull(partner.revenuePercent),
      revenue_flat_fee: principal.merchantId ? null : numberOrNull(partner.revenueFlatFee),
      merchantId: principal.merchantId,
      masqueradeAdminId: principal.masqueradeAdminId,
    };
  }

  /**
   * GET /api/partner/dashboard: the partner's funnel for whole India days `from` to `to`, each
   * figure beside the same-length period just before (see README "Partner dashboard").
   */
  async dashboard(
    principal: PartnerPrincipal,
    { from, to }: PartnerDashboardQuery,
  ): Promise<{ data: PartnerDashboard }> {
    checkDayRange(from, to);
    const scope = partnerScope(principal);
    const before = previousPeriod(from, to);
    // A merchant's login sees its own customers' figures; what the partner earns is not its.
    const earnings = scope.merchantId === null;
    const expected = (period: { from: string; to: string }) =>
      earnings ? this.expected.forDays(scope.partnerId, period.from, period.to) : null;
    const [current, previous, earned, earnedBefore, daily, expectedNow, expectedBefore] =
      await Promise.all([
        this.measures.totals(scope, from, to),
        this.measures.totals(scope, before.from, before.to),
        earnings ? this.dashboards.earnings(scope.partnerId, from, to) : null,
        earnings ? this.dashboards.earnings(scope.partnerId, before.from, before.to) : null,
        this.measures.daily(scope, from, to),
        expected({ from, to }),
        expected(before),
      ]);
    return {
      data: {
        ...toFigures({ from, to }, current, earned, expectedNow),
        previous: toFigures(before, previous, earnedBefore, expectedBefore),
        daily: daily.map(toMeasuresDay),
      },
    };
  }

  /** GET /api/partner/funnel: the custom funnel's groups (see the repository's funnelBy). */
  async funnel(
    principal: PartnerPrincipal,
    { from, to, group }: PartnerFunnelQuery,
  ): Promise<{ data: FunnelGroupRow[] }> {
    checkDayRange(from, to);
    const rows = await this.dashboards.funnelBy(partnerScope(principal), from, to, group);
    return {
      data: rows.map((r) => ({
        key: r.key,
        applications: r.applications,
        offersShown: r.offers_shown,
        handedOff: r.handed_off,
        sanctioned: r.sanctioned,
        disbursed: r.disbursed,
        disbursedAmount: Number(r.disbursed_amount),
      })),
    };
  }

  /**
   * GET /api/partner/customers: the partner's leads from their sign-in on, one row each with how
   * far they got, in ra-data-simple-rest's dialect. Only the partner's own (and its merchants').
   */
  async customerList(
    principal: PartnerPrincipal,
    query: ListQuery<PartnerCustomerFilter>,
  ): Promise<RestPage<PartnerCustomerView>> {
    const [rows, total] = await this.customers.page(partnerScope(principal), query);
    const stages = await this.customers.stages(rows.map((r) => r.id));
    const views = rows.map((r) => toPartnerCustomerView(r, stages.get(r.id)!));
    return new RestPage('customers', views, query.start, total);
  }

  /**
   * GET /api/partner/customers/:id: another partner's lead is not found, like none. The
   * one customer's record is what a partner follows a lead up with (calls, messages), so it is
   * refused for a consumer who did not give partners' contact (or withdrew it), has not agreed to
   * the notice in force or asked for erasure (DPDP Act 2023 s.6(4): a withdrawal stops the
   * processing it covered). A lead with no consumer (erased) has no consent to follow up on. The
   * list and export stay: they are the partner's commission record, masked.
   */
  async customer(principal: PartnerPrincipal, id: string): Promise<PartnerCustomerView> {
    const lead = await this.customers.findOne(partnerScope(principal), id);
    if (!lead) throw new AppError('APPLICATION_NOT_FOUND');
    const userId = lead.userId;
    if (userId === null) throw new AppError('CONSENT_REQUIRED');
    const [standing, partnerContact] = await Promise.all([
      this.consents.standing(userId, currentNotice().version),
      this.consents.current(userId, 'partner_contact'),
    ]);
    if (!standing.consented || standing.erasing || partnerContact !== true)
      throw new AppError('CONSENT_REQUIRED');
    const stages = await this.customers.stages([lead.id]);
    return toPartnerCustomerView(lead, stages.get(lead.id)!);
  }

  /**
   * GET /api/partner/customers/export: every lead the report's filters select, newest first, as
   * CSV or .xlsx, streamed while it is read (flat memory however many rows).
   */
  export(principal: PartnerPrincipal, { format, filter }: PartnerCustomerExportQuery): Readable {
    const { filter: f } = parseListQuery(
      filter === undefined ? {} : { filter },
      PARTNER_CUSTOMER_LIST,
    );
    const customers = this.customers;
    const scope = partnerScope(principal);
    async function* rows() {
      for await (const { row, stage } of customers.all(scope, f))
        yield toPartnerCustomerView(row, stage);
    }
    return format === 'csv' ? customersCsv(rows()) : customersXlsx(rows());
  }
}
