import { Injectable } from '@nestjs/common';
import type { AdminPrincipal } from '../../common/auth/principal';
import { LENDER_CRITERIA } from '../lenders/dto/lender.rules';
import { serves } from '../lenders/lender-products';
import { toLenderView } from '../lenders/lender.view';
import { LendersRepository } from '../lenders/lenders.repository';
import { LendersService } from '../lenders/lenders.service';
import { ageOn, todayInIndia } from '../profile/birth-date';
import { SmartListsService } from '../reference/smart-lists.service';
import type { EligibilityTestDto } from './dto/eligibility.dto';
import { EligibilityRepository, WHAT_IF_LIMIT } from './eligibility.repository';
import { reasonsNotMatched, RANKING_RULE } from './matching';
import { OffersService } from './offers.service';

/** The consumers a what-if counts: those shown offers in this many days. */
export const WHAT_IF_DAYS = 30;

/**
 * Customer Eligibility (role 1): every active lender's criteria in one grid, a tester that runs
 * a typed profile through the offers' own matching, and a what-if that counts the recent
 * consumers a criteria change would gain or lose the lender, before it is saved.
 */
@Injectable()
export class EligibilityService {
  constructor(
    private readonly offers: OffersService,
    private readonly lenders: LendersRepository,
    private readonly lenderChanges: LendersService,
    private readonly smartLists: SmartListsService,
    private readonly recent: EligibilityRepository,
  ) {}

  /** The grid: active lenders by priority, their criteria, and the lists the cells choose from. */
  async grid() {
    const lenders = (await this.lenders.active()).sort(
      (a, b) => b.priority - a.priority || a.name.localeCompare(b.name, 'en-IN'),
    );
    const rows = lenders.map((lender) => {
      const view = toLenderView(lender, []);
      const criteria = Object.fromEntries(LENDER_CRITERIA.map((key) => [key, view[key]]));
      return { id: lender.id, name: lender.name, priority: lender.priority, ...criteria };
    });
    const options = async (key: 'ticketClass' | 'creditScoreClass' | 'employmentStatus') =>
      (await this.smartLists.list(key)).map((o) => ({ value: o.value, label: o.label }));
    return {
      lenders: rows,
      ticketClass: await options('ticketClass'),
      creditScoreClass: await options('creditScoreClass'),
      employmentStatus: await options('employmentStatus'),
    };
  }

  updateCriteria(principal: AdminPrincipal, id: number, body: unknown) {
    return this.lenderChanges.updateCriteria(principal, id, body);
  }

  /** The profile through the offers' matching: who would be offered, and why the others not. */
  async test(dto: EligibilityTestDto) {
    const applicant = await this.offers.applicantFrom({
      age: dto.age ?? null,
      monthlyIncome: dto.monthly_income ?? null,
      employmentStatusCode: dto.employment_status_code ?? null,
      creditScoreClass: dto.credit_score_class ?? null,
      desiredAmount: dto.desired_amount ?? null,
      tenureMonths: dto.tenure_months ?? null,
    });
    const { offers, notMatched } = await this.offers.match(applicant, dto.product);
    return { rankingRule: RANKING_RULE, offers, notMatched };
  }

  /**
   * How many consumers shown offers in the last 30 days would gain or lose the lender with these
   * criteria, each matched on their profile as it is now (as their next offers call would be).
   */
  async whatIf(id: number, body: unknown) {
    const { current, proposed } = await this.lenderChanges.proposedCriteria(id, body);
    const lists = await this.offers.bucketLists();
    const today = todayInIndia();
    const since = new Date(Date.now() - WHAT_IF_DAYS * 24 * 3600_000);
    let consumers = 0;
    let gain = 0;
    let lose = 0;
    for (const row of await this.recent.recentApplicants(since)) {
      if (!serves(current, row.product)) continue;
      consumers += 1;
      const applicant = await this.offers.applicantFrom({
        age: row.birth_date ? ageOn(row.birth_date, today) : null,
        monthlyIncome: row.monthly_income === null ? null : Number(row.monthly_income),
        employmentStatusCode: row.employment_status_code,
        creditScoreClass: row.credit_score_class,
        desiredAmount: row.desired_amount === null ? null : Number(row.desired_amount),
        tenureMonths: row.tenure_months,
      });
      const before = reasonsNotMatched(current, applicant, lists).length === 0;
      const after = reasonsNotMatched(proposed, applicant, lists).length === 0;
      if (!before && after) gain += 1;
      if (before && !after) lose += 1;
    }
    return { days: WHAT_IF_DAYS, limit: WHAT_IF_LIMIT, consumers, gain, lose };
  }
}
