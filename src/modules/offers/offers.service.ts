import { createHash, randomUUID } from 'node:crypto';
import {
  BadRequestException,
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { ConsumerPrincipal } from '../../common/auth/principal';
import { Application } from '../applications/application.entity';
import {
  APPLICATION_NOT_FOUND,
  ConsumerRecordsService,
  type LoanProductCode,
} from '../applications/consumer-records.service';
import { ageOn, todayInIndia } from '../profile/birth-date';
import { COMPLETION_FLAG } from '../profile/profile-rules';
import { updateRequired } from '../profile/profile.service';
import { SmartListsService } from '../reference/smart-lists.service';
import type { SmartListOption } from '../reference/smart-list-option.entity';
import type { User } from '../users/user.entity';
import type { EligibilityDto } from './dto/offers.dto';
import { OfferLendersRepository } from './lenders.repository';
import {
  bucketFor,
  compareLenders,
  EMI_RULE,
  lenderPage,
  matchLenders,
  RANKING_RULE,
  type Applicant,
  type Bucket,
  type BucketLists,
  type LenderFlag,
} from './matching';

export const PROFILE_INCOMPLETE = 'Please complete your profile to see offers';

/** Products whose offers are matched lender by lender (/user/offers, /user/business-offers). */
const MATCHED_PRODUCTS = ['PL', 'BL'];
/** Gold and housing loans go to the lenders of the lender group named after the product. */
const GROUP_PRODUCTS = { GL: 'gold loan', HL: 'housing loan' } as const;

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
 * The offers of a consumer's application (consumer spec §2 /user/offers), the welcome-back
 * eligibility check, and where gold and housing loans continue. Every list shown is kept with
 * the application (`offers_snapshot`), so what a consumer was offered can be shown later.
 */
@Injectable()
export class OffersService {
  constructor(
    private readonly records: ConsumerRecordsService,
    private readonly lenders: OfferLendersRepository,
    private readonly smartLists: SmartListsService,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** GET /api/offers[?appId=]: the consumer's application in progress unless one is named. */
  async offers(principal: ConsumerPrincipal, appId?: string) {
    const user = await this.records.user(principal.userId);
    const app = await this.applicationOf(user, appId);
    const code = app.product!.code;
    if (!MATCHED_PRODUCTS.includes(code))
      throw new BadRequestException('Offers are shown for personal and business loans');
    if (!profileReady(user, code as LoanProductCode))
      throw new ConflictException(PROFILE_INCOMPLETE);

    const applicant = await this.applicant(user, app);
    const today = todayInIndia();
    const { offers, notMatched } = matchLenders(
      await this.lenders.active(),
      applicant,
      await this.bucketLists(),
      today,
    );
    const shown = {
      rankingRule: RANKING_RULE,
      emiRule: EMI_RULE,
      applicant: applicantView(applicant),
      offers,
      notMatched,
    };
    const shownAt = await this.keepSnapshot(app, shown);
    return { appId: app.id, productCode: code, ...shown, shownAt };
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
        throw new BadRequestException(`Unknown goal id ${goal}: goals are loanPurpose values`);
    const inflight = await this.records.inflight(user);
    const categories = dto.conditions?.categoryIds ?? [inflight?.product?.code ?? 'PL'];
    const results = [];
    for (const category of categories) {
      const code = category as LoanProductCode;
      const complete = user[COMPLETION_FLAG[code]];
      const update = code === 'PL' ? updateRequired(user) : 0;
      const lenders = complete && !update ? await this.availableLenders(user, inflight, code) : 0;
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
   * journey continues on (`/user/{redirect}`): the top-ranked active lender of the lender group
   * named after the product ('Gold Loans', 'Affordable Housing Loan').
   */
  async productRedirect(principal: ConsumerPrincipal, appId: string, code: 'GL' | 'HL') {
    const user = await this.records.user(principal.userId);
    const app = await this.records.application(user.id, appId);
    const product = app.product!;
    if (product.code !== code)
      throw new BadRequestException(`This is not a ${GROUP_PRODUCTS[code]} application`);
    if (!user[COMPLETION_FLAG[code]])
      throw new ConflictException(`Please complete your ${GROUP_PRODUCTS[code]} details`);
    const candidates = (await this.lenders.activeInGroup(product.name)).sort(compareLenders);
    const lender = candidates[0];
    if (!lender)
      throw new ConflictException(`No lender is available for ${GROUP_PRODUCTS[code]}s right now`);
    const offers = candidates.map((l, i) => ({
      rank: i + 1,
      lender_id: l.id,
      name: l.name,
      url_key: l.urlKey,
    }));
    await this.keepSnapshot(app, { rankingRule: RANKING_RULE, offers, notMatched: [] });
    return {
      redirect: lenderPage(lender.urlKey) ?? `lenders-transaction/${lender.urlKey}`,
      lender_id: lender.id,
      name: lender.name,
      url_key: lender.urlKey,
    };
  }

  private async applicationOf(user: User, appId?: string): Promise<Application> {
    if (appId) return this.records.application(user.id, appId);
    const app = await this.records.inflight(user);
    if (!app) throw new NotFoundException(APPLICATION_NOT_FOUND);
    return app;
  }

  private async availableLenders(user: User, app: Application | null, code: LoanProductCode) {
    if (code === 'GL' || code === 'HL') {
      const product = await this.records.productByCode(code);
      return (await this.lenders.activeInGroup(product!.name)).length;
    }
    const applicant = await this.applicant(user, app);
    const lists = await this.bucketLists();
    return matchLenders(await this.lenders.active(), applicant, lists, todayInIndia()).offers
      .length;
  }

  private async bucketLists(): Promise<BucketLists> {
    return {
      ticketClass: (await this.smartLists.list('ticketClass')).map(toBucket),
      creditScoreClass: (await this.smartLists.list('creditScoreClass')).map(toBucket),
    };
  }

  /** The profile and application as matching reads them. */
  private async applicant(user: User, app: Application | null): Promise<Applicant> {
    const amount = app?.desiredAmount ?? user.seLoanAmount;
    const desiredAmount = amount === null ? null : Number(amount);
    const employment = user.employmentStatusCode
      ? await this.smartLists.option('employmentStatus', user.employmentStatusCode)
      : undefined;
    const score = user.creditScoreClass
      ? await this.smartLists.option('creditScoreClass', user.creditScoreClass)
      : undefined;
    const lists = await this.bucketLists();
    const flag = employment?.meta?.lenderFlag;
    return {
      age: user.birthDate ? ageOn(user.birthDate, todayInIndia()) : null,
      monthlyIncome: user.monthlyIncome === null ? null : Number(user.monthlyIncome),
      employment: employment
        ? {
            value: employment.value,
            label: employment.label,
            lenderFlag: typeof flag === 'string' ? (flag as LenderFlag) : null,
          }
        : null,
      desiredAmount,
      ticketClass: bucketFor(desiredAmount, lists.ticketClass),
      creditScoreClass: score ? toBucket(score) : null,
      tenureMonths: app?.tenureMonths ?? null,
    };
  }

  /**
   * Keeps what was shown with the application; writes only when it differs from the snapshot
   * already kept, so showing the same offers again costs no write. Returns when it was first shown.
   */
  private async keepSnapshot(app: Application, shown: object): Promise<string> {
    const print = fingerprint(shown);
    const kept = app.offersSnapshot as { fingerprint?: string } | null;
    if (kept?.fingerprint === print && app.offersShownAt) return app.offersShownAt.toISOString();
    const shownAt = new Date();
    await this.dataSource
      .getRepository(Application)
      .update(
        { id: app.id },
        { offersSnapshot: { ...shown, fingerprint: print, shownAt }, offersShownAt: shownAt },
      );
    return shownAt.toISOString();
  }
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
