import { appendFileSync } from 'node:fs';

/**
 * Personal data and credentials the tests send, kept beside the run's log file so that the log
 * scan at the end of the run (test/global-setup.ts) can look for each of them. Appends are small
 * and atomic, so the files of the run may record at the same time.
 */
export function recordSecret(kind: string, value: string): void {
  const file = process.env.LOG_FILE;
  if (file) appendFileSync(`${file}.secrets`, `${JSON.stringify({ kind, value })}\n`);
}

/** A birth date as the consumer sends it (DD/MM/YYYY) and as PostgreSQL answers it. */
export function recordBirthDate(value: string): void {
  recordSecret('birth date', value);
  const [d, m, y] = value.split('/');
  if (y) recordSecret('birth date', `${y}-${m}-${d}`);
}
