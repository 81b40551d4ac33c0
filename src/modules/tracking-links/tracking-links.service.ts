import { Inject, Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { isbot } from 'isbot';
import type { AdminPrincipal } from '../../common/auth/principal';
import { Clock, indiaTime } from '../../common/clock';
import { AppError } from '../../common/errors';
import { isUniqueViolation } from '../../common/rest/db-values';
import type { ListQuery } from '../../common/rest/list-query';
import { recordChanges } from '../../common/rest/record-changes';
import { RestPage } from '../../common/rest/rest-page';
import { appConfig, type AppConfig } from '../../config/app.config';
import { authConfig, type AuthConfig } from '../../config/auth.config';
import { Transactional, type TxHost } from '../../database/transactional';
import { AuditService } from '../audit/audit.service';
import type { TrackingLink } from './tracking-link.entity';
import {
  TRACKING_LINK_FIELDS,
  TRACKING_LINK_READ_ONLY,
  TrackingLinkRules,
  type TrackingLinkListFilter,
} from './dto/tracking-links.dto';
import { type LinkResults, TrackingLinksRepository } from './tracking-links.repository';
import {
  LINK_CODE,
  newLinkCode,
  redirectLocation,
  VISITOR_ID,
  visitorFromClient,
} from './tracking';

const ENTITY = 'tracking_links';
const NO_RESULTS: LinkResults = { sign_ins: 0, hand_offs: 0, disbursals: 0 };

export interface TrackingLinkView extends LinkResults {
  id: number;
  name: string;
  code: string;
  short_url: string;
  target_url: string;
  utm_source: string | null;
  utm_medium: string | null;
  utm_campaign: string | null;
  utm_term: string | null;
  utm_content: string | null;
  partner_id: number | null;
  merchant_id: number | null;
  product_id: number | null;
  status: number;
  /** Visitors a day who clicked (repeats and known bots left out). */
  clicks: number;
  created_at: string;
  updated_at: string;
}

/** A click on a short link, as the redirect controller hands it over. */
export interface LinkVisit {
  code: string;
  ip: string;
  userAgent: string;
  visitorCookie: string | undefined;
}

/**
 * Tracking links (role 1): short links `/t/{code}` that send a browser to a page of the site
 * with the link's UTM values, counting a click once per visitor and India day (known bots left
 * out), and what each link brought: sign-ins, hand-offs and disbursals.
 */
@Injectable()
export class TrackingLinksService {
  constructor(
    private readonly links: TrackingLinksRepository,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(appConfig.KEY) private readonly app: AppConfig,
    @Inject(authConfig.KEY) private readonly auth: AuthConfig,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  async list(query: ListQuery<TrackingLinkListFilter>): Promise<RestPage<TrackingLinkView>> {
    const [rows, total] = await this.links.page(query);
    const results = await this.links.results(rows.map((row) => row.id));
    const views = rows.map((row) => this.toView(row, results.get(row.id)));
    return new RestPage('tracking-links', views, query.start, total);
  }

  async get(id: number): Promise<TrackingLinkView> {
    const link = await this.find(id);
    return this.toView(link, (await this.links.results([id])).get(id));
  }

  async create(principal: AdminPrincipal, body: unknown): Promise<TrackingLinkView> {
    const values = recordChanges(TrackingLinkRules, TRACKING_LINK_FIELDS, body, { readOnly: [] });
    if (values.name === undefined) throw new AppError('TRACKING_LINK_NAME_REQUIRED');
    if (values.target_url === undefined) throw new AppError('TRACKING_TARGET_INVALID');
    if (values.utm_source === undefined) throw new AppError('TRACKING_UTM_SOURCE_REQUIRED');
    // A new random code; a clash (about one in 2^41 per link) is retried with another, each
    // time in a transaction of its own.
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.insert(principal, values);
      } catch (error) {
        if (attempt < 3 && isUniqueViolation(error, 'UQ_tracking_links_code')) continue;
        throw error;
      }
    }
  }

  update(principal: AdminPrincipal, id: number, body: unknown): Promise<TrackingLinkView> {
    const values = recordChanges(TrackingLinkRules, TRACKING_LINK_FIELDS, body, {
      readOnly: TRACKING_LINK_READ_ONLY,
      id,
    });
    return this.change(principal, id, values);
  }

  @Transactional()
  private async change(
    principal: AdminPrincipal,
    id: number,
    values: Partial<TrackingLinkRules>,
  ): Promise<TrackingLinkView> {
    const link = await this.find(id, true);
    const before = this.toView(link);
    await this.checkReferences({
      partner_id: values.partner_id === undefined ? link.partnerId : values.partner_id,
      merchant_id: values.merchant_id === undefined ? link.merchantId : values.merchant_id,
      product_id: values.product_id,
    });
    Object.assign(link, this.columns(values));
    if (values.status !== undefined) link.status = values.status;
    const after = this.toView(await this.links.save(link));
    await this.audit.recordUpdates(
      principal,
      { entity: ENTITY, entityId: id },
      before,
      after,
      Object.keys(values),
    );
    return { ...after, ...(await this.links.results([id])).get(id) };
  }

  /**
   * A click: where to send the browser (null: no such active link) and the visitor id to keep
   * in the visitor cookie. Known bots are sent on but not counted.
   */
  async visit(visit: LinkVisit): Promise<{ location: string; visitor: string } | null> {
    if (!LINK_CODE.test(visit.code)) return null;
    const live = await this.links.live(visit.code);
    if (!live) return null;
    const visitor =
      visit.visitorCookie && VISITOR_ID.test(visit.visitorCookie)
        ? visit.visitorCookie
        : visitorFromClient(this.auth.consumer.secret, visit.ip, visit.userAgent);
    if (visit.userAgent && !isbot(visit.userAgent))
      await this.links.countClick(live.link.id, indiaTime(this.clock.now()).date, visitor);
    return {
      location: redirectLocation(live.link, live.partnerName, live.link.merchantId),
      visitor,
    };
  }

  @Transactional()
  private async insert(
    principal: AdminPrincipal,
    values: Partial<TrackingLinkRules>,
  ): Promise<TrackingLinkView> {
    await this.checkReferences(values);
    const link = this.links.build({
      ...this.columns(values),
      code: newLinkCode(),
      status: values.status ?? 1,
      createdByAdminId: principal.adminId,
    });
    const view = this.toView(await this.links.save(link));
    await this.audit.record(principal, {
      action: 'create',
      entity: ENTITY,
      entityId: view.id,
      newValue: view,
    });
    return view;
  }

  private columns(values: Partial<TrackingLinkRules>): Partial<TrackingLink> {
    const columns: Partial<TrackingLink> = {};
    if (values.name !== undefined) columns.name = values.name;
    if (values.target_url !== undefined) columns.targetUrl = values.target_url;
    if (values.utm_source !== undefined) columns.utmSource = values.utm_source;
    if (values.utm_medium !== undefined) columns.utmMedium = values.utm_medium ?? null;
    if (values.utm_campaign !== undefined) columns.utmCampaign = values.utm_campaign ?? null;
    if (values.utm_term !== undefined) columns.utmTerm = values.utm_term ?? null;
    if (values.utm_content !== undefined) columns.utmContent = values.utm_content ?? null;
    if (values.partner_id !== undefined) columns.partnerId = values.partner_id ?? null;
    if (values.merchant_id !== undefined) columns.merchantId = values.merchant_id ?? null;
    if (values.product_id !== undefined) columns.productId = values.product_id ?? null;
    return columns;
  }

  /** The partner, merchant (of that partner) and product named exist. */
  private async checkReferences(values: Partial<TrackingLinkRules>) {
    if (values.partner_id && !(await this.links.partnerExists(values.partner_id)))
      throw new AppError('PARTNER_NOT_FOUND');
    if (values.merchant_id) {
      const partnerId = await this.links.merchantPartner(values.merchant_id);
      if (partnerId === null || partnerId !== values.partner_id)
        throw new AppError('PARTNER_MERCHANT_MISMATCH');
    }
    if (values.product_id && !(await this.links.productExists(values.product_id)))
      throw new AppError('TRACKING_PRODUCT_NOT_FOUND');
  }

  private toView(link: TrackingLink, results: LinkResults = NO_RESULTS): TrackingLinkView {
    return {
      id: link.id,
      name: link.name,
      code: link.code,
      short_url: `${this.app.publicBaseUrl}/t/${link.code}`,
      target_url: link.targetUrl,
      utm_source: link.utmSource,
      utm_medium: link.utmMedium,
      utm_campaign: link.utmCampaign,
      utm_term: link.utmTerm,
      utm_content: link.utmContent,
      partner_id: link.partnerId,
      merchant_id: link.merchantId,
      product_id: link.productId,
      status: link.status,
      clicks: link.clickCount,
      ...results,
      created_at: link.createdAt.toISOString(),
      updated_at: link.updatedAt.toISOString(),
    };
  }

  private async find(id: number, lock = false): Promise<TrackingLink> {
    const link = await this.links.findById(id, lock);
    if (!link) throw new AppError('TRACKING_LINK_NOT_FOUND');
    return link;
  }
}
