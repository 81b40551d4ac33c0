import type { HandOff } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { ConsumerPrincipal } from '../../common/auth/principal';
import { AppError } from '../../common/errors';
import { Transactional, type TxHost } from '../../database/transactional';
import { JourneyEventsRepository } from '../applications/journey-events.repository';
import { ApplicationsRepository } from '../applications/applications.repository';
import { ConsumerRecordsService } from '../applications/consumer-records.service';
import { ConsentRepository } from '../consent/consent.repository';
import { KfsService } from '../kfs/kfs.service';
import { LenderSubmissionsService } from '../lender-integrations/lender-submissions.service';
import type { LenderTransaction } from '../applications/lender-transaction.entity';
import type { Lender } from '../lenders/lender.entity';
import { LenderOtpService } from '../lender-otp/lender-otp.service';
import { LendersRepository } from '../lenders/lenders.repository';
import { lenderPage } from './matching';

/** The application's status once handed to a lender; later ones come from the lender's files. */
export const SENT_TO_LENDER = 'sent_to_lender';

interface ShownSnapshot {
  shownAt?: string;
  offers?: { lender_id: number }[];
}

/**
 * POST /api/lenders-transaction/{lender}: hands the application to a lender the consumer was
 * offered, once, after the consumer acknowledged the offer's Key Fact Statement. The hand-off
 * records the offer as shown and the KFS's number and hash; the application then takes its status
 * only from the lender's files.
 */
@Injectable()
export class HandOffService {
  constructor(
    private readonly records: ConsumerRecordsService,
    private readonly lenders: LendersRepository,
    private readonly applications: ApplicationsRepository,
    private readonly events: JourneyEventsRepository,
    private readonly lenderOtp: LenderOtpService,
    private readonly consents: ConsentRepository,
    private readonly kfs: KfsService,
    private readonly submissions: LenderSubmissionsService,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  async handOff(
    principal: ConsumerPrincipal,
    urlKey: string,
    appId?: string,
    kfsId?: string,
  ): Promise<HandOff> {
    const lender = await this.lenders.activeByUrlKey(urlKey);
    if (!lender) throw new AppError('LENDER_NOT_FOUND');
    const id = await this.records.chosenApplicationId(principal.userId, appId);

    const { answer, submit } = await this.record(principal, lender, id, kfsId);
    // An autosubmission lender gets the application by API once the hand-off is committed.
    if (submit) await this.submissions.enqueueAndWait(answer.transactionId);
    return {
      ...answer,
      submission: await this.submissions.view(answer.transactionId, answer.lenderReference),
    };
  }

  /**
   * The hand-off, in one transaction: the application locked, the KFS tied to it, the journey
   * step and (`submit`) the submission row of an autosubmission lender. A second tap on the same
   * offer answers the first hand-off.
   */
  @Transactional()
  private async record(
    principal: ConsumerPrincipal,
    lender: Lender,
    id: string,
    kfsId?: string,
  ): Promise<{ answer: ReturnType<HandOffService['view']>; submit: boolean }> {
    // Locked: two taps on two offers must not hand one application to two lenders.
    const app = await this.records.application(principal.userId, id, true);
    // Nothing goes to a lender once the consumer has asked for their data to be erased.
    if (await this.consents.erasureRequestedAt(principal.userId))
      throw new AppError('CONSENT_ERASURE_REQUESTED');
    if (app.lenderId !== null) {
      const earlier = await this.applications.firstHandOff(app.id);
      if (app.lenderId !== lender.id || !earlier)
        throw new AppError(
          'APPLICATION_ALREADY_SENT',
          earlier?.lender ? { lender: earlier.lender.name } : {},
        );
      return { answer: this.view(earlier, lender), submit: false };
    }
    const snapshot = app.offersSnapshot as ShownSnapshot | null;
    const offer = snapshot?.offers?.find((o) => o.lender_id === lender.id);
    if (!offer) throw new AppError('OFFER_NOT_SELECTED');
    // The consumer read and acknowledged this offer's Key Fact Statement, still valid.
    const kfs = await this.kfs.forHandOff(kfsId, app.id, lender.id);

    const transaction = await this.applications.recordHandOff(
      app.id,
      lender,
      SENT_TO_LENDER,
      {
        offer,
        shownAt: snapshot?.shownAt ?? null,
        kfs: { number: kfs.number, sha256: kfs.contentSha256 },
      },
      (transactionId) => redirectUrl(lender, transactionId),
    );
    await this.kfs.attach(kfs, transaction.id);
    await this.events.record('handed_off', {
      userId: principal.userId,
      applicationId: app.id,
      productId: app.productId,
      lenderId: lender.id,
      data: { transactionId: transaction.id },
    });
    const submit = await this.submissions.prepare(lender, transaction.id);
    return { answer: this.view(transaction, lender), submit };
  }

  /** The hand-off as answered; `otpStep`: the lender confirms it with its own OTP next. */
  private view(t: LenderTransaction, lender: Lender) {
    return {
      transactionId: t.id,
      lender_id: lender.id,
      lender: lender.urlKey,
      name: lender.name,
      journey: lender.journey,
      page: lenderPage(lender.urlKey),
      redirectUrl: t.redirectUrl,
      otpStep: this.lenderOtp.hasOtpStep(lender.urlKey),
      lenderReference: t.lenderReference,
    };
  }
}

/** The lender's URL, with `{TRANSACTION_ID}` replaced by the hand-off's id (lenders echo it). */
function redirectUrl(lender: Lender, transactionId: string): string | null {
  return lender.redirectUrl?.replaceAll('{TRANSACTION_ID}', transactionId) ?? null;
}
