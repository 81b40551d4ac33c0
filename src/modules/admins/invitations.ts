import { createHash, randomBytes, randomInt } from 'node:crypto';

/** How long an invitation (or reset) link opens the account. */
export const INVITATION_HOURS = 48;

/** An invitation link's secret: 32 random bytes, base64url (43 characters). */
export const INVITATION_SECRET = /^[A-Za-z0-9_-]{43}$/;

/** What is stored of a link's secret: its SHA-256, so a read of the table opens no account. */
export const invitationHash = (secret: string) => createHash('sha256').update(secret).digest('hex');

export function newInvitation(now: Date) {
  const secret = randomBytes(32).toString('base64url');
  return {
    secret,
    hash: invitationHash(secret),
    expiresAt: new Date(now.getTime() + INVITATION_HOURS * 3600_000),
  };
}

// No 0/O, 1/l/I: the password is read off a screen and typed or dictated.
const LETTERS = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A temporary password: 16 characters in groups of four (~92 bits), shown once. */
export function temporaryPassword(): string {
  const chars = Array.from({ length: 16 }, () => LETTERS[randomInt(LETTERS.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}
