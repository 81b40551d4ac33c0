import { timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import { AppError } from '../../common/errors';
import { smsConfig, type SmsConfig } from '../../config/sms.config';
import { Transactional, type TxHost } from '../../database/transactional';
import { currentNotice } from '../consent/consent-notice';
import { ConsentRepository } from '../consent/consent.repository';
import { ConsentService } from '../consent/consent.service';
import type { SmsInboundDto } from './dto/sms-inbound.dto';

/** The replies that opt out (TRAI's TCCCPR 2018: STOP, in English or Hindi). */
const OPT_OUT = /^\s*(?:stop|unsubscribe|opt\s*-?\s*out|रोकें|बंद)(?:\s|$)/i;

/** Whether a reply's text asks to receive no more texts. */
export const isOptOut = (text: string) => OPT_OUT.test(text);

/**
 * A consumer's reply to our texts, forwarded by the SMS gateway: an opt-out withdraws the SMS
 * consent at once (a ledger row of channel `sms_reply`, the users' SMS flag off), so the next
 * campaign skips them. The answer is the same whoever sent it: it says nothing of who is ours.
 */
@Injectable()
export class SmsOptOutService {
  constructor(
    private readonly consents: ConsentRepository,
    private readonly ledger: ConsentService,
    @Inject(smsConfig.KEY) private readonly config: SmsConfig,
    @InjectTransactionHost() readonly txHost: TxHost,
  ) {}

  async inbound(secret: string | undefined, dto: SmsInboundDto): Promise<{ received: true }> {
    if (!this.fromGateway(secret)) throw new AppError('UNAUTHORIZED');
    if (!isOptOut(dto.text)) return { received: true };
    await this.withdrawSms(dto.mobile.slice(-10));
    return { received: true };
  }

  /** The live consumer of the mobile, if any, withdraws their SMS consent (once). */
  @Transactional()
  private async withdrawSms(mobile: string): Promise<void> {
    const user = await this.consents.liveConsumerByMobile(mobile);
    if (!user) return;
    await this.consents.lockUser(user.id);
    if ((await this.consents.current(user.id, 'sms')) === false) return;
    await this.ledger.record(user.id, currentNotice().version, 'sms_reply', null, [
      { purpose: 'sms', granted: false },
    ]);
  }

  private fromGateway(secret: string | undefined): boolean {
    const expected = this.config.inboundSecret;
    if (!expected || typeof secret !== 'string') return false;
    const a = Buffer.from(secret);
    const b = Buffer.from(expected);
    return a.length === b.length && timingSafeEqual(a, b);
  }
}
