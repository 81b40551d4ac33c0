import type { PartnerBrand } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { PartnersRepository } from './partners.repository';
import { AppError } from '../../common/errors';

/** The brand key looked up when none is named ('the default partner name is cl'). */
export const DEFAULT_PARTNER_NAME = 'cl';

/** A partner's brand (the contracts package's type: the consumer app and the portal read it). */
export type PartnerBrandView = PartnerBrand;

@Injectable()
export class PartnerBrandService {
  constructor(private readonly partners: PartnersRepository) {}

  /** get-partner-by-name/{name}: a live, active partner by its brand key (any case). */
  async byName(name = DEFAULT_PARTNER_NAME): Promise<PartnerBrandView> {
    const p = await this.partners.activeByName(name.toLowerCase());
    if (!p) throw new AppError('PARTNER_NOT_FOUND');
    return {
      id: p.id,
      name: p.name,
      display_name: p.displayName,
      logo: p.logoUrl,
      co_brand_logo: p.coBrandLogoUrl,
      font_link: p.fontLink,
      font_family: p.fontFamily,
      primary_color: p.primaryColor,
      secondary_color: p.secondaryColor,
      show_terms: p.showTerms,
      title: p.title,
      is_default: p.isDefault,
    };
  }
}
