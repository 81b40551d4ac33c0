import type { Disposition, LeadKind } from '@marketplace/contracts';
import { Injectable } from '@nestjs/common';
import { InjectEntityManager } from '@nestjs/typeorm';
import { InjectTransactionHost } from '@nestjs-cls/transactional';
import type { EntityManager } from 'typeorm';
import type { TxHost } from '../../database/transactional';
import { consentGiven } from '../consent/consent.repository';
import { CallDisposition } from './call-disposition.entity';
import { CallLead } from './call-lead.entity';
import { DEFAULT_DAILY_CAP } from './telecalling-agent.entity';
import type { NextStep } from './telecalling-rules';
import { rowsTouched } from '../../database/rows-touched';

/** An agent stays active (and is dealt leads) this long after they last worked the queue. */
export const AGENT_ACTIVE_MINUTES = 15;
/** The dealing of leads runs one at a time across every process (a transaction lock). */
const DEAL_LOCK = 0x7e1e_ca11;

/**
 * SQL: the consumer `u` may be called: not erased, not marked do-not-contact, and has given the
 * `calls` purpose of the consent notice and not withdrawn it (opt-in: never asked is no).
 */
const callable = (u: string) =>
  `(${u}.deleted_at IS NULL AND ${u}.do_not_contact_at IS NULL
    AND ${consentGiven(`${u}.id`, 'calls')} IS TRUE)`;

/** The queue's order: help requests, then hand-offs without news, offers, profiles. */
const PRIORITY = `CASE l.kind WHEN 'help_request' THEN 0 WHEN 'no_lender_status' THEN 1
  WHEN 'no_hand_off' THEN 2 ELSE 3 END`;

/**
 * Where leads come from, each `INSERT … SELECT` of the consumers the journey left at one step
 * ($1: now). A lead is made once per kind and source (the unique key): a closed one never returns.
 */
const LEAD_SOURCES: Record<LeadKind, string> = {
  // Signed in in the last 30 days, more than an hour ago, and no product's profile saved.
  no_profile: `SELECT u.id, NULL::uuid, 'no_profile', 'u:' || u.id
      FROM users u
     WHERE u.created_at > $1::timestamptz - interval '30 days'
       AND u.created_at <= $1::timestamptz - interval '1 hour'
       AND u.pl_completed = 0 AND u.bl_completed = 0 AND u.gl_completed = 0
       AND u.hl_completed = 0 AND ${callable('u')}`,
  // Saw offers more than an hour ago and went to no lender.
  no_hand_off: `SELECT a.user_id, a.id, 'no_hand_off', 'a:' || a.id
      FROM applications a JOIN users u ON u.id = a.user_id
     WHERE a.status = 'created' AND a.created_at > $1::timestamptz - interval '30 days'
       AND a.offers_shown_at <= $1::timestamptz - interval '1 hour'
       AND NOT EXISTS (SELECT 1 FROM lender_transactions t WHERE t.application_id = a.id)
       AND ${callable('u')}`,
  // Handed to a lender 7 to 37 days ago and no status from the lender since.
  no_lender_status: `SELECT a.user_id, a.id, 'no_lender_status', 't:' || t.id
      FROM applications a
      JOIN lender_transactions t ON t.application_id = a.id
      JOIN users u ON u.id = a.user_id
     WHERE a.status = 'sent_to_lender' AND a.created_at > $1::timestamptz - interval '60 days'
       AND t.created_at <= $1::timestamptz - interval '7 days'
       AND t.created_at > $1::timestamptz - interval '37 days'
       AND ${callable('u')}`,
  // Asked for help in the last 30 days.
  help_request: `SELECT h.user_id, NULL::uuid, 'help_request', 'h:' || h.id
      FROM help_requests h JOIN users u ON u.id = h.user_id
     WHERE h.created_at > $1::timestamptz - interval '30 days' AND h.created_at <= $1
       AND ${callable('u')}`,
};

export interface LeadRow {
  id: number;
  kind: LeadKind;
  due_at: Date;
  callback: boolean;
  attempts_total: number;
  attempts_today: number;
  created_at: Date;
  user_id: number;
  name: string | null;
  phone_number: string;
  language: string | null;
  application_id: string | null;
  product: string | null;
  app_status: string | null;
  lender: string | null;
  offers_shown_at: Date | null;
  help: string | null;
}

export interface AgentDayRow {
  id: number;
  name: string;
  last_active_at: Date | null;
  daily_cap: number;
  assigned_today: number;
  worked_today: number;
  dispositions: Record<string, number> | null;
  callbacks_upcoming: number;
  callbacks_due: number;
  callbacks_overdue: number;
}

/** The calling queue's SQL: building leads, dealing them to agents, calls and the day's figures. */
@Injectable()
export class TelecallingRepository {
  constructor(
    @InjectEntityManager() readonly manager: EntityManager,
    @InjectTransactionHost() private readonly txHost: TxHost,
  ) {}

  /**
   * Adds the leads the journey has made since the last time (idempotent). Existing leads are left
   * out before the insert, so that they draw no identity values; the unique key settles races.
   */
  async buildLeads(now: Date): Promise<void> {
    for (const source of Object.values(LEAD_SOURCES))
      await this.manager.query(
        `INSERT INTO call_leads (user_id, application_id, kind, source_key, due_at)
         SELECT s.*, $1::timestamptz FROM (${source}) s (user_id, application_id, kind, source_key)
          WHERE NOT EXISTS (SELECT 1 FROM call_leads c
                             WHERE c.kind = s.kind AND c.source_key = s.source_key)
         ON CONFLICT ON CONSTRAINT "UQ_call_leads_kind_source" DO NOTHING`,
        [now],
      );
  }

  /** The agent worked the queue at `now` (created with the default cap on first use). */
  async touchAgent(adminId: number, now: Date): Promise<void> {
    await this.manager.query(
      `INSERT INTO telecalling_agents (admin_user_id, daily_cap, last_active_at)
       VALUES ($1, $2, $3)
       ON CONFLICT (admin_user_id) DO UPDATE SET last_active_at = EXCLUDED.last_active_at`,
      [adminId, DEFAULT_DAILY_CAP, now],
    );
  }

  /**
   * Deals due leads round robin: first closes the leads of consumers who may no longer be called
   * and takes back the fresh leads of agents gone inactive; then, in turn, each active role-3
   * agent under their daily cap and holding no due lead gets the next lead, the agent with the
   * fewest leads today (then the longest without one) first.
   */
  async deal(now: Date, today: string): Promise<void> {
    await this.manager.transaction(async (m) => {
      await m.query('SELECT pg_advisory_xact_lock($1)', [DEAL_LOCK]);
      await m.query(
        `UPDATE call_leads l
            SET status = 'closed', agent_id = NULL, closed_reason = 'not_callable',
                closed_at = $1, updated_at = now()
           FROM users u
          WHERE u.id = l.user_id AND l.status <> 'closed' AND NOT ${callable('u')}`,
        [now],
      );
      await m.query(
        `UPDATE call_leads l
            SET status = 'open', agent_id = NULL, assigned_at = NULL, updated_at = now()
           FROM telecalling_agents g JOIN admin_users a ON a.id = g.admin_user_id
          WHERE l.agent_id = g.admin_user_id AND l.status = 'assigned' AND NOT l.callback
            AND (a.status <> 1 OR a.role_id <> 3 OR g.last_active_at IS NULL
                 OR g.last_active_at < $1::timestamptz - make_interval(mins => $2))`,
        [now, AGENT_ACTIVE_MINUTES],
      );
      const agents = await m.query<{ id: number }[]>(
        `SELECT g.admin_user_id AS id
           FROM telecalling_agents g JOIN admin_users a ON a.id = g.admin_user_id
          WHERE a.status = 1 AND a.role_id = 3
            AND g.last_active_at >= $1::timestamptz - make_interval(mins => $2)
            AND (CASE WHEN g.assigned_day = $3::date THEN g.assigned_count ELSE 0 END) < g.daily_cap
            AND NOT EXISTS (SELECT 1 FROM call_leads l WHERE l.agent_id = g.admin_user_id
                               AND l.status = 'assigned' AND l.due_at <= $1)
          ORDER BY (CASE WHEN g.assigned_day = $3::date THEN g.assigned_count ELSE 0 END),
                   g.last_assigned_at NULLS FIRST, g.admin_user_id`,
        [now, AGENT_ACTIVE_MINUTES, today],
      );
      for (const agent of agents) {
        // An UPDATE … RETURNING answers [rows, affected].
        const [dealt] = await m.query<[{ id: number }[], number]>(
          `UPDATE call_leads SET status = 'assigned', agent_id = $2, assigned_at = $1,
                  updated_at = now()
            WHERE id = (SELECT l.id FROM call_leads l WHERE l.status = 'open' AND l.due_at <= $1
                         ORDER BY ${PRIORITY}, l.due_at, l.id LIMIT 1)
           RETURNING id`,
          [now, agent.id],
        );
        if (dealt.length === 0) return;
        await m.query(
          `UPDATE telecalling_agents
              SET assigned_count = CASE WHEN assigned_day = $2::date THEN assigned_count + 1
                                        ELSE 1 END,
                  assigned_day = $2::date, last_assigned_at = $1
            WHERE admin_user_id = $3`,
          [now, today, agent.id],
        );
      }
    });
  }

  /**
   * The agent's lead to work now: their earliest due one whose consumer may still be called,
   * with what the call needs.
   */
  async currentLead(adminId: number, now: Date): Promise<LeadRow | null> {
    const [row] = await this.manager.query<LeadRow[]>(
      `SELECT l.id, l.kind, l.due_at, l.callback, l.attempts_total, l.attempts_today,
              l.created_at, u.id AS user_id,
              NULLIF(concat_ws(' ', u.first_name, u.last_name), '') AS name, u.phone_number,
              lang.code AS language, a.id AS application_id, pr.code AS product,
              a.status AS app_status, ln.name AS lender, a.offers_shown_at,
              (SELECT h.description FROM help_requests h
                WHERE l.kind = 'help_request' AND 'h:' || h.id = l.source_key) AS help
         FROM call_leads l
         JOIN users u ON u.id = l.user_id
         LEFT JOIN languages lang ON lang.id = u.language_id
         LEFT JOIN applications a ON a.id = l.application_id
         LEFT JOIN products pr ON pr.id = a.product_id
         LEFT JOIN lenders ln ON ln.id = a.lender_id
        WHERE l.agent_id = $1 AND l.status = 'assigned' AND l.due_at <= $2 AND ${callable('u')}
        ORDER BY l.due_at, l.id LIMIT 1`,
      [adminId, now],
    );
    return row ?? null;
  }

  /** The calls made on a lead, newest first. */
  history(leadId: number) {
    return this.manager.query<
      {
        disposition: Disposition;
        reason: string | null;
        note: string | null;
        agent: string | null;
        created_at: Date;
      }[]
    >(
      `SELECT d.disposition, d.reason, d.note, au.name AS agent, d.created_at
         FROM call_dispositions d LEFT JOIN admin_users au ON au.id = d.agent_id
        WHERE d.lead_id = $1 ORDER BY d.created_at DESC, d.id DESC`,
      [leadId],
    );
  }

  lockLead(leadId: number): Promise<CallLead | null> {
    return this.txHost.tx.findOne(CallLead, {
      where: { id: leadId },
      lock: { mode: 'pessimistic_write' },
    });
  }

  /** Writes a call's disposition and its next step, in the caller's transaction. */
  async recordCall(
    lead: CallLead,
    call: Pick<CallDisposition, 'agentId' | 'disposition' | 'reason' | 'callbackAt' | 'note'>,
    step: NextStep,
    now: Date,
  ): Promise<void> {
    const m = this.txHost.tx;
    await m.insert(CallDisposition, {
      ...call,
      leadId: lead.id,
      userId: lead.userId,
      createdAt: now,
    });
    const attempts = {
      attemptsTotal: step.attemptsTotal,
      attemptsToday: step.attemptsToday,
      attemptsDay: step.attemptsDay,
      lastDisposition: call.disposition,
    };
    if (step.status === 'closed') {
      await m.update(
        CallLead,
        { id: lead.id },
        {
          ...attempts,
          status: 'closed',
          agentId: null,
          closedReason: step.closedReason,
          closedAt: now,
        },
      );
      if (step.closeAllOfConsumer)
        await m.query(
          `UPDATE call_leads SET status = 'closed', agent_id = NULL, closed_reason = $2,
                  closed_at = $3, updated_at = now()
            WHERE user_id = $1 AND status <> 'closed'`,
          [lead.userId, step.closedReason, now],
        );
      return;
    }
    await m.update(
      CallLead,
      { id: lead.id },
      {
        ...attempts,
        status: step.status,
        dueAt: step.dueAt,
        callback: step.callback,
        agentId: step.status === 'assigned' ? lead.agentId : null,
        assignedAt: step.status === 'assigned' ? lead.assignedAt : null,
      },
    );
  }

  /** Each role-3 agent's India day `today` ([dayStart, now]): dealt, worked, callbacks. */
  agentsDay(now: Date, today: string, dayStart: Date): Promise<AgentDayRow[]> {
    return this.manager.query<AgentDayRow[]>(
      `SELECT a.id, a.name, g.last_active_at, COALESCE(g.daily_cap, $4) AS daily_cap,
              (CASE WHEN g.assigned_day = $2::date THEN g.assigned_count ELSE 0 END)::int
                AS assigned_today,
              (SELECT count(*) FROM call_dispositions d
                WHERE d.agent_id = a.id AND d.created_at >= $3)::int AS worked_today,
              (SELECT jsonb_object_agg(x.disposition, x.n) FROM (
                 SELECT d.disposition, count(*)::int AS n FROM call_dispositions d
                  WHERE d.agent_id = a.id AND d.created_at >= $3 GROUP BY d.disposition) x)
                AS dispositions,
              (SELECT count(*) FROM call_leads l WHERE l.agent_id = a.id AND l.status = 'assigned'
                  AND l.callback AND l.due_at > $1)::int AS callbacks_upcoming,
              (SELECT count(*) FROM call_leads l WHERE l.agent_id = a.id AND l.status = 'assigned'
                  AND l.callback AND l.due_at <= $1
                  AND l.due_at >= $1::timestamptz - interval '15 minutes')::int AS callbacks_due,
              (SELECT count(*) FROM call_leads l WHERE l.agent_id = a.id AND l.status = 'assigned'
                  AND l.callback AND l.due_at < $1::timestamptz - interval '15 minutes')::int
                AS callbacks_overdue
         FROM admin_users a LEFT JOIN telecalling_agents g ON g.admin_user_id = a.id
        WHERE a.role_id = 3 AND a.status = 1
        ORDER BY a.name, a.id`,
      [now, today, dayStart, DEFAULT_DAILY_CAP],
    );
  }

  /** Leads waiting: due now by kind, and due later. */
  queue(now: Date) {
    return this.manager.query<{ kind: LeadKind; due_now: number; later: number }[]>(
      `SELECT kind, count(*) FILTER (WHERE due_at <= $1)::int AS due_now,
              count(*) FILTER (WHERE due_at > $1)::int AS later
         FROM call_leads WHERE status = 'open' GROUP BY kind`,
      [now],
    );
  }

  async isAgent(adminId: number): Promise<boolean> {
    const [row] = await this.manager.query<unknown[]>(
      'SELECT 1 FROM admin_users WHERE id = $1 AND role_id = 3',
      [adminId],
    );
    return row !== undefined;
  }

  async setDailyCap(adminId: number, dailyCap: number): Promise<void> {
    await this.manager.query(
      `INSERT INTO telecalling_agents (admin_user_id, daily_cap) VALUES ($1, $2)
       ON CONFLICT (admin_user_id) DO UPDATE SET daily_cap = EXCLUDED.daily_cap`,
      [adminId, dailyCap],
    );
  }

  /** Erasure: the consumer's calls and their place in the queue deleted; rows by table. */
  async eraseConsumer(userId: number): Promise<Record<string, number>> {
    const m = this.txHost.tx;
    return {
      call_dispositions: await rowsTouched(m, `DELETE FROM call_dispositions WHERE user_id = $1`, [
        userId,
      ]),
      call_leads: await rowsTouched(m, `DELETE FROM call_leads WHERE user_id = $1`, [userId]),
    };
  }
}
