import { randomInt } from 'node:crypto';

// Test files share one database per run but each loads its own copy of this module, so a bare
// counter would repeat across files: start every copy at a random point.
let counter = randomInt(1, 1_000_000_000);

/** A name no other factory call in this run has produced: `${prefix}-<number>`. */
export function uniqueName(prefix: string): string {
  return `${prefix}-${++counter}`;
}

/** Eight random letters (a name the profile form takes), unlikely to repeat within a run. */
export function uniqueLetters(): string {
  return Array.from({ length: 8 }, () =>
    String.fromCharCode(97 + Math.floor(Math.random() * 26)),
  ).join('');
}

/** A 10-digit Indian mobile number (starting 6–9) unlikely to repeat within a run. */
export function uniquePhoneNumber(): string {
  return `9${String(++counter % 1_000_000_000).padStart(9, '0')}`;
}
