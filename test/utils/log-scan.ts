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
 * The log lines that carry a PAN, or one of the secrets the tests sent, as `kind: line` with the
 * value masked (the report must not repeat it). A digits-only secret (an OTP) counts only as a
 * whole token, not as a run of digits inside a longer number or a hexadecimal id (a request id's
 * UUID often holds six digits in a row); any other secret counts where it is not inside a longer
 * number. Pino's own numbers (pid, time) are left out of the comparison.
 *
 * A run records a few thousand secrets and logs tens of thousands of lines: each line is split
 * into its tokens once and looked up among the digits-only secrets, and the few others are looked
 * for with `includes` before their pattern, so the scan grows with the log, not with log × secrets.
 */
export function findSecrets(log: string, secrets: Secret[]): string[] {
  const tokens = new Map<string, string>();
  const others = new Map<string, { kind: string; re: RegExp }>();
  for (const { kind, value } of [...FIXED_SECRETS, ...secrets]) {
    if (value.length < 4) continue;
    if (/^\d+$/.test(value)) tokens.set(value, kind);
    else others.set(value, { kind, re: new RegExp(`(?<![0-9])${escape(value)}(?![0-9])`) });
  }
  const found: string[] = [];
  const report = (line: string, kind: string, re: RegExp) =>
    found.push(`${kind}: ${line.replace(re, '[…]').slice(0, 300)}`);
  for (const raw of log.split('\n')) {
    const line = raw.replace(/"(pid|time|responseTime)":\d+/g, '');
    if (PAN.test(line)) {
      report(line, 'PAN', PAN);
      continue;
    }
    const token = line.split(/[^0-9A-Za-z]+/).find((t) => tokens.has(t));
    if (token !== undefined) {
      report(line, tokens.get(token)!, new RegExp(`(?<![0-9A-Za-z])${token}(?![0-9A-Za-z])`));
      continue;
    }
    for (const [value, { kind, re }] of others)
      if (line.includes(value) && re.test(line)) {
        report(line, kind, re);
        break;
      }
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
