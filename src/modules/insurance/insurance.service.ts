import type {
  InsuranceAnswers,
  InsuranceEligibilityView,
  InsuranceHandOffView,
} from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { ConsumerPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { Transactional, type TxHost } from '../../database/transactional';
import { JourneyEventsRepository } from '../applications/journey-events.repository';
import { currentNotice } from '../consent/consent-notice';
import { ConsentRepository } from '../consent/consent.repository';
import type { InsuranceEligibilityDto, InsuranceHandOffDto } from './dto/insurance.dto';
import type { InsuranceTransaction } from './insurance-transaction.entity';
import { InsuranceRepository } from './insurance.repository';
import type { Insurer } from './insurer.entity';
import { rank, reasonsNotMatched, type InsurerCandidate } from './matching';

/** The answers as matching reads them: only the type's own questions. */
const answersOf = (dto: InsuranceEligibilityDto): InsuranceAnswers => ({
  type: dto.type,
  age: dto.age,
  cover: dto.cover,
  ...(dto.type === 'term_life' && { annualIncome: dto.annualIncome }),
  ...((dto.type === 'motor' || dto.type === 'two_wheeler') && {
    vehicleAgeYears: dto.vehicleAgeYears,
  }),
});

function candidate(i: Insurer, type: InsuranceAnswers['type']): InsurerCandidate | null {
  const plan = i.plans.find((p) => p.type === type);
  if (!plan) return null;
  return {
    id: i.id,
    name: i.name,
    legalName: i.legalName,
    irdaiRegistration: i.irdaiRegistration,
    claimSettlementRatio: i.claimSettlementRatio === null ? null : Number(i.claimSettlementRatio),
    plan,
  };
}

const view = (t: InsuranceTransaction, name: string): InsuranceHandOffView => ({
  transactionId: t.id,
  insurerId: t.insurerId,
  name,
  type: t.insuranceType,
  redirectUrl: t.redirectUrl,
  createdAt: t.createdAt.toISOString(),
});

/**
 * The consumer's insurance journey: one type's answers matched against every insurer offering
 * that type (the published order, reasons for those not matched), and the hand-off to one
 * matched insurer, once, on the consumer's consent to share their details with it.
 */
@Injectable()
export class InsuranceService {
  constructor(
    private readonly insurance: InsuranceRepository,
    private readonly consents: ConsentRepository,
    private readonly events: JourneyEventsRepository,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  /**
   * The list is an offer shown, of the Other Insurance product, recorded as a journey event like
   * a loan's offers list (its insurers under their own keys: the rollup reads `matched` and
   * `failed` as lenders).
   */
  async eligibility(
    principal: ConsumerPrincipal,
    dto: InsuranceEligibilityDto,
  ): Promise<InsuranceEligibilityView> {
    const answers = answersOf(dto);
    const candidates = (await this.insurance.offering(dto.type))
      .map((i) => candidate(i, dto.type))
      .filter((c): c is InsurerCandidate => c !== null);
    const insurers = rank(candidates, answers);
    const productId = await this.insurance.productId();
    await this.events.record('offers_shown', {
      userId: principal.userId,
      prospectAppId: principal.prospectAppId,
      productId,
      data: {
        insuranceType: dto.type,
        matchedInsurers: insurers.filter((q) => q.matched).map((q) => q.insurerId),
        notMatchedInsurers: insurers.filter((q) => !q.matched).map((q) => q.insurerId),
      },
    });
    return { type: dto.type, rule: 'premium_then_name', insurers };
  }

  /**
   * POST /api/insurance/transaction/{insurerId}. The answers are matched again (the list the
   * consumer saw is not trusted); a second hand-off to the same insurer for the same type answers
   * the first one and writes nothing.
   */
  @Transactional()
  async handOff(
    principal: ConsumerPrincipal,
    insurerId: number,
    dto: InsuranceHandOffDto,
    ip: string | null,
  ): Promise<InsuranceHandOffView> {
    const answers = answersOf(dto);
    // Serialises the consumer's double taps: one hand-off, one consent row.
    await this.consents.lockUser(principal.userId);
    const insurer = await this.insurance.find(insurerId);
    const c = insurer?.status === 1 ? candidate(insurer, dto.type) : null;
    if (!insurer || !c) throw new AppError('INSURER_NOT_FOUND');
    const earlier = await this.insurance.handOff(principal.userId, insurerId, dto.type);
    if (earlier) return view(earlier, insurer.name);
    const reasons = reasonsNotMatched(c.plan, answers);
    if (reasons.length) throw new AppError('INSURER_NOT_MATCHED', { reasons: reasons.join(',') });

    const consentRecordId = await this.consents.recordHandOffConsent(
      principal.userId,
      'insurance_share',
      currentNotice().version,
      'insurance_hand_off',
      ip,
    );
    const [shown] = rank([c], answers);
    const t = await this.insurance.insertHandOff({
      userId: principal.userId,
      prospectAppId: principal.prospectAppId,
      insurerId,
      insuranceType: dto.type,
      consentRecordId,
      keyFacts: { ...shown, cover: answers.cover },
      redirectUrl: (id) => c.plan.redirectUrl.replaceAll('{TRANSACTION_ID}', id),
    });
    await this.events.record('handed_off', {
      userId: principal.userId,
      prospectAppId: t.prospectAppId,
      productId: t.productId,
      data: { transactionId: t.id, insurerId, insuranceType: dto.type },
    });
    return view(t, insurer.name);
  }

  /** Erasure's part, in the caller's transaction: rows touched by table. */
  async eraseConsumer(userId: number): Promise<Record<string, number>> {
    return { insurance_transactions: await this.insurance.eraseCover(userId) };
  }

  /** The end of an erased consumer's kept hand-offs, in the caller's transaction (see there). */
  endKeptHandOffs(userId: number): Promise<{ deleted: number; consentIds: string[] }> {
    return this.insurance.deleteHandOffs(userId);
  }
}
