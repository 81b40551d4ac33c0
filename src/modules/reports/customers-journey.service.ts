import type {
  CsrApplicationView,
  CustomerJourney,
  DropOffRow,
  JourneyConsumer,
  JourneyEventView,
} from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { isUUID } from 'class-validator';
import type { AdminPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { checkDayRange } from '../../common/india-days';
import { AuditService } from '../audit/audit.service';
import { EMAIL } from '../../common/validation';
import {
  type ConsumerSearch,
  CustomersJourneyRepository,
  type EventRow,
  type JourneyApplicationRow,
} from './customers-journey.repository';
import type { ReportPeriodQuery } from './dto/report-period.dto';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/** What an offers event showed: the lenders matched and those not, by name, with the reasons. */
interface OffersData {
  offers?: number;
  notMatched?: number;
  matched?: number[];
  failed?: { lender: number; reasons: string[] }[];
}

function eventView(e: EventRow, lenders: Map<number, string>): JourneyEventView {
  const data = (e.data ?? {}) as OffersData;
  const named = (id: number) => lenders.get(id) ?? `#${id}`;
  // Other steps answer their data as recorded (a status change's status, a language's code).
  const details: JourneyEventView['details'] =
    e.type === 'offers_shown'
      ? {
          offers: data.offers ?? null,
          notMatched: data.notMatched ?? null,
          matched: (data.matched ?? []).map(named),
          failed: (data.failed ?? []).map((f) => ({ lender: named(f.lender), reasons: f.reasons })),
        }
      : (e.data ?? {});
  return {
    id: e.id,
    type: e.type,
    at: iso(e.at),
    applicationId: e.application_id,
    product: e.product,
    lender: e.lender,
    partner: e.partner,
    merchant: e.merchant,
    utm: { source: e.utm_source, medium: e.utm_medium, campaign: e.utm_campaign },
    details,
  };
}

/**
 * What a back-office search box names: a 10-digit mobile, an application or prospect
 * application id, an e-mail, or at least two letters of a name.
 */
export function parseConsumerSearch(text: string): ConsumerSearch {
  const q = text.trim();
  if (/^\d{10}$/.test(q)) return { mobile: q };
  if (isUUID(q)) return { applicationId: q.toLowerCase() };
  if (q.length <= 254 && EMAIL.test(q)) return { email: q.toLowerCase() };
  if (/^[\p{L} .'-]{2,}$/u.test(q)) return { name: q };
  throw new AppError('JOURNEY_SEARCH_INVALID');
}

/** An application with the offers it last showed (terms and figures) and its status history. */
export function applicationView(a: JourneyApplicationRow): CsrApplicationView {
  const snapshot = a.offers_snapshot ?? {};
  return {
    id: a.id,
    prospectAppId: a.prospect_app_id,
    product: a.product,
    status: a.status,
    subStatus: a.sub_status,
    lender: a.lender,
    createdAt: iso(a.created_at),
    offersShownAt: iso(a.offers_shown_at),
    offers: (snapshot.offers ?? []).map((o) => ({
      lender: o.name,
      loanAmount: o.loan_amount ?? null,
      tenureMonths: o.tenure_months ?? null,
      // Lists shown since the all-in APR carry it as apr_min/apr_max (annual); older ones
      // carried the monthly rate there and the nominal yearly rate as apr_annual_*.
      aprAnnualMin: ('apr_annual_min' in o ? o.apr_annual_min : o.apr_min) ?? null,
      aprAnnualMax: ('apr_annual_max' in o ? o.apr_annual_max : o.apr_max) ?? null,
      emi: o.emi ?? null,
      processingFees: o.processing_fees ?? null,
    })),
    notMatched: (snapshot.notMatched ?? []).map((n) => ({
      lender: n.name,
      reasons: n.reasons.map((r) => r.code),
    })),
    history: a.history.map((h) => ({
      status: h.status,
      subStatus: h.sub_status,
      source: h.source,
      at: iso(h.at),
    })),
  };
}

/**
 * /admin/customers-journey (roles 1 and 2): find a consumer, read their journey (every event
 * with what it showed, each application's offers and statuses), and see, across consumers,
 * where they stopped. Opening a consumer's journey is written to the audit trail.
 */
@Injectable()
export class CustomersJourneyService {
  constructor(
    private readonly journeys: CustomersJourneyRepository,
    private readonly audit: AuditService,
  ) {}

  async search(text: string): Promise<{ data: JourneyConsumer[] }> {
    const found = await this.journeys.find(parseConsumerSearch(text));
    return {
      data: found.map((c) => ({
        id: c.id,
        mobile: c.mobile,
        name: c.name,
        applications: c.applications,
        lastEventAt: iso(c.last_event_at),
      })),
    };
  }

  async timeline(admin: AdminPrincipal, userId: number): Promise<{ data: CustomerJourney }> {
    const consumer = await this.journeys.consumer(userId);
    if (!consumer) throw new AppError('CONSUMER_NOT_FOUND');
    const [events, applications] = await Promise.all([
      this.journeys.events(userId),
      this.journeys.applications(userId),
    ]);
    const ids = new Set<number>();
    for (const e of events) {
      const data = (e.data ?? {}) as OffersData;
      for (const id of data.matched ?? []) ids.add(id);
      for (const f of data.failed ?? []) ids.add(f.lender);
    }
    const lenders = await this.journeys.lenderNames([...ids]);
    await this.audit.record(admin, {
      action: 'view',
      entity: 'customer_journey',
      entityId: userId,
    });
    return {
      data: {
        consumer: {
          id: consumer.id,
          mobile: consumer.mobile,
          name: consumer.name,
          applications: consumer.applications,
          lastEventAt: iso(consumer.last_event_at),
        },
        events: events.map((e) => eventView(e, lenders)),
        applications: applications.map(applicationView),
      },
    };
  }

  async dropOff({ from, to, partner_id }: ReportPeriodQuery): Promise<{ data: DropOffRow[] }> {
    checkDayRange(from, to);
    const rows = await this.journeys.dropOff(from, to, partner_id ?? null);
    return {
      data: rows.map((r) => ({
        id: `${r.product}-${r.partner ?? ''}`,
        product: r.product,
        partner: r.partner,
        chose: r.chose,
        profileSaved: r.profile_saved,
        offersShown: r.offers_shown,
        handedOff: r.handed_off,
        sanctioned: r.sanctioned,
        disbursed: r.disbursed,
      })),
    };
  }
}
