import type { LendingPartner, MatchingMethod } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { LendersRepository } from '../lenders/lenders.repository';
import { EMI_RULE, MATCHING_METHOD_VERSIONS, RANKING_RULE } from '../offers/matching';

/**
 * What the marketplace publishes to anyone (RBI Digital Lending Directions 2025 for multi-lender
 * platforms: the lenders it works with, and the one method by which offers are matched and
 * ranked): shown on /customer-site.
 */
@Injectable()
export class PublicSiteService {
  constructor(private readonly lenders: LendersRepository) {}

  /** Every lender a consumer may be offered today, by name. */
  async lendingPartners(): Promise<{ data: LendingPartner[] }> {
    const active = await this.lenders.active();
    const data = active
      .map((l) => ({ name: l.name, logo: l.logoUrl }))
      .sort((a, b) => a.name.localeCompare(b.name, 'en-IN'));
    return { data };
  }

  /** The rules the offers call applies and returns with every list, and their versions. */
  matchingMethod(): MatchingMethod {
    const [current] = MATCHING_METHOD_VERSIONS;
    return {
      version: current.version,
      effectiveFrom: current.effectiveFrom,
      rankingRule: RANKING_RULE,
      emiRule: EMI_RULE,
      history: MATCHING_METHOD_VERSIONS.map(({ version, effectiveFrom, change }) => ({
        version,
        effectiveFrom,
        change,
      })),
    };
  }
}
