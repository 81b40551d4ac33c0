import {
  CALLING_HOURS,
  type Disposition,
  NOT_CONNECTED_DISPOSITIONS,
} from '@marketplace/contracts';
import { indiaTime, nextIndiaDayAt } from '../../common/clock';

/** A call that did not connect is retried after an hour, at most 3 times a day and 6 in all. */
export const RETRY_AFTER_MS = 3600_000;
export const MAX_ATTEMPTS_A_DAY = 3;
export const MAX_ATTEMPTS = 6;
/** 'Documents pending' without a time is called back a day later. */
export const DOCUMENTS_CALLBACK_MS = 24 * 3600_000;
/** A callback may be set up to 30 days ahead. */
export const MAX_CALLBACK_AHEAD_MS = 30 * 24 * 3600_000;

/** Whether leads may be handed out at `at` (09:00 to 19:00 India time). */
export function inCallingHours(at: Date): boolean {
  const { hour } = indiaTime(at);
  return hour >= CALLING_HOURS.from && hour < CALLING_HOURS.to;
}

/** `at` if it is in calling hours, else the next start of them (09:00 India time). */
export function intoCallingHours(at: Date): Date {
  if (inCallingHours(at)) return at;
  const { date, hour } = indiaTime(at);
  if (hour < CALLING_HOURS.from)
    return new Date(`${date}T${String(CALLING_HOURS.from).padStart(2, '0')}:00:00+05:30`);
  return nextIndiaDayAt(at, CALLING_HOURS.from);
}

/** A callback time an agent may set at `now`: ahead, within 30 days, in calling hours. */
export function callbackTimeAllowed(callbackAt: Date, now: Date): boolean {
  const ahead = callbackAt.getTime() - now.getTime();
  return ahead > 0 && ahead <= MAX_CALLBACK_AHEAD_MS && inCallingHours(callbackAt);
}

/** The lead's counters a disposition reads. */
export interface LeadAttempts {
  attemptsTotal: number;
  attemptsToday: number;
  /** The India date attemptsToday counts. */
  attemptsDay: string | null;
}

/** What a disposition does to its lead (and, for some, to the consumer). */
export type NextStep = LeadAttempts &
  (
    | { status: 'closed'; closedReason: string; closeAllOfConsumer: boolean; doNotContact: boolean }
    | { status: 'assigned'; dueAt: Date; callback: true }
    | { status: 'open'; dueAt: Date; callback: false }
  );

const closed = (
  attempts: LeadAttempts,
  closedReason: string,
  extra: { closeAllOfConsumer?: boolean; doNotContact?: boolean } = {},
): NextStep => ({
  ...attempts,
  status: 'closed',
  closedReason,
  closeAllOfConsumer: extra.closeAllOfConsumer ?? false,
  doNotContact: extra.doNotContact ?? false,
});

/**
 * The next step of a lead after a call: a callback comes back to the same agent at its
 * time; 'documents pending' the same, a day later unless a time is given; a call that did not
 * connect is retried after an hour (or when calling hours open again), the next day at 09:00 after 3 in a day, and closes after 6;
 * an invalid number closes every lead of the consumer; 'do not call' marks the consumer and closes
 * them all; every other outcome closes the lead.
 */
export function nextStep(
  lead: LeadAttempts,
  disposition: Disposition,
  now: Date,
  callbackAt: Date | null,
): NextStep {
  const today = indiaTime(now).date;
  const attempts: LeadAttempts = {
    attemptsTotal: lead.attemptsTotal,
    attemptsToday: lead.attemptsDay === today ? lead.attemptsToday : 0,
    attemptsDay: today,
  };
  switch (disposition) {
    case 'callback':
      return { ...attempts, status: 'assigned', dueAt: callbackAt!, callback: true };
    case 'documents_pending':
      return {
        ...attempts,
        status: 'assigned',
        dueAt: callbackAt ?? intoCallingHours(new Date(now.getTime() + DOCUMENTS_CALLBACK_MS)),
        callback: true,
      };
    case 'invalid_number':
      return closed(attempts, disposition, { closeAllOfConsumer: true });
    case 'do_not_call':
      return closed(attempts, disposition, { closeAllOfConsumer: true, doNotContact: true });
  }
  if (!(NOT_CONNECTED_DISPOSITIONS as readonly string[]).includes(disposition))
    return closed(attempts, disposition);
  attempts.attemptsTotal += 1;
  attempts.attemptsToday += 1;
  if (attempts.attemptsTotal >= MAX_ATTEMPTS) return closed(attempts, 'attempts_exhausted');
  const dueAt =
    attempts.attemptsToday >= MAX_ATTEMPTS_A_DAY
      ? nextIndiaDayAt(now, CALLING_HOURS.from)
      : intoCallingHours(new Date(now.getTime() + RETRY_AFTER_MS));
  return { ...attempts, status: 'open', dueAt, callback: false };
}
