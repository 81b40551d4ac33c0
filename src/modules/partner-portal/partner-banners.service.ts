import type { PartnerBannerView } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { partnerScope } from '../../common/auth/partner-scope';
import type { AdminPrincipal, PartnerPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import type { ListQuery } from '../../common/rest/list-query';
import { recordChanges } from '../../common/rest/record-changes';
import { RestPage } from '../../common/rest/rest-page';
import { AuditService } from '../audit/audit.service';
import {
  BANNER_FIELDS,
  BANNER_READ_ONLY,
  PartnerBannerRules,
  type PartnerBannerListFilter,
} from './dto/partner-banners.dto';
import type { PartnerBanner } from './partner-banner.entity';
import { PartnerBannersRepository } from './partner-banners.repository';
import { PartnersRepository } from '../partners/partners.repository';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { Transactional, type TxHost } from '../../database/transactional';

const ENTITY = 'partner_banners';

const toView = (b: PartnerBanner): PartnerBannerView => ({
  id: b.id,
  title: b.title,
  image_url: b.imageUrl,
  partner_id: b.partnerId,
  disclaimer: b.disclaimer,
  status: b.status,
});

/** Banners and creatives: uploaded by role-1 admins, for every partner or one; partners see them. */
@Injectable()
export class PartnerBannersService {
  constructor(
    private readonly banners: PartnerBannersRepository,
    private readonly partners: PartnersRepository,
    private readonly audit: AuditService,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  /** GET /api/partner/banners */
  async forPartner(principal: PartnerPrincipal): Promise<{ data: PartnerBannerView[] }> {
    return { data: (await this.banners.forPartner(partnerScope(principal))).map(toView) };
  }

  async list(query: ListQuery<PartnerBannerListFilter>) {
    const [rows, total] = await this.banners.page(query);
    return new RestPage('partner-banners', rows.map(toView), query.start, total);
  }

  async get(id: number) {
    return toView(await this.find(id));
  }

  create(principal: AdminPrincipal, body: unknown) {
    const values = recordChanges(PartnerBannerRules, BANNER_FIELDS, body, { readOnly: [] });
    if (values.title === undefined) throw new AppError('BANNER_TITLE_INVALID');
    return this.write(principal, null, values);
  }

  update(principal: AdminPrincipal, id: number, body: unknown) {
    const values = recordChanges(PartnerBannerRules, BANNER_FIELDS, body, {
      readOnly: BANNER_READ_ONLY,
      id,
    });
    return this.write(principal, id, values);
  }

  @Transactional()
  async remove(principal: AdminPrincipal, id: number) {
    const view = toView(await this.find(id, true));
    await this.banners.softDelete(id);
    await this.audit.record(principal, {
      action: 'delete',
      entity: ENTITY,
      entityId: id,
      oldValue: view,
    });
    return view;
  }

  @Transactional()
  private async write(
    principal: AdminPrincipal,
    id: number | null,
    v: Partial<PartnerBannerRules>,
  ) {
    const banner = id === null ? this.banners.build() : await this.find(id, true);
    const before = id === null ? null : toView(banner);
    if (v.partner_id && !(await this.partners.findById(v.partner_id)))
      throw new AppError('PARTNER_NOT_FOUND');
    if (v.title !== undefined) banner.title = v.title;
    if (v.image_url !== undefined) {
      if (v.image_url === null) throw new AppError('BANNER_IMAGE_REQUIRED');
      banner.imageUrl = v.image_url;
    }
    if (!banner.imageUrl) throw new AppError('BANNER_IMAGE_REQUIRED');
    if (v.partner_id !== undefined) banner.partnerId = v.partner_id ?? null;
    if (v.disclaimer !== undefined) banner.disclaimer = v.disclaimer;
    if (v.status !== undefined) banner.status = v.status;
    const after = toView(await this.banners.save(banner));
    if (before)
      await this.audit.recordUpdates(
        principal,
        { entity: ENTITY, entityId: after.id },
        before,
        after,
        Object.keys(v),
      );
    else
      await this.audit.record(principal, {
        action: 'create',
        entity: ENTITY,
        entityId: after.id,
        newValue: after,
      });
    return after;
  }

  private async find(id: number, lock = false): Promise<PartnerBanner> {
    const banner = await this.banners.findById(id, lock);
    if (!banner) throw new AppError('BANNER_NOT_FOUND');
    return banner;
  }
}
