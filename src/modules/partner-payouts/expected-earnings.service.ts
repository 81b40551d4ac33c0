import { Injectable } from '@nestjs/common';
import { expectedEarnings, expectedTotal } from './expected-earnings';
import { ExpectedEarningsRepository, type ExpectedWhere } from './expected-earnings.repository';

/** A partner's expected earnings in one India month. */
export interface ExpectedFigures {
  cases: number;
  amount: number;
}

/**
 * Expected (provisional) earnings of partners: disbursals without a commission line, estimated
 * from the lenders' slabs (see expected-earnings.ts). Shown beside the confirmed figures on the
 * partner's dashboard and payouts and the admin's payouts; never part of a statement.
 */
@Injectable()
export class ExpectedEarningsService {
  constructor(private readonly expected: ExpectedEarningsRepository) {}

  /** By `partnerId-YYYY-MM` (the disbursal's India month). */
  async byPartnerMonth(where: ExpectedWhere): Promise<Map<string, ExpectedFigures>> {
    const cases = await this.expected.cases(where);
    if (!cases.length) return new Map();
    const lenderIds = [...new Set(cases.map((c) => c.lenderId))];
    const [slabs, volumes, terms] = await Promise.all([
      this.expected.disbursalSlabs(lenderIds),
      this.expected.volumes(lenderIds, [...new Set(cases.map((c) => c.month))]),
      this.expected.terms([...new Set(cases.map((c) => c.partnerId))]),
    ]);
    const earnings = expectedEarnings(
      cases,
      (lenderId) => slabs.filter((s) => s.lenderId === lenderId),
      (lenderId, month) => volumes.get(`${lenderId}-${month}`) ?? { amount: 0, count: 0 },
      (partnerId) => terms.get(partnerId) ?? { revenuePercent: 0, revenueFlatFee: 0 },
    );
    const grouped = new Map<string, number[]>();
    cases.forEach((c, i) => {
      const key = `${c.partnerId}-${c.month}`;
      grouped.set(key, [...(grouped.get(key) ?? []), earnings[i]]);
    });
    return new Map(
      [...grouped].map(([key, e]) => [key, { cases: e.length, amount: expectedTotal(e) }]),
    );
  }

  /** One partner's expected earnings on the disbursals of India days `from` to `to`. */
  async forDays(partnerId: number, from: string, to: string): Promise<number> {
    const months = await this.byPartnerMonth({ partnerId, from, to });
    return expectedTotal([...months.values()].map((m) => m.amount));
  }
}
