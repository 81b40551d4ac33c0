import type { SmsCampaignView, SmsRecipientView } from '@marketplace/contracts';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { AdminPrincipal } from '../../common/auth/principal';
import { Clock, indiaTime, nextIndiaDayAt } from '../../common/clock';
import { AppError } from '../../common/errors';
import { checkDayRange } from '../../common/india-days';
import type { ListQuery } from '../../common/rest/list-query';
import { RestPage } from '../../common/rest/rest-page';
import { env } from '../../config/env';
import { Transactional, type TxHost } from '../../database/transactional';
import { jobsRequeued } from '../../metrics/metrics';
import { QueueService } from '../../queue/queue.service';
import { AuditService } from '../audit/audit.service';
import { SMS_SENDER, SmsDeliveryError, type SmsSender } from '../sms/sms-sender';
import type { SmsCampaignDto, SmsCampaignListFilter } from './dto/sms-campaign.dto';
import type { SmsCampaign } from './sms-campaign.entity';
import { renderSms, variableTexts } from './sms-template-rules';
import { SmsCampaignsRepository, type ClaimedRecipient } from './sms-campaigns.repository';
import { SmsTemplatesRepository } from './sms-templates.repository';

export const CAMPAIGN_QUEUE = 'sms-campaigns';
export interface CampaignJob {
  campaignId: number;
}

/** Texts are sent from 09:00 to 21:00 India time only (TRAI's hours for commercial SMS). */
export const SENDING_HOURS = { from: 9, to: 21 } as const;
const BATCH = 50;
/** A text the gateway could not take (unreachable) is tried again, at most this many times. */
const MAX_ATTEMPTS = 3;
const REPORT_PAGE = 100;

export const inSendingHours = (at: Date) => {
  const { hour } = indiaTime(at);
  return hour >= SENDING_HOURS.from && hour < SENDING_HOURS.to;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Messaging campaigns (role 1): a template sent to a segment through the SMS provider
 * on a queue. The recipients are listed once when the campaign is made (one row per consumer,
 * unique), each claimed by one worker, re-checked for consent when their turn comes, and settled
 * as sent, failed or skipped; a restart sends again only what was being sent, with the same
 * reference. Rate-limited (SMS_CAMPAIGN_PER_SECOND); nothing goes out from 21:00 to 09:00 India
 * time: the campaign waits and goes on at 09:00.
 */
@Injectable()
export class SmsCampaignsService {
  private readonly logger = new Logger('SmsCampaigns');

  constructor(
    @InjectTransactionHost() readonly txHost: TxHost,
    private readonly campaigns: SmsCampaignsRepository,
    private readonly templates: SmsTemplatesRepository,
    private readonly queue: QueueService,
    private readonly audit: AuditService,
    private readonly clock: Clock,
    @Inject(SMS_SENDER) private readonly sms: SmsSender,
  ) {}

  async create(admin: AdminPrincipal, dto: SmsCampaignDto) {
    const template = await this.templates.find(dto.templateId);
    if (!template) throw new AppError('SMS_TEMPLATE_NOT_FOUND');
    if (!template.active) throw new AppError('SMS_TEMPLATE_INACTIVE');
    checkDayRange(dto.segment.from, dto.segment.to);
    const values = dto.values ?? {};
    variableTexts(template.variables, values, null);
    const id = await this.start(admin, template.id, dto.segment, values);
    await this.enqueue(id);
    return this.get(id);
  }

  /** The campaign with its recipients listed, and its audit row, in one transaction. */
  @Transactional()
  private async start(
    admin: AdminPrincipal,
    templateId: number,
    segment: SmsCampaignDto['segment'],
    values: SmsCampaign['values'],
  ): Promise<number> {
    const row = await this.campaigns.insertCampaign({
      templateId,
      segment: { ...segment },
      values,
      status: 'running',
      createdBy: admin.adminId,
    });
    await this.campaigns.listRecipients(row.id, segment);
    await this.audit.record(admin, {
      action: 'create',
      entity: 'sms_campaigns',
      entityId: row.id,
      newValue: { templateId, segment },
    });
    return row.id;
  }

  async list(query: ListQuery<SmsCampaignListFilter>) {
    const [rows, total] = await this.campaigns.page(query);
    const counts = await this.countsOf(rows.map((r) => r.id));
    const views = rows.map((c) => this.view(c, counts.get(c.id) ?? {}));
    return new RestPage('sms-campaigns', views, query.start, total);
  }

  async get(id: number) {
    const c = await this.campaigns.campaign(id);
    if (!c) throw new AppError('SMS_CAMPAIGN_NOT_FOUND');
    const counts = await this.countsOf([id]);
    return this.view(c, counts.get(id) ?? {});
  }

  async recipients(id: number, status: string | null, page: number) {
    await this.get(id);
    const rows = await this.campaigns.recipients(id, status, (page - 1) * REPORT_PAGE, REPORT_PAGE);
    return {
      data: rows.map((r): SmsRecipientView => ({
        id: r.id,
        mobile: r.mobile,
        status: r.status,
        reason: r.reason,
        attempts: r.attempts,
        sentAt: r.sent_at?.toISOString() ?? null,
      })),
      page,
      pageSize: REPORT_PAGE,
    };
  }

  /** Sends a waiting campaign on now (in sending hours), e.g. after the gateway was down. */
  async resume(id: number) {
    const campaign = await this.get(id);
    if (campaign.status === 'completed' || campaign.status === 'cancelled')
      throw new AppError('SMS_CAMPAIGN_FINISHED');
    if (!inSendingHours(this.clock.now())) throw new AppError('SMS_OUTSIDE_HOURS');
    await this.enqueue(id);
    return campaign;
  }

  /**
   * The queue's job: sends the campaign's pending recipients batch by batch until none is left,
   * or until 21:00 India time (then again at 09:00).
   */
  async run(campaignId: number): Promise<string> {
    const perSecond = env().SMS_CAMPAIGN_PER_SECOND;
    for (;;) {
      const campaign = await this.campaigns.campaign(campaignId);
      if (!campaign || campaign.status === 'completed' || campaign.status === 'cancelled')
        return 'finished';
      const now = this.clock.now();
      if (!inSendingHours(now)) {
        await this.campaigns.setStatus(campaignId, 'waiting');
        const at = nextSendingStart(now);
        await this.enqueueAt(campaignId, at, now);
        return `waiting until ${at.toISOString()}`;
      }
      if (campaign.status === 'waiting') await this.campaigns.setStatus(campaignId, 'running');
      const started = Date.now();
      const batch = await this.campaigns.claim(campaignId, Math.min(BATCH, perSecond));
      if (batch.length === 0) {
        await this.campaigns.completeIfDone(campaignId);
        return 'completed';
      }
      let unreachable = false;
      // The claims are renewed once half their lease has passed (a slow gateway, a paused
      // process): one taken back meanwhile (expired) is left to the worker that has it now.
      const leaseMs = env().SMS_CLAIM_LEASE_SECONDS * 1000;
      let held = new Set(batch.map((r) => r.id));
      let renewedAt = started;
      for (const [i, r] of batch.entries()) {
        if (Date.now() - renewedAt > leaseMs / 2) {
          held = await this.campaigns.renewClaims(batch.slice(i));
          renewedAt = Date.now();
        }
        if (!held.has(r.id)) continue;
        if (r.skip || !r.phone_number) {
          await this.campaigns.settle(r.id, 'skipped', r.skip ?? 'erased');
          continue;
        }
        unreachable = (await this.sendOne(campaign, r, r.phone_number)) || unreachable;
      }
      // At most `perSecond` texts a second; a gateway that cannot be reached gets a pause.
      const spent = Date.now() - started;
      await sleep(Math.max((batch.length / perSecond) * 1000 - spent, unreachable ? 5000 : 0));
    }
  }

  /**
   * At a worker's start and every JOB_REQUEUE_SECONDS: texts whose claim expired (their worker
   * stopped) go back to pending, and an unfinished campaign with no live job gets one. With
   * several workers each runs this; the job ids and the claims keep every text sent once.
   */
  async requeueUnfinished(): Promise<void> {
    const released = await this.campaigns.releaseExpired(env().SMS_CLAIM_LEASE_SECONDS);
    if (released > 0)
      this.logger.warn(`${released} campaign texts had an expired claim: pending again`);
    for (const id of await this.campaigns.unfinished()) {
      if (await this.hasLiveJob(id)) continue;
      this.logger.warn(`Campaign ${id} had no live job: queued again`);
      await this.enqueue(id);
      jobsRequeued.inc({ queue: CAMPAIGN_QUEUE });
    }
  }

  private async hasLiveJob(campaignId: number): Promise<boolean> {
    const ids = [nowJobId(campaignId), atJobId(campaignId, nextSendingStart(this.clock.now()))];
    for (const id of ids) {
      const job = await this.queue.getJob(CAMPAIGN_QUEUE, id);
      if (job && ['waiting', 'active', 'delayed', 'paused'].includes(job.status)) return true;
    }
    return false;
  }

  /** One text; answers true when the gateway could not be reached (the text goes back). */
  private async sendOne(
    campaign: SmsCampaign,
    r: ClaimedRecipient,
    phone: string,
  ): Promise<boolean> {
    const recipientId = r.id;
    const template = campaign.template!;
    const values = variableTexts(template.variables, campaign.values, r.first_name);
    const text = renderSms(r.language === 'hi' ? template.bodyHi : template.bodyEn, values);
    // A text whose language has no DLT registration would be blocked by the operator's scrubber.
    const dltTemplateId = r.language === 'hi' ? template.dltTemplateIdHi : template.dltTemplateId;
    if (!dltTemplateId) {
      await this.campaigns.settle(recipientId, 'skipped', 'no_dlt_id');
      return false;
    }
    try {
      const { messageId } = await this.sms.sendTemplate(phone, {
        dltTemplateId,
        header: template.header,
        values,
        text,
        reference: `cmp-${campaign.id}-${recipientId}`,
      });
      await this.campaigns.sent(recipientId, messageId);
      return false;
    } catch (err) {
      if (!(err instanceof SmsDeliveryError)) throw err;
      if (err.kind === 'rejected') {
        await this.campaigns.settle(recipientId, 'failed', err.message.slice(0, 200));
        return false;
      }
      await this.campaigns.settle(
        recipientId,
        r.attempts >= MAX_ATTEMPTS ? 'failed' : 'pending',
        err.message.slice(0, 200),
      );
      return true;
    }
  }

  /**
   * The campaign's one job now: `campaign-<id>`. Adding it while it is live changes nothing; a
   * finished one is replaced, so a resumed or healed campaign runs again under the same id.
   */
  private enqueue(campaignId: number) {
    return this.queue.add<CampaignJob>(
      CAMPAIGN_QUEUE,
      { campaignId },
      { jobId: nowJobId(campaignId), attempts: 5, backoffMs: 5000, replaceFinished: true },
    );
  }

  /** Its one job for the morning of `at` (09:00 India time), whoever schedules it. */
  private enqueueAt(campaignId: number, at: Date, now: Date) {
    return this.queue.add<CampaignJob>(
      CAMPAIGN_QUEUE,
      { campaignId },
      {
        jobId: atJobId(campaignId, at),
        attempts: 5,
        backoffMs: 5000,
        delayMs: at.getTime() - now.getTime(),
      },
    );
  }

  private async countsOf(ids: number[]) {
    const counts = new Map<number, Record<string, number>>();
    if (ids.length === 0) return counts;
    for (const row of await this.campaigns.counts(ids)) {
      const of = counts.get(row.campaign_id) ?? {};
      of[row.status] = row.n;
      counts.set(row.campaign_id, of);
    }
    return counts;
  }

  private view(c: SmsCampaign, counts: Record<string, number>): SmsCampaignView {
    const total = Object.values(counts).reduce((a, b) => a + b, 0);
    return {
      id: c.id,
      template: c.template ? { id: c.template.id, name: c.template.name } : null,
      segment: c.segment,
      values: c.values,
      status: c.status,
      createdAt: c.createdAt.toISOString(),
      completedAt: c.completedAt?.toISOString() ?? null,
      recipients: total,
      pending: (counts.pending ?? 0) + (counts.sending ?? 0),
      sent: counts.sent ?? 0,
      failed: counts.failed ?? 0,
      skipped: counts.skipped ?? 0,
    };
  }
}

const nowJobId = (campaignId: number) => `campaign-${campaignId}`;
/** One per campaign and morning: `campaign-<id>-at-2026-11-27`. */
const atJobId = (campaignId: number, at: Date) => `campaign-${campaignId}-at-${indiaTime(at).date}`;

/** The next 09:00 India time after `at` (today's, when before it). */
function nextSendingStart(at: Date): Date {
  const { date, hour } = indiaTime(at);
  if (hour < SENDING_HOURS.from)
    return new Date(`${date}T${String(SENDING_HOURS.from).padStart(2, '0')}:00:00+05:30`);
  return nextIndiaDayAt(at, SENDING_HOURS.from);
}
