import {
  type LoanProductCode,
  type PartnerLender,
  type ProductOffering,
} from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { AppError } from '../../common/errors';
import type { Lender } from '../lenders/lender.entity';
import { LendersRepository } from '../lenders/lenders.repository';
import type { Product } from '../products/product.entity';
import { SmartListsService } from '../reference/smart-lists.service';
import { PartnerOfferingRepository } from './partner-offering.repository';

const num = (v: string | null) => (v === null ? null : Number(v));
const min = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? Math.min(...known) : null;
};
const max = (values: (number | null)[]) => {
  const known = values.filter((v): v is number => v !== null);
  return known.length ? Math.max(...known) : null;
};

/**
 * What a partner sells and how its customers are judged: the loan products with their active
 * lenders (the same lenders the consumer app matches: personal loans the lenders of salaried or
 * self-employed people, business loans those of business owners, gold and housing loans the
 * lenders of the group named after the product), and every active lender's criteria.
 */
@Injectable()
export class PartnerOfferingService {
  constructor(
    private readonly offering: PartnerOfferingRepository,
    private readonly lenders: LendersRepository,
    private readonly smartLists: SmartListsService,
  ) {}

  /** GET /api/partner/product-offering */
  async products(): Promise<{ data: ProductOffering[] }> {
    const products = await this.offering.products();
    const data = await Promise.all(
      products.map(async (product) => summary(product, await this.lendersOf(product))),
    );
    return { data };
  }

  /** GET /api/partner/product-offering/:productId: the product and its lenders. */
  async product(
    id: number,
  ): Promise<{ data: ProductOffering & { lenders_list: PartnerLender[] } }> {
    const product = (await this.offering.products()).find((p) => p.id === id);
    if (!product) throw new AppError('PRODUCT_NOT_FOUND');
    const lenders = await this.lendersOf(product);
    return {
      data: { ...summary(product, lenders), lenders_list: await this.describe(lenders) },
    };
  }

  /** GET /api/partner/lenders: every active lender's criteria, by name (training material). */
  async allLenders(): Promise<{ data: PartnerLender[] }> {
    const lenders = [...(await this.lenders.active())].sort((a, b) => a.name.localeCompare(b.name));
    return { data: await this.describe(lenders) };
  }

  private async lendersOf(product: Product): Promise<Lender[]> {
    const code = product.code as LoanProductCode;
    if (code === 'GL' || code === 'HL') return this.lenders.activeInGroup(product.name);
    const active = await this.lenders.active();
    return code === 'BL'
      ? active.filter((l) => l.business === 1)
      : active.filter((l) => l.salaried === 1 || l.selfEmployed === 1);
  }

  private async describe(lenders: Lender[]): Promise<PartnerLender[]> {
    const scores = new Map(
      (await this.smartLists.list('creditScoreClass')).map((o) => [o.value, o.label]),
    );
    return lenders.map((l) => ({
      id: l.id,
      name: l.name,
      logo_url: l.logoUrl,
      min_age: l.minAge,
      max_age: l.maxAge,
      employment: [
        ...(l.salaried ? (['salaried'] as const) : []),
        ...(l.selfEmployed ? (['self_employed'] as const) : []),
        ...(l.business ? (['business'] as const) : []),
      ],
      min_income: num(l.minIncome),
      max_income: num(l.maxIncome),
      min_loan: num(l.minLoanAmount),
      max_loan: num(l.loanAmountUpto),
      credit_score: l.creditScoreClass
        ? (scores.get(l.creditScoreClass) ?? l.creditScoreClass)
        : null,
      apr_min: num(l.aprMin),
      apr_max: num(l.aprMax),
      tenure: l.tenure,
      processing_fees: l.processingFees,
      journey: l.journey,
      api: l.api,
    }));
  }
}

function summary(product: Product, lenders: Lender[]): ProductOffering {
  return {
    id: product.id,
    code: product.code,
    name: product.name,
    slug: product.slug,
    lenders: lenders.length,
    best_apr: min(lenders.map((l) => num(l.aprMin))),
    min_amount: min(lenders.map((l) => num(l.minLoanAmount))),
    max_amount: max(lenders.map((l) => num(l.loanAmountUpto))),
  };
}
