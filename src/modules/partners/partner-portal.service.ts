import { Injectable } from '@nestjs/common';
import { partnerScope } from '../../common/auth/partner-scope';
import type { PartnerPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { checkDayRange, previousPeriod } from '../../common/india-days';
import type { PartnerDashboardQuery } from './dto/partner-dashboard.dto';
import type { PartnerFunnelQuery } from './dto/partner-funnel.dto';
import { type DashboardDay, type DashboardFigures, toDay, toFigures } from './partner-dashboard';
import type { Readable } from 'node:stream';
import { type ListQuery, parseListQuery } from '../../common/rest/list-query';
import { RestPage } from '../../common/rest/rest-page';
import {
  PARTNER_CUSTOMER_LIST,
  type PartnerCustomerExportQuery,
  type PartnerCustomerFilter,
} from './dto/partner-customers.filter';
import { customersCsv, customersXlsx } from './partner-customers-export';
import { type PartnerCustomerView, toPartnerCustomerView } from './partner-customer.view';
import { PartnerCustomersRepository } from './partner-customers.repository';
import { PartnerDashboardRepository } from './partner-dashboard.repository';
import { PartnersRepository } from './partners.repository';
import { currentNotice } from '../consent/consent-notice';
import { ConsentRepository } from '../consent/consent.repository';

const numberOrNull = (v: string | null) => (v === null ? null : Number(v));

@Injectable()
export class PartnerPortalService {
  constructor(
    private readonly partners: PartnersRepository,
    private readonly dashboards: PartnerDashboardRepository,
    private readonly customers: PartnerCustomersRepository,
    private readonly consents: ConsentRepository,
  ) {}

  /** The signed-in partner's revenue terms; the portal also calls it to check its token. */
  async revenue(principal: PartnerPrincipal) {
    const partner = await this.partners.findById(this.partners.manager, principal.partnerId);
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
  ): Promise<{
    data: DashboardFigures & { previous: DashboardFigures; daily: DashboardDay[] };
  }> {
    checkDayRange(from, to);
    const scope = partnerScope(principal);
    const before = previousPeriod(from, to);
    const [current, previous, daily] = await Promise.all([
      this.dashboards.funnel(scope, from, to),
      this.dashboards.funnel(scope, before.from, before.to),
      this.dashboards.daily(scope, from, to),
    ]);
    // A merchant's login sees its own customers' figures; what the partner earns is not its.
    const earnings = scope.merchantId === null;
    return {
      data: {
        ...toFigures({ from, to }, current, earnings),
        previous: toFigures(before, previous, earnings),
        daily: daily.map(toDay),
      },
    };
  }

  /** GET /api/partner/funnel: the custom funnel's groups (see the repository's funnelBy). */
  async funnel(principal: PartnerPrincipal, { from, to, group }: PartnerFunnelQuery) {
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
   * GET /api/partner/customers: the partner's customers' applications, one row each, in
   * ra-data-simple-rest's dialect. Only the partner's own (and its merchants') records.
   */
  async customerList(
    principal: PartnerPrincipal,
    query: ListQuery<PartnerCustomerFilter>,
  ): Promise<RestPage<PartnerCustomerView>> {
    const [rows, total] = await this.customers.page(partnerScope(principal), query);
    return new RestPage('customers', rows.map(toPartnerCustomerView), query.start, total);
  }

  /**
   * GET /api/partner/customers/:id: another partner's application is not found, like none. The
   * one customer's record is what a partner follows a lead up with (calls, messages), so it is
   * refused for a consumer who did not give partners' contact (or withdrew it), has not agreed to the notice in force
   * or asked for erasure (DPDP Act 2023 s.6(4): a withdrawal stops the processing it covered).
   * The list and export stay: they are the partner's commission record, masked.
   */
  async customer(principal: PartnerPrincipal, id: string): Promise<PartnerCustomerView> {
    const app = await this.customers.findOne(partnerScope(principal), id);
    if (!app) throw new AppError('APPLICATION_NOT_FOUND');
    const [standing, partnerContact] = await Promise.all([
      this.consents.standing(app.userId, currentNotice().version),
      this.consents.current(app.userId, 'partner_contact'),
    ]);
    if (!standing.consented || standing.erasing || partnerContact !== true)
      throw new AppError('CONSENT_REQUIRED');
    return toPartnerCustomerView(app);
  }

  /**
   * GET /api/partner/customers/export: every application the report's filters select, newest
   * first, as CSV or .xlsx, streamed while it is read (flat memory however many rows).
   */
  export(principal: PartnerPrincipal, { format, filter }: PartnerCustomerExportQuery): Readable {
    const { filter: f } = parseListQuery(
      filter === undefined ? {} : { filter },
      PARTNER_CUSTOMER_LIST,
    );
    const customers = this.customers;
    const scope = partnerScope(principal);
    async function* rows() {
      for await (const app of customers.all(scope, f)) yield toPartnerCustomerView(app);
    }
    return format === 'csv' ? customersCsv(rows()) : customersXlsx(rows());
  }
}
