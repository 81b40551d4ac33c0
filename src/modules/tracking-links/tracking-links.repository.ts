import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { EntityManager } from 'typeorm';
import type { TxHost } from '../../database/transactional';
import { likeEscape } from '../../common/rest/db-values';
import { type ListQuery, pageOf } from '../../common/rest/list-query';
import { Merchant } from '../merchants/merchant.entity';
import { Partner } from '../partners/partner.entity';
import { TrackingLink } from './tracking-link.entity';
import { Product } from '../products/product.entity';
import type { TrackingLinkListFilter } from './dto/tracking-links.dto';

/** What a link brought: sign-ins through it, and the hand-offs and disbursals of its consumers. */
export interface LinkResults {
  sign_ins: number;
  hand_offs: number;
  disbursals: number;
}

/** The link a short link opens, with the partner name the consumer app reads. */
export interface LiveLink {
  link: TrackingLink;
  partnerName: string | null;
}

/**
 * Every query of tracking links and their clicks. The lists, results and clicks read outside any
 * transaction (`manager`); the rest run in the ambient one (`txHost.tx`), if any.
 */
@Injectable()
export class TrackingLinksRepository {
  constructor(
    @InjectEntityManager() private readonly manager: EntityManager,
    @InjectTransactionHost() private readonly txHost: TxHost,
  ) {}

  page(query: ListQuery<TrackingLinkListFilter>): Promise<[TrackingLink[], number]> {
    const { filter } = query;
    const qb = this.manager.createQueryBuilder(TrackingLink, 'link');
    if (filter.id)
      qb.andWhere(filter.id.length ? 'link.id IN (:...ids)' : 'false', { ids: filter.id });
    if (filter.partner_id !== undefined)
      qb.andWhere('link.partnerId = :partnerId', { partnerId: filter.partner_id });
    if (filter.status !== undefined)
      qb.andWhere('link.status = :status', { status: filter.status });
    if (filter.q)
      qb.andWhere(
        `(link.name ILIKE :q ESCAPE '\\' OR link.code ILIKE :q ESCAPE '\\'
          OR link.utmCampaign ILIKE :q ESCAPE '\\')`,
        { q: `%${likeEscape(filter.q)}%` },
      );
    return pageOf(qb, query, 'link.id');
  }

  /**
   * Per link: sign-ins through it (its journey events), and hand-offs and disbursals of the
   * applications of consumers who arrived through it.
   */
  async results(ids: number[]): Promise<Map<number, LinkResults>> {
    if (ids.length === 0) return new Map();
    const rows = await this.manager.query<({ id: number } & LinkResults)[]>(
      `SELECT l.id,
              (SELECT count(*) FROM journey_events e
                WHERE e.tracking_link_id = l.id AND e.type = 'signed_in')::int AS sign_ins,
              (SELECT count(*) FROM journey_events e
                WHERE e.tracking_link_id = l.id AND e.type = 'handed_off')::int AS hand_offs,
              (SELECT count(*) FROM applications a
                 JOIN prospect_applications p ON p.id = a.prospect_app_id
                WHERE p.tracking_link_id = l.id AND a.disbursed_at IS NOT NULL)::int AS disbursals
         FROM tracking_links l WHERE l.id = ANY($1::int[])`,
      [ids],
    );
    return new Map(rows.map(({ id, ...results }) => [id, results]));
  }

  findById(id: number, lock = false): Promise<TrackingLink | null> {
    return this.txHost.tx.findOne(TrackingLink, {
      where: { id },
      ...(lock ? { lock: { mode: 'pessimistic_write' as const } } : {}),
    });
  }

  codeTaken(code: string): Promise<boolean> {
    return this.txHost.tx.exists(TrackingLink, { where: { code } });
  }

  build(values: Partial<TrackingLink>): TrackingLink {
    return this.txHost.tx.create(TrackingLink, values);
  }

  save(link: TrackingLink): Promise<TrackingLink> {
    return this.txHost.tx.save(link);
  }

  partnerExists(id: number): Promise<boolean> {
    return this.txHost.tx.exists(Partner, { where: { id } });
  }

  merchantPartner(id: number): Promise<number | null> {
    return this.txHost.tx
      .findOne(Merchant, { where: { id }, select: { id: true, partnerId: true } })
      .then((merchant) => merchant?.partnerId ?? null);
  }

  productExists(id: number): Promise<boolean> {
    return this.txHost.tx.exists(Product, { where: { id } });
  }

  /** An active link by code, with its partner's name when the partner is active: one query. */
  async live(code: string): Promise<LiveLink | null> {
    const link = await this.manager.findOne(TrackingLink, {
      where: { code, status: 1 },
      relations: { partner: true },
    });
    if (!link) return null;
    return { link, partnerName: link.partner?.status === 1 ? link.partner.name : null };
  }

  /**
   * Counts a click once per visitor and India day: the click row and the link's count in one
   * statement, so a repeat (or a race of two) adds nothing.
   */
  async countClick(linkId: number, day: string, visitor: string): Promise<boolean> {
    const [row] = await this.manager.query<{ counted: boolean }[]>(
      `WITH click AS (
         INSERT INTO tracking_link_clicks (link_id, day, visitor) VALUES ($1, $2::date, $3)
         ON CONFLICT DO NOTHING RETURNING link_id)
       UPDATE tracking_links SET click_count = click_count + 1
        WHERE id IN (SELECT link_id FROM click)
       RETURNING true AS counted`,
      [linkId, day, visitor],
    );
    return row?.counted === true;
  }
}
