import { Global, Injectable, Module } from '@nestjs/common';
import { env } from '../config/env';

/**
 * The time the app decides by where a rule depends on the hour (calling and sending hours, leads
 * falling due). Always the real time, except in tests, which stop it at an instant with `fix` (or,
 * for a server process they start, CLOCK_FIXED_AT, refused outside NODE_ENV=test).
 */
@Injectable()
export class Clock {
  private fixed: number | null = env().CLOCK_FIXED_AT ? Date.parse(env().CLOCK_FIXED_AT!) : null;

  now(): Date {
    return new Date(this.fixed ?? Date.now());
  }

  /** Tests: the clock shows `at` until fixed again; null lets it run. */
  fix(at: Date | null): void {
    this.fixed = at ? at.getTime() : null;
  }
}

@Global()
@Module({ providers: [Clock], exports: [Clock] })
export class ClockModule {}

/** India Standard Time is UTC+05:30, all year. */
export const IST_OFFSET_MS = 330 * 60_000;

/** The India date (YYYY-MM-DD) and hour (0–23) of an instant. */
export function indiaTime(at: Date): { date: string; hour: number } {
  const shifted = new Date(at.getTime() + IST_OFFSET_MS);
  return { date: shifted.toISOString().slice(0, 10), hour: shifted.getUTCHours() };
}

/** The instant of `hour`:00 India time on the India day after `at`'s. */
export function nextIndiaDayAt(at: Date, hour: number): Date {
  const { date } = indiaTime(at);
  const midnightUtc = Date.parse(`${date}T00:00:00Z`) - IST_OFFSET_MS;
  return new Date(midnightUtc + 24 * 3600_000 + hour * 3600_000);
}
