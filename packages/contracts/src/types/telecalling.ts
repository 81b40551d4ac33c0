/** Why a consumer is in the calling queue, highest priority first. */
export const LEAD_KINDS = [
  'help_request',
  'no_lender_status',
  'no_hand_off',
  'no_profile',
] as const;
export type LeadKind = (typeof LEAD_KINDS)[number];

/** What a call came to: connected, then not connected. */
export const CONNECTED_DISPOSITIONS = [
  'interested',
  'documents_pending',
  'callback',
  'not_interested',
  'not_eligible',
  'already_has_loan',
  'wrong_person',
] as const;
export const NOT_CONNECTED_DISPOSITIONS = [
  'ringing_no_answer',
  'busy',
  'switched_off',
  'unreachable',
  'invalid_number',
  'do_not_call',
] as const;
export const DISPOSITIONS = [...CONNECTED_DISPOSITIONS, ...NOT_CONNECTED_DISPOSITIONS] as const;
export type Disposition = (typeof DISPOSITIONS)[number];

/** Dispositions that need a reason (not interested, not eligible). */
export const DISPOSITIONS_WITH_REASON: readonly Disposition[] = ['not_interested', 'not_eligible'];
/** Dispositions that take a callback time (required for a callback). */
export const DISPOSITIONS_WITH_CALLBACK: readonly Disposition[] = ['callback', 'documents_pending'];

/**
 * Calling hours, India time: no lead is handed out or dialled outside [from, to), and retries and
 * callbacks fall inside them (TRAI's Telecom Commercial Communications Customer Preference
 * Regulations: promotional calls 09:00 to 21:00; ours end earlier, at 19:00).
 */
export const CALLING_HOURS = { from: 9, to: 19 } as const;

/** POST /api/admin/telecalling/next: the lead an agent works now. */
export interface CallLeadView {
  id: number;
  kind: LeadKind;
  dueAt: string;
  callback: boolean;
  attemptsTotal: number;
  attemptsToday: number;
  createdAt: string;
  consumer: {
    id: number;
    name: string | null;
    /** In full: the agent holding the lead dials it. */
    mobile: string;
    language: string | null;
  };
  application: {
    id: string;
    product: string | null;
    status: string;
    lender: string | null;
    offersShownAt: string | null;
  } | null;
  helpRequest: string | null;
  history: {
    disposition: Disposition;
    reason: string | null;
    note: string | null;
    agent: string | null;
    at: string;
  }[];
}

/** GET /api/admin/telecalling/agents (role 1): one agent's day. */
export interface TelecallingAgentView {
  id: number;
  name: string;
  active: boolean;
  dailyCap: number;
  assignedToday: number;
  workedToday: number;
  dispositions: Partial<Record<Disposition, number>>;
  callbacksUpcoming: number;
  callbacksDue: number;
  callbacksOverdue: number;
}

/** GET /api/admin/telecalling/day: the agent's day, shown beside 'Next lead'. */
export interface TelecallingDayView {
  /** Whether leads are dealt now (calling hours, India time); `hours` says when they are. */
  inHours: boolean;
  hours: { from: string; to: string };
  /** Leads waiting in the queue and due now, for any agent. */
  queueSize: number;
  /** The agent's callbacks due now or late, and later today or after. */
  callbacksDue: number;
  callbacksLater: number;
  /** Calls the agent recorded today, and leads dealt to them of their daily cap. */
  callsToday: number;
  dealtToday: number;
  dailyCap: number;
}
