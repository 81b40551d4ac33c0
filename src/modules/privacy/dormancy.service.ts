import { Inject, Injectable, Logger } from '@nestjs/common';
import { Clock } from '../../common/clock';
import { env } from '../../config/env';
import { SMS_SENDER, SmsDeliveryError, type SmsSender } from '../sms/sms-sender';
import { DormancyRepository } from './dormancy.repository';
import { ErasureService } from './erasure.service';

const HOUR = 3_600_000;
/** DPDP Rules 2025 (Third Schedule): the consumer is told at least 48 hours before. */
export const DORMANCY_NOTICE_HOURS = 48;

/** dd/mm/yyyy in India time, as the text gives the erasure day. */
const indiaDay = (at: Date) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata' }).format(at);

/**
 * Dormant accounts (DPDP Rules 2025, Third Schedule, for platforms' users who stop using them):
 * part of the daily retention job. A consumer not signed in for DORMANT_ERASE_DAYS, less the 48
 * hours, is texted a notice (a service message of its own DLT template) and recorded; one who
 * signs in meanwhile keeps the account; the others are erased 48 hours after the notice, by the
 * same erasure as a request (keeping what the law requires). Safe to run twice.
 */
@Injectable()
export class DormancyService {
  private readonly logger = new Logger('Dormancy');

  constructor(
    private readonly dormancy: DormancyRepository,
    private readonly erasure: ErasureService,
    private readonly clock: Clock,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
  ) {}

  async run(): Promise<{ noticed: number; cancelled: number; erased: number }> {
    const now = this.clock.now();
    const days = env().DORMANT_ERASE_DAYS;
    const cancelled = await this.dormancy.cancelSignedIn();
    let erased = 0;
    for (const userId of await this.dormancy.due(now))
      if (await this.erasure.eraseDormant(userId, `Not signed in for ${days} days`)) erased++;
    const eraseAfter = new Date(now.getTime() + DORMANCY_NOTICE_HOURS * HOUR);
    const lastSeenBy = new Date(eraseAfter.getTime() - days * 24 * HOUR);
    const told = await this.dormancy.noticeDormant(now, lastSeenBy, eraseAfter);
    for (const c of told) await this.text(c.user_id, c.phone_number, eraseAfter);
    if (told.length || erased || cancelled)
      this.logger.log(`Dormancy: ${told.length} told, ${cancelled} came back, ${erased} erased`);
    return { noticed: told.length, cancelled, erased };
  }

  /** The notice's text; a failure is recorded and the erasure still waits its 48 hours. */
  private async text(userId: number, phone: string, eraseAfter: Date) {
    try {
      const { messageId } = await this.sms.sendNotice(phone, {
        template: 'dormancyErasure',
        vars: { date: indiaDay(eraseAfter) },
      });
      await this.dormancy.sent(userId, messageId, null);
    } catch (err) {
      if (!(err instanceof SmsDeliveryError)) throw err;
      await this.dormancy.sent(userId, null, err.message.slice(0, 200));
    }
  }
}
