import { describe, expect, it } from 'vitest';
import {
  callbackTimeAllowed,
  inCallingHours,
  intoCallingHours,
  nextStep,
} from './telecalling-rules';

const ist = (local: string) => new Date(`${local}+05:30`);
const fresh = { attemptsTotal: 0, attemptsToday: 0, attemptsDay: null };

describe('telecalling rules', () => {
  it('hands out leads from 09:00 to 19:00 India time only', () => {
    expect(inCallingHours(ist('2026-11-26T08:59:59'))).toBe(false);
    expect(inCallingHours(ist('2026-11-26T09:00:00'))).toBe(true);
    expect(inCallingHours(ist('2026-11-26T18:59:59'))).toBe(true);
    expect(inCallingHours(ist('2026-11-26T19:00:00'))).toBe(false);
  });

  it('takes callbacks ahead, within 30 days, in calling hours', () => {
    const now = ist('2026-11-26T10:00:00');
    expect(callbackTimeAllowed(ist('2026-11-26T15:30:00'), now)).toBe(true);
    expect(callbackTimeAllowed(ist('2026-11-26T09:59:00'), now)).toBe(false);
    expect(callbackTimeAllowed(ist('2026-11-26T20:00:00'), now)).toBe(false);
    expect(callbackTimeAllowed(ist('2026-12-27T10:00:00'), now)).toBe(false);
  });

  it('retries a call that did not connect after an hour, the next morning after 3, closes after 6', () => {
    let lead = { ...fresh };
    let now = ist('2026-11-26T10:00:00');
    const dues: string[] = [];
    for (let call = 1; call <= 6; call++) {
      const step = nextStep(lead, 'ringing_no_answer', now, null);
      if (step.status === 'closed') {
        expect(call).toBe(6);
        expect(step).toMatchObject({ closedReason: 'attempts_exhausted', attemptsTotal: 6 });
        break;
      }
      expect(step.status).toBe('open');
      dues.push(step.status === 'open' ? step.dueAt.toISOString() : '');
      lead = step;
      now = step.status === 'open' ? step.dueAt : now;
    }
    expect(dues).toEqual([
      ist('2026-11-26T11:00:00').toISOString(),
      ist('2026-11-26T12:00:00').toISOString(),
      ist('2026-11-27T09:00:00').toISOString(),
      ist('2026-11-27T10:00:00').toISOString(),
      ist('2026-11-27T11:00:00').toISOString(),
    ]);
  });

  it('schedules a retry that would fall after 19:00 for 09:00 the next morning', () => {
    const step = nextStep(fresh, 'busy', ist('2026-11-26T18:30:00'), null);
    expect(step).toMatchObject({ status: 'open', dueAt: ist('2026-11-27T09:00:00') });
    expect(intoCallingHours(ist('2026-11-26T06:00:00'))).toEqual(ist('2026-11-26T09:00:00'));
    expect(intoCallingHours(ist('2026-11-26T12:00:00'))).toEqual(ist('2026-11-26T12:00:00'));
  });

  it('keeps a callback with its agent at its time, and documents pending a day later', () => {
    const now = ist('2026-11-26T10:00:00');
    const at = ist('2026-11-26T16:00:00');
    expect(nextStep(fresh, 'callback', now, at)).toMatchObject({
      status: 'assigned',
      dueAt: at,
      callback: true,
    });
    expect(nextStep(fresh, 'documents_pending', now, null)).toMatchObject({
      status: 'assigned',
      dueAt: ist('2026-11-27T10:00:00'),
    });
  });

  it('closes on the other outcomes; invalid number and do not call close every lead', () => {
    const now = ist('2026-11-26T10:00:00');
    for (const d of ['interested', 'not_interested', 'not_eligible', 'already_has_loan'] as const)
      expect(nextStep(fresh, d, now, null)).toMatchObject({
        status: 'closed',
        closedReason: d,
        closeAllOfConsumer: false,
        doNotContact: false,
      });
    expect(nextStep(fresh, 'invalid_number', now, null)).toMatchObject({
      closeAllOfConsumer: true,
      doNotContact: false,
    });
    expect(nextStep(fresh, 'do_not_call', now, null)).toMatchObject({
      closeAllOfConsumer: true,
      doNotContact: true,
    });
  });

  it('counts the attempts of a new India day from zero', () => {
    const step = nextStep(
      { attemptsTotal: 3, attemptsToday: 3, attemptsDay: '2026-11-25' },
      'busy',
      ist('2026-11-26T10:00:00'),
      null,
    );
    expect(step).toMatchObject({ status: 'open', attemptsTotal: 4, attemptsToday: 1 });
  });
});
