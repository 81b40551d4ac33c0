import { Inject, Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { env } from '../../config/env';
import { QueueService } from '../../queue/queue.service';
import { renderSms, variableTexts } from '../messaging/sms-template-rules';
import { SMS_SENDER, SmsDeliveryError, type SmsSender } from '../sms/sms-sender';
import { BreachNoticesRepository, type ClaimedNotice } from './breach-notices.repository';
import { BreachesRepository } from './breaches.repository';

export const BREACH_NOTICE_QUEUE = 'breach-notices';
interface BreachNoticeJob {
  breachId: number;
}
const BATCH = 50;

/**
 * Sends a breach's notices on a queue, through the SMS gateway as a service message of the
 * breach's DLT template (DPDP Rules 2025 r.7(1): each affected person is told, without delay).
 * It is a legal duty, not a choice of ours: neither the SMS consent nor the hours of commercial
 * texts hold it back (TRAI TCCCPR 2018 lets service messages through). Each consumer's text is
 * claimed, sent with a reference of its own and settled, so a retry sends only what is left.
 */
@Injectable()
export class BreachNoticesService implements OnApplicationBootstrap {
  private readonly logger = new Logger('BreachNotices');

  constructor(
    private readonly notices: BreachNoticesRepository,
    private readonly breaches: BreachesRepository,
    private readonly queue: QueueService,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
  ) {}

  onApplicationBootstrap(): void {
    if (!this.queue.runsJobs) return;
    this.queue.process<BreachNoticeJob, string>(BREACH_NOTICE_QUEUE, (job) =>
      this.run(job.data.breachId),
    );
  }

  /** The breach's one job: adding it while it runs changes nothing; a finished one runs anew. */
  enqueue(breachId: number) {
    return this.queue.add<BreachNoticeJob>(
      BREACH_NOTICE_QUEUE,
      { breachId },
      { jobId: `breach-notice-${breachId}`, attempts: 5, backoffMs: 5000, replaceFinished: true },
    );
  }

  /** Sends every pending notice of the breach, at most SMS_CAMPAIGN_PER_SECOND a second. */
  async run(breachId: number): Promise<string> {
    const breach = await this.breaches.byId(breachId);
    if (!breach?.noticeTemplateId) return 'no notice';
    const template = await this.breaches.template(breach.noticeTemplateId);
    if (!template) return 'no template';
    const perSecond = env().SMS_CAMPAIGN_PER_SECOND;
    let sent = 0;
    for (;;) {
      const started = Date.now();
      const batch = await this.notices.claim(breachId, Math.min(BATCH, perSecond));
      if (!batch.length) return `sent ${sent}`;
      for (const n of batch) {
        const outcome = await this.sendOne(n, template, breach.noticeValues ?? {}, breachId);
        if (outcome === 'unreachable') {
          // The rest of the batch goes back too; Bull tries the job again after its backoff.
          for (const rest of batch.slice(batch.indexOf(n) + 1))
            await this.notices.settle(rest.id, 'pending', null);
          throw new Error(`Breach ${breachId}: the SMS gateway could not be reached`);
        }
        if (outcome === 'sent') sent++;
      }
      const spent = Date.now() - started;
      await new Promise((r) =>
        setTimeout(r, Math.max((batch.length / perSecond) * 1000 - spent, 0)),
      );
    }
  }

  private async sendOne(
    n: ClaimedNotice,
    template: NonNullable<Awaited<ReturnType<BreachesRepository['template']>>>,
    values: Record<string, string>,
    breachId: number,
  ): Promise<'sent' | 'settled' | 'unreachable'> {
    if (n.erased || !n.phone_number) {
      await this.notices.settle(n.id, 'skipped', 'erased');
      return 'settled';
    }
    const dltTemplateId = n.language === 'hi' ? template.dltTemplateIdHi : template.dltTemplateId;
    if (!dltTemplateId) {
      await this.notices.settle(n.id, 'failed', 'no_dlt_id');
      return 'settled';
    }
    const texts = variableTexts(template.variables, values, n.first_name);
    try {
      const { messageId } = await this.sms.sendTemplate(n.phone_number, {
        dltTemplateId,
        header: template.header,
        values: texts,
        text: renderSms(n.language === 'hi' ? template.bodyHi : template.bodyEn, texts),
        reference: `brn-${breachId}-${n.id}`,
      });
      await this.notices.settle(n.id, 'sent', null, messageId);
      return 'sent';
    } catch (err) {
      if (!(err instanceof SmsDeliveryError)) throw err;
      if (err.kind === 'rejected') {
        await this.notices.settle(n.id, 'failed', err.message.slice(0, 200));
        return 'settled';
      }
      await this.notices.settle(n.id, 'pending', err.message.slice(0, 200));
      this.logger.warn(`Breach ${breachId}: gateway unavailable, notices wait for the retry`);
      return 'unreachable';
    }
  }
}
