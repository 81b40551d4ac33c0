import {
  isGroupProduct,
  isLoanProduct,
  type LoanProductCode,
  type NotMatched,
  type Offer,
  type Offers,
} from '@marketplace/contracts';
import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { ConsumerPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { Application } from '../applications/application.entity';
import { ApplicationsRepository } from '../applications/applications.repository';
import { ConsumerCacheService } from '../../database/consumer-cache';
import { Transactional, type TxHost } from '../../database/transactional';
import { JourneyEventsRepository } from '../applications/journey-events.repository';
import { ConsumerRecordsService } from '../applications/consumer-records.service';
import { ageOn, todayInIndia } from '../profile/birth-date';
import { COMPLETION_FLAG } from '../profile/profile-rules';
import { updateRequired } from '../profile/profile.service';
import { SmartListsService } from '../reference/smart-lists.service';
import type { SmartListOption } from '../reference/smart-list-option.entity';
import type { User } from '../users/user.entity';
import type { EligibilityDto } from './dto/offers.dto';
import type { Lender } from '../lenders/lender.entity';
import { LendersRepository } from '../lenders/lenders.repository';
import { OfferInputsRepository } from './offer-inputs.repository';
import {
  bucketFor,
  EMI_RULE,
  matchLenders,
  servingLenders,
  RANKING_RULE,
  type Applicant,
  type Bucket,
  type BucketLists,
  type LenderFlag,
} from './matching';

/** What the offers list shows, before the application and the time are added. */
type OffersList = Omit<Offers, 'appId' | 'productCode' | 'shownAt'>;

/** A list as shown, its fingerprint, and the last answer made of it (with its snapshot time). */
interface Shown {
  list: {
    offers: Pick<Offer, 'lender_id'>[];
    notMatched: Pick<NotMatched, 'lender_id' | 'reasons'>[];
  };
  print: string;
  answer?: { shownAt: string; json: Buffer };
}
/** How many computed lists are kept in memory (about 16 KB each, with their answer). */
const RECENT_LISTS = 2000;

/**
 * Every loan product's offers are matched lender by lender and compared (/user/offers,
 * /user/business-offers, /user/gold-offers, /user/housing-offers); a group product's (gold and
 * housing loans) by the lenders of the group named after the product.
 */
/** The consumer app's comparison page of a group product (completion call's `redirect`). */
const COMPARISON_PAGE = { GL: 'gold-offers', HL: 'housing-offers' } as const;

const toBucket = (o: SmartListOption): Bucket => ({
  value: o.value,
  label: o.label,
  order: o.sortOrder,
  min: typeof o.meta?.min === 'number' ? o.meta.min : undefined,
  max: typeof o.meta?.max === 'number' ? o.meta.max : undefined,
});

/** The JSON of what was shown, without when: equal fingerprints mean the same offers. */
const fingerprint = (shown: object) =>
  createHash('sha256').update(JSON.stringify(shown)).digest('base64url');

/**
 * The offers of a consumer's application (the /user/offers page), the welcome-back
 * eligibility check, and where gold and housing loans continue. Every list shown is kept with
 * the application (`offers_snapshot`), so what a consumer was offered can be shown later.
 */
@Injectable()
export class OffersService {
  /** Lists recently computed, by everything they depend on (see `offers`). */
  private readonly recent = new Map<string, Shown>();

  constructor(
    private readonly records: ConsumerRecordsService,
    private readonly inputs: OfferInputsRepository,
    private readonly applications: ApplicationsRepository,
    private readonly lenders: LendersRepository,
    private readonly smartLists: SmartListsService,
    private readonly events: JourneyEventsRepository,
    private readonly cache: ConsumerCacheService,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  /**
   * GET /api/offers[?appId=]: the consumer's application in progress unless one is named. The
   * whole answer, `{ success: true, data: Offers }`, as JSON bytes: made once per list and
   * snapshot, not per call (serialising the 8 KB list was a tenth of the call's CPU).
   */
  async offers(principal: ConsumerPrincipal, appId?: string): Promise<Buffer> {
    // Remembered until the consumer's rows or the lenders change (ConsumerCacheService).
    const inputs = await this.cache.read(principal.userId, `offers:${appId ?? ''}`, () =>
      this.inputs.load(principal.userId, appId),
    );
    if (!inputs) throw new AppError('USER_NOT_FOUND');
    const { user, app, versions } = inputs;
    if (!app) throw new AppError('APPLICATION_NOT_FOUND');
    const code = (await this.records.product(app.productId)).code;
    if (!isLoanProduct(code)) throw new AppError('OFFERS_PRODUCT_UNSUPPORTED');
    if (!profileReady(user, code)) throw new AppError('PROFILE_INCOMPLETE');

    // Same profile, application, lenders and day: the same offers, computed once.
    const today = todayInIndia();
    const key = [app.id, versions.user, versions.app, versions.lenders, today].join('|');
    let shown = this.recent.get(key);
    if (!shown) {
      const lenders = isGroupProduct(code)
        ? undefined
        : await this.lenders.activeAt(versions.lenders);
      shown = await this.list(user, app, code, lenders);
      this.remember(key, shown);
    }
    const shownAt = await this.keepSnapshot(app, inputs.keptFingerprint, shown);
    // The list is remembered per application, so only the snapshot time can differ.
    if (shown.answer?.shownAt !== shownAt) {
      const data: Offers = {
        appId: app.id,
        productCode: code,
        ...(shown.list as OffersList),
        shownAt,
      };
      shown.answer = { shownAt, json: Buffer.from(JSON.stringify({ success: true, data })) };
    }
    return shown.answer.json;
  }

  /**
   * POST /api/user/{prospectAppId}/eligibility (welcome-back): per product asked for (default:
   * the application in progress, else personal loans), whether the profile is complete and how
   * many lenders would make an offer now. Shows nothing, so keeps no snapshot.
   */
  async eligibility(principal: ConsumerPrincipal, prospectAppId: string, dto: EligibilityDto) {
    const { user } = await this.records.prospect(principal.userId, prospectAppId);
    const goalIds = dto.conditions?.goalIds ?? [];
    for (const goal of goalIds)
      if (!(await this.smartLists.option('loanPurpose', goal)))
        throw new AppError('GOAL_UNKNOWN', { goal });
    const inflight = await this.records.inflight(user);
    const categories = dto.conditions?.categoryIds ?? [inflight?.product?.code ?? 'PL'];
    const results = [];
    for (const category of categories) {
      const code = category as LoanProductCode;
      const complete = user[COMPLETION_FLAG[code]];
      const update = code === 'PL' ? updateRequired(user) : 0;
      // Each product is judged on its own application's answers.
      const app =
        inflight?.product?.code === code ? inflight : await this.records.latestOf(user.id, code);
      const lenders = complete && !update ? await this.availableLenders(user, app, code) : 0;
      results.push({
        categoryId: code,
        profileComplete: complete,
        updateRequired: update,
        lenders,
        eligible: Boolean(complete && !update && lenders > 0),
      });
    }
    return {
      transactionId: dto.transactionId ?? randomUUID(),
      domain: dto.domain ?? 'credit',
      eligible: results.some((r) => r.eligible),
      appId: inflight?.id ?? null,
      categories: results,
      goalIds,
    };
  }

  /**
   * POST /api/gold-loans/{appId}, /api/housing-loan/{appId}: the consumer app page the completed
   * journey continues on (`/user/{redirect}`): the product's comparison page, listing every
   * lender of the group named after the product ('Gold Loans', 'Affordable Housing Loan'),
   * matched or not, ranked like every other offers list. The list is kept as shown, so the
   * consumer's choice of a lender is handed off like any other offer.
   */
  async productRedirect(principal: ConsumerPrincipal, appId: string, code: 'GL' | 'HL') {
    const user = await this.records.user(principal.userId);
    const app = await this.records.application(user.id, appId);
    const product = app.product!;
    if (product.code !== code)
      throw new AppError('APPLICATION_PRODUCT_MISMATCH', { product: code });
    if (!user[COMPLETION_FLAG[code]])
      throw new AppError('GROUP_PROFILE_INCOMPLETE', { product: code });
    const shown = await this.list(user, app, code);
    const { offers, notMatched } = shown.list as OffersList;
    if (!offers.length && !notMatched.length)
      throw new AppError('GROUP_NO_LENDER', { product: code });
    const kept = app.offersSnapshot as { fingerprint?: string } | null;
    await this.keepSnapshot(app, kept?.fingerprint ?? null, shown);
    return { redirect: COMPARISON_PAGE[code], offers: offers.length };
  }

  /** The offers list of an application, as shown and kept. */
  private async list(
    user: User,
    app: Application,
    code: LoanProductCode,
    lenders?: Lender[],
  ): Promise<Shown> {
    const applicant = await this.applicant(user, app);
    const { offers, notMatched } = await this.match(applicant, code, lenders);
    const list = {
      rankingRule: RANKING_RULE,
      emiRule: EMI_RULE,
      applicant: applicantView(applicant),
      offers,
      notMatched,
    };
    return { list, print: fingerprint(list) };
  }

  private async availableLenders(user: User, app: Application | null, code: LoanProductCode) {
    if (code === 'GL' || code === 'HL') {
      const product = await this.records.productByCode(code);
      return servingLenders(await this.lenders.activeInGroup(product!.name), code).length;
    }
    return (await this.match(await this.applicant(user, app), code)).offers.length;
  }

  /** The ticket-class and credit-score buckets (cached smart lists). */
  async bucketLists(): Promise<BucketLists> {
    return {
      ticketClass: (await this.smartLists.list('ticketClass')).map(toBucket),
      creditScoreClass: (await this.smartLists.list('creditScoreClass')).map(toBucket),
    };
  }

  /**
   * The applicant as matching reads it, from plain values: a consumer's profile (offers) or what
   * an admin types (Customer Eligibility's tester and what-if), so all of them match alike.
   */
  async applicantFrom(inputs: ApplicantInputs): Promise<Applicant> {
    const employment = inputs.employmentStatusCode
      ? await this.smartLists.option('employmentStatus', inputs.employmentStatusCode)
      : undefined;
    const score = inputs.creditScoreClass
      ? await this.smartLists.option('creditScoreClass', inputs.creditScoreClass)
      : undefined;
    const lists = await this.bucketLists();
    const flag = employment?.meta?.lenderFlag;
    return {
      age: inputs.age,
      monthlyIncome: inputs.monthlyIncome,
      employment: employment
        ? {
            value: employment.value,
            label: employment.label,
            lenderFlag: typeof flag === 'string' ? (flag as LenderFlag) : null,
          }
        : null,
      desiredAmount: inputs.desiredAmount,
      ticketClass: bucketFor(inputs.desiredAmount, lists.ticketClass),
      creditScoreClass: score ? toBucket(score) : null,
      tenureMonths: inputs.tenureMonths,
    };
  }

  /** The lenders serving the product, matched or not (with every reason), in ranking order. */
  async match(applicant: Applicant, code: LoanProductCode, lenders?: Lender[]) {
    return matchLenders(
      servingLenders(lenders ?? (await this.candidates(code)), code),
      applicant,
      await this.bucketLists(),
      todayInIndia(),
    );
  }

  /** The active lenders considered for a product: a group product's are its group's. */
  private async candidates(code: LoanProductCode): Promise<Lender[]> {
    if (!isGroupProduct(code)) return this.lenders.active();
    const product = await this.records.productByCode(code);
    return this.lenders.activeInGroup(product!.name);
  }

  /** The consumer's age and the application's answers, as matching reads them. */
  private applicant(user: User, app: Application | null): Promise<Applicant> {
    const amount = app?.desiredAmount ?? null;
    const income = app?.monthlyIncome ?? null;
    return this.applicantFrom({
      age: user.birthDate ? ageOn(user.birthDate, todayInIndia()) : null,
      monthlyIncome: income === null ? null : Number(income),
      employmentStatusCode: app?.employmentStatusCode ?? null,
      creditScoreClass: app?.creditScoreClass ?? null,
      desiredAmount: amount === null ? null : Number(amount),
      tenureMonths: app?.tenureMonths ?? null,
    });
  }

  /**
   * Keeps what was shown with the application; writes only when it differs from the snapshot
   * already kept (compared by fingerprint), so showing the same offers again costs no write.
   * Returns when the list was first shown.
   */
  private async keepSnapshot(
    app: Application,
    keptFingerprint: string | null,
    shown: Shown,
  ): Promise<string> {
    if (keptFingerprint === shown.print && app.offersShownAt)
      return app.offersShownAt.toISOString();
    const shownAt = new Date();
    await this.saveSnapshot(app, shown, shownAt);
    // The remembered inputs hold the previous fingerprint: the next call must see this one.
    this.cache.forget(app.userId);
    return shownAt.toISOString();
  }

  /** The list and its event together: a report never counts a list that was not kept. */
  @Transactional()
  private async saveSnapshot(app: Application, shown: Shown, shownAt: Date): Promise<void> {
    await this.applications.keepOffersSnapshot(
      app.id,
      { ...shown.list, fingerprint: shown.print, shownAt },
      shownAt,
    );
    await this.events.record('offers_shown', {
      userId: app.userId,
      applicationId: app.id,
      productId: app.productId,
      // Who matched, and why each other lender did not: the products reports count these.
      data: {
        offers: shown.list.offers.length,
        notMatched: shown.list.notMatched.length,
        matched: shown.list.offers.map((o) => o.lender_id),
        failed: shown.list.notMatched.map((n) => ({
          lender: n.lender_id,
          reasons: n.reasons.map((r) => r.code),
        })),
      },
    });
  }

  private remember(key: string, shown: Shown): void {
    if (this.recent.size >= RECENT_LISTS) this.recent.delete(this.recent.keys().next().value!);
    this.recent.set(key, shown);
  }
}

/** What matching needs of an applicant, as plain values. */
export interface ApplicantInputs {
  age: number | null;
  monthlyIncome: number | null;
  employmentStatusCode: string | null;
  creditScoreClass: string | null;
  desiredAmount: number | null;
  tenureMonths: number | null;
}

/** The product's form is saved and, for personal loans, no re-save is asked for. */
export function profileReady(user: User, code: LoanProductCode): boolean {
  return user[COMPLETION_FLAG[code]] === 1 && (code !== 'PL' || !updateRequired(user));
}

function applicantView(a: Applicant) {
  return {
    age: a.age,
    monthly_income: a.monthlyIncome,
    employment_status_code: a.employment?.value ?? null,
    loan_amount: a.desiredAmount,
    ticket_class: a.ticketClass?.value ?? null,
    credit_score_class: a.creditScoreClass?.value ?? null,
    tenure_months: a.tenureMonths,
  };
}
