import { createHash, randomInt } from 'node:crypto';
import type { KfsLanguage, KfsView, Offer } from '@marketplace/contracts';
import { Inject, Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { ConsumerPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { consumerUiConfig, type ConsumerUiConfig } from '../../config/consumer-ui.config';
import { Transactional, type TxHost } from '../../database/transactional';
import { ConsumerRecordsService } from '../applications/consumer-records.service';
import { LendersRepository } from '../lenders/lenders.repository';
import type { Lender } from '../lenders/lender.entity';
import { todayInIndia } from '../profile/birth-date';
import { buildKfs } from './kfs-content';
import type { KeyFactStatement } from './key-fact-statement.entity';
import { KfsRepository } from './kfs.repository';

/** Crockford's base 32: no I, L, O or U to misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const newNumber = () => `KFS-${Array.from({ length: 8 }, () => ALPHABET[randomInt(32)]).join('')}`;

/** JSON with every object's keys sorted: the same text however PostgreSQL's jsonb orders them. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((value as Record<string, unknown>)[k])}`)
      .join(',')}}`;
  return JSON.stringify(value);
}

/** SHA-256 of a KFS's content, as stored with it and with the hand-off. */
export const contentHash = (content: unknown) =>
  createHash('sha256').update(canonical(content)).digest('hex');

const view = (k: KeyFactStatement, now = new Date()): KfsView => ({
  id: k.id,
  acknowledgedAt: k.acknowledgedAt?.toISOString() ?? null,
  expired: now > k.validUntil,
  content: k.content,
});

interface ShownSnapshot {
  offers?: Offer[];
}

/**
 * Key Fact Statements (RBI Digital Lending Directions 2025): before a hand-off, the consumer is
 * shown the chosen offer's KFS in their language and acknowledges it; the hand-off is refused
 * without an acknowledged KFS for that offer that is still valid (3 working days). Asking again
 * for the same offer and language while one is valid answers that one.
 */
@Injectable()
export class KfsService {
  constructor(
    private readonly kfs: KfsRepository,
    private readonly records: ConsumerRecordsService,
    private readonly lenders: LendersRepository,
    @Inject(consumerUiConfig.KEY) private readonly ui: ConsumerUiConfig,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  async issue(
    principal: ConsumerPrincipal,
    urlKey: string,
    language: KfsLanguage,
    appId?: string,
  ): Promise<KfsView> {
    const lender = await this.lenders.activeByUrlKey(urlKey);
    if (!lender) throw new AppError('LENDER_NOT_FOUND');
    const id = await this.records.chosenApplicationId(principal.userId, appId);
    return this.issueFor(principal.userId, id, lender, language);
  }

  @Transactional()
  private async issueFor(
    userId: number,
    appId: string,
    lender: Lender,
    language: KfsLanguage,
  ): Promise<KfsView> {
    // Locked in this transaction: the KFS is issued for the application as it stands.
    const app = await this.records.application(userId, appId, true);
    if (app.lenderId !== null) throw new AppError('APPLICATION_ALREADY_SENT');
    const offer = (app.offersSnapshot as ShownSnapshot | null)?.offers?.find(
      (o) => o.lender_id === lender.id,
    );
    if (!offer) throw new AppError('OFFER_NOT_SELECTED');
    const current = await this.kfs.valid(app.id, lender.id, language);
    // The same offer as shown: the KFS already issued for it stands.
    if (current && sameOffer(current, offer)) return view(current);
    return view(await this.create(app.id, lender, offer, language));
  }

  @Transactional()
  async acknowledge(principal: ConsumerPrincipal, id: string): Promise<KfsView> {
    const kfs = await this.kfs.ofConsumer(principal.userId, id, true);
    if (!kfs) throw new AppError('KFS_NOT_FOUND');
    if (new Date() > kfs.validUntil) throw new AppError('KFS_EXPIRED');
    if (!kfs.acknowledgedAt) await this.kfs.acknowledge(kfs);
    return view(kfs);
  }

  async get(principal: ConsumerPrincipal, id: string): Promise<KeyFactStatement> {
    const kfs = await this.kfs.ofConsumer(principal.userId, id);
    if (!kfs) throw new AppError('KFS_NOT_FOUND');
    return kfs;
  }

  /**
   * The hand-off's check, in its transaction: the acknowledged, valid KFS of this application and
   * lender (locked, and tied to the hand-off by `attach`).
   */
  async forHandOff(kfsId: string | undefined, appId: string, lenderId: number) {
    const kfs = kfsId ? await this.kfs.forHandOff(kfsId, appId, lenderId) : null;
    if (!kfs?.acknowledgedAt) throw new AppError('KFS_REQUIRED');
    if (new Date() > kfs.validUntil) throw new AppError('KFS_EXPIRED');
    return kfs;
  }

  attach(kfs: KeyFactStatement, transactionId: string) {
    return this.kfs.attach(kfs, transactionId);
  }

  private async create(
    applicationId: string,
    lender: Lender,
    offer: Offer,
    language: KfsLanguage,
  ): Promise<KeyFactStatement> {
    const officer = this.ui.grievanceOfficer;
    const holidays = await this.kfs.holidaysFrom(todayInIndia());
    for (;;) {
      const content = buildKfs(offer, {
        number: newNumber(),
        language,
        issuedAt: new Date(),
        holidays,
        officer: {
          name: lender.grievanceName,
          phone: lender.grievancePhone,
          email: lender.grievanceEmail,
        },
        recoveryPolicyUrl: lender.recoveryPolicyUrl,
        platformOfficer: officer
          ? [officer.name, officer.email, officer.phone].filter(Boolean).join(', ')
          : null,
        lenderOfficer: lender.grievanceOfficer,
      });
      const saved = await this.kfs.insert({
        number: content.number,
        applicationId,
        lenderId: lender.id,
        language,
        content,
        contentSha256: contentHash(content),
        validUntil: new Date(content.validUntil),
      });
      if (saved) return saved;
    }
  }
}

/** Whether a KFS shows this offer's figures (the offers may have been shown again since). */
function sameOffer(kfs: KeyFactStatement, offer: Offer): boolean {
  const loan = kfs.content.loan;
  return (
    loan.amount === offer.loan_amount &&
    loan.tenureMonths === offer.tenure_months &&
    loan.annualRatePercent === offer.interest_min &&
    loan.apr === offer.apr_min &&
    (loan.fees?.total ?? null) === (offer.fees?.total ?? null) &&
    loan.processingFees === offer.processing_fees
  );
}
