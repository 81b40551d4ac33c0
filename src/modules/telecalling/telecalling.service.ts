import { Injectable } from '@nestjs/common';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import {
  CALLING_HOURS,
  DISPOSITIONS_WITH_CALLBACK,
  type CallLeadView,
  type TelecallingAgentView,
  type TelecallingDayView,
} from '@marketplace/contracts';
import type { AdminPrincipal } from '../../common/auth/principal';
import { Clock, indiaTime } from '../../common/clock';
import { AppError } from '../../common/errors';
import { Transactional, type TxHost } from '../../database/transactional';
import { UsersService } from '../users/users.service';
import type { DispositionDto } from './dto/telecalling.dto';
import {
  AGENT_ACTIVE_MINUTES,
  TelecallingRepository,
  type LeadRow,
} from './telecalling.repository';
import { callbackTimeAllowed, inCallingHours, nextStep } from './telecalling-rules';

const iso = (d: Date | string | null) => (d ? new Date(d).toISOString() : null);

/**
 * /admin/telecalling: a queue of consumers to call, built from their journey (signed in
 * but no profile; offers seen but no lender chosen; handed off with no news from the lender in 7
 * days; help requests), never holding a consumer who withdrew (or never gave) the `calls` consent
 * or asked not to be called. Leads are dealt round robin to the active agents under their daily
 * cap, only in calling hours; each call's disposition sets the lead's next step.
 */
@Injectable()
export class TelecallingService {
  constructor(
    @InjectTransactionHost() readonly txHost: TxHost,
    private readonly calls: TelecallingRepository,
    private readonly clock: Clock,
    private readonly users: UsersService,
  ) {}

  /** The agent's lead to work now, dealing one if they hold none; null when none is due. */
  async next(admin: AdminPrincipal): Promise<{ data: CallLeadView | null }> {
    const now = this.clock.now();
    if (!inCallingHours(now))
      throw new AppError('TELECALLING_OUTSIDE_HOURS', {
        from: `${CALLING_HOURS.from}:00`,
        to: `${CALLING_HOURS.to}:00`,
      });
    await this.calls.touchAgent(admin.adminId, now);
    await this.calls.buildLeads(now);
    await this.calls.deal(now, indiaTime(now).date);
    const lead = await this.calls.currentLead(admin.adminId, now);
    return { data: lead ? await this.leadView(lead) : null };
  }

  /**
   * The lead the agent holds and may work now, without dealing (the page opening); none outside
   * calling hours, when its number is not to be dialled.
   */
  async current(admin: AdminPrincipal): Promise<{ data: CallLeadView | null }> {
    const now = this.clock.now();
    if (!inCallingHours(now)) return { data: null };
    const lead = await this.calls.currentLead(admin.adminId, now);
    return { data: lead ? await this.leadView(lead) : null };
  }

  async dispose(admin: AdminPrincipal, leadId: number, dto: DispositionDto) {
    const now = this.clock.now();
    const callbackAt =
      dto.callbackAt && DISPOSITIONS_WITH_CALLBACK.includes(dto.disposition)
        ? new Date(dto.callbackAt)
        : null;
    if (callbackAt && !callbackTimeAllowed(callbackAt, now))
      throw new AppError('CALLBACK_TIME_INVALID');
    await this.recordCall(admin, leadId, dto, { now, callbackAt });
    await this.calls.touchAgent(admin.adminId, now);
    return { data: { leadId, disposition: dto.disposition } };
  }

  /** The agent's call on their due lead and the lead's next step, in one transaction. */
  @Transactional()
  private async recordCall(
    admin: AdminPrincipal,
    leadId: number,
    dto: DispositionDto,
    { now, callbackAt }: { now: Date; callbackAt: Date | null },
  ): Promise<void> {
    const lead = await this.calls.lockLead(leadId);
    if (
      !lead ||
      lead.status !== 'assigned' ||
      lead.agentId !== admin.adminId ||
      lead.dueAt.getTime() > now.getTime()
    )
      throw new AppError('CALL_LEAD_NOT_YOURS');
    const step = nextStep(lead, dto.disposition, now, callbackAt);
    await this.calls.recordCall(
      lead,
      {
        agentId: admin.adminId,
        disposition: dto.disposition,
        reason: dto.reason || null,
        callbackAt: step.status === 'assigned' ? step.dueAt : null,
        note: dto.note || null,
      },
      step,
      now,
    );
    // A lead closed because the consumer asked us not to call: the account says so too.
    if (step.status === 'closed' && step.doNotContact)
      await this.users.markDoNotContact(lead.userId, now);
  }

  /**
   * The agent's own day beside 'Next lead': the queue, their callbacks, their calls, and whether
   * calling hours are open (outside them 'Next lead' is refused, so the page says why first).
   */
  async day(admin: AdminPrincipal): Promise<{ data: TelecallingDayView }> {
    const now = this.clock.now();
    const today = indiaTime(now).date;
    const [agents, queue] = await Promise.all([
      this.calls.agentsDay(now, today, new Date(`${today}T00:00:00+05:30`)),
      this.calls.queue(now),
    ]);
    const me = agents.find((a) => a.id === admin.adminId);
    return {
      data: {
        inHours: inCallingHours(now),
        hours: { from: `${CALLING_HOURS.from}:00`, to: `${CALLING_HOURS.to}:00` },
        queueSize: queue.reduce((sum, q) => sum + q.due_now, 0),
        callbacksDue: (me?.callbacks_due ?? 0) + (me?.callbacks_overdue ?? 0),
        callbacksLater: me?.callbacks_upcoming ?? 0,
        callsToday: me?.worked_today ?? 0,
        dealtToday: me?.assigned_today ?? 0,
        dailyCap: me?.daily_cap ?? 0,
      },
    };
  }

  /** The supervisor's view: every agent's day and the leads waiting. */
  async agents() {
    const now = this.clock.now();
    const today = indiaTime(now).date;
    const [agents, queue] = await Promise.all([
      this.calls.agentsDay(now, today, new Date(`${today}T00:00:00+05:30`)),
      this.calls.queue(now),
    ]);
    const activeSince = now.getTime() - AGENT_ACTIVE_MINUTES * 60_000;
    return {
      data: {
        agents: agents.map((a): TelecallingAgentView => ({
          id: a.id,
          name: a.name,
          active: a.last_active_at !== null && a.last_active_at.getTime() >= activeSince,
          dailyCap: a.daily_cap,
          assignedToday: a.assigned_today,
          workedToday: a.worked_today,
          dispositions: a.dispositions ?? {},
          callbacksUpcoming: a.callbacks_upcoming,
          callbacksDue: a.callbacks_due,
          callbacksOverdue: a.callbacks_overdue,
        })),
        queue: queue.map((q) => ({ kind: q.kind, dueNow: q.due_now, later: q.later })),
      },
    };
  }

  async setDailyCap(agentId: number, dailyCap: number) {
    if (!(await this.calls.isAgent(agentId))) throw new AppError('AGENT_NOT_FOUND');
    await this.calls.setDailyCap(agentId, dailyCap);
    return { data: { id: agentId, dailyCap } };
  }

  private async leadView(l: LeadRow): Promise<CallLeadView> {
    const history = await this.calls.history(l.id);
    return {
      id: l.id,
      kind: l.kind,
      dueAt: iso(l.due_at)!,
      callback: l.callback,
      attemptsTotal: l.attempts_total,
      attemptsToday: l.attempts_today,
      createdAt: iso(l.created_at)!,
      consumer: { id: l.user_id, name: l.name, mobile: l.phone_number, language: l.language },
      application: l.application_id
        ? {
            id: l.application_id,
            product: l.product,
            status: l.app_status!,
            lender: l.lender,
            offersShownAt: iso(l.offers_shown_at),
          }
        : null,
      helpRequest: l.help,
      history: history.map((h) => ({
        disposition: h.disposition,
        reason: h.reason,
        note: h.note,
        agent: h.agent,
        at: iso(h.created_at)!,
      })),
    };
  }

  /** Erasure's part, in the caller's transaction: rows touched by table. */
  eraseConsumer(userId: number): Promise<Record<string, number>> {
    return this.calls.eraseConsumer(userId);
  }
}
