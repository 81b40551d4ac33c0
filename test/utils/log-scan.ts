import { existsSync, readFileSync } from 'node:fs';
import { DEMO_PASSWORD } from '../../src/database/seed/demo-data';
import { TEST_PASSWORD } from '../factories/password';

export interface Secret {
  kind: string;
  value: string;
}

/** Passwords every run sends (the factories' and the demo seed's). */
export const FIXED_SECRETS: Secret[] = [
  { kind: 'password', value: TEST_PASSWORD },
  { kind: 'password', value: DEMO_PASSWORD },
  { kind: 'password', value: 'Bootstrap@2030!' },
];

/** Any personal PAN: 5 letters (the 4th the holder's type), 4 digits, a letter. Masks do not match. */
const PAN = /(?<![A-Za-z0-9])[A-Z]{3}[PCHFATBLJG][A-Z]\d{4}[A-Z](?![A-Za-z0-9])/;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A secret as it would be logged: digits-only ones (OTPs) as a whole token, not a run of digits
 * inside a longer number or a hexadecimal id (a request id's UUID often holds six digits in a
 * row); other ones not inside a longer number.
 */
function secretPattern(value: string): RegExp {
  return /^\d+$/.test(value)
    ? new RegExp(`(?<![0-9A-Za-z])${value}(?![0-9A-Za-z])`)
    : new RegExp(`(?<![0-9])${escape(value)}(?![0-9])`);
}

/**
 * The log lines that carry a PAN, or one of the secrets the tests sent, as `kind: line` with the
 * value masked (the report must not repeat it). Digits-only secrets (OTPs) match only as a whole
 * token, and pino's own numbers (pid, time) are left out of the comparison.
 */
export function findSecrets(log: string, secrets: Secret[]): string[] {
  const patterns = [...FIXED_SECRETS, ...secrets]
    .filter((s) => s.value.length >= 4)
    .map((s) => ({ kind: s.kind, re: secretPattern(s.value) }));
  const found: string[] = [];
  for (const raw of log.split('\n')) {
    const line = raw.replace(/"(pid|time|responseTime)":\d+/g, '');
    const hit = PAN.test(line) ? { kind: 'PAN', re: PAN } : patterns.find((p) => p.re.test(line));
    if (hit) found.push(`${hit.kind}: ${line.replace(hit.re, '[…]').slice(0, 300)}`);
  }
  return found;
}

/** Reads the run's log and the secrets the tests recorded beside it, and scans. */
export function scanLogFile(logFile: string): string[] {
  const log = existsSync(logFile) ? readFileSync(logFile, 'utf8') : '';
  const recorded = existsSync(`${logFile}.secrets`)
    ? readFileSync(`${logFile}.secrets`, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Secret)
    : [];
  return findSecrets(log, recorded);
}
