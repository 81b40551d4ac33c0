import { dictionary } from '@zxcvbn-ts/language-common';
import type { ErrorCode } from '@marketplace/contracts';

/** Admin passwords: 12 characters at least (NIST SP 800-63B), bcrypt reads 72 bytes at most. */
export const ADMIN_PASSWORD = { minLength: 12, maxBytes: 72 } as const;

let common: Set<string> | undefined;
/** zxcvbn-ts's list of the ~49,000 most used passwords, lower-cased, loaded on first use. */
function commonPasswords(): Set<string> {
  common ??= new Set(dictionary['passwords-common'].map((p) => p.toLowerCase()));
  return common;
}

/** The word inside a password dressed up with digits and symbols: 'Password@2024!' → 'password'. */
const core = (lower: string) => lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/**
 * The first rule an admin's new password breaks, or null when it passes: long enough, not the
 * e-mail (nor its name part), not a common password, each also checked without the digits and
 * symbols people add around a word to pass length rules.
 */
export function adminPasswordProblem(password: string, email: string): ErrorCode | null {
  if ([...password].length < ADMIN_PASSWORD.minLength) return 'PASSWORD_TOO_SHORT';
  if (Buffer.byteLength(password, 'utf8') > ADMIN_PASSWORD.maxBytes) return 'PASSWORD_TOO_LONG';
  const lower = password.toLowerCase();
  const mail = email.toLowerCase();
  const candidates = new Set([lower, core(lower)]);
  if ([mail, mail.split('@')[0]].some((part) => candidates.has(part))) return 'PASSWORD_IS_EMAIL';
  if ([...candidates].some((candidate) => commonPasswords().has(candidate)))
    return 'PASSWORD_TOO_COMMON';
  return null;
}
