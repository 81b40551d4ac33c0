import { createHash, createHmac, randomBytes } from 'node:crypto';

/** Every key starts so; a leaked one is recognisable by secret scanners. */
export const API_KEY_PREFIX = 'cmk_';
/** A key's shape: the prefix and 40 base64url characters (240 random bits). */
export const API_KEY_SHAPE = /^cmk_[A-Za-z0-9_-]{40}$/;
/** Shown in lists: the prefix and the next 8 characters. */
const DISPLAY_LENGTH = API_KEY_PREFIX.length + 8;

export interface NewApiKey {
  key: string;
  prefix: string;
  hash: string;
}

export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('hex');
}

export function newApiKey(): NewApiKey {
  const key = API_KEY_PREFIX + randomBytes(30).toString('base64url');
  return { key, prefix: key.slice(0, DISPLAY_LENGTH), hash: hashApiKey(key) };
}

/**
 * The secret a partner signs `/auth` sign-in tokens with, shown once beside the key. Derived from
 * the key's hash under a server secret, so the server can check a signature without keeping the
 * key, and a copy of the database alone cannot forge one. Changing the server secret
 * (JWT_PARTNER_SECRET) changes every key's signing secret.
 */
export function signingSecret(serverSecret: string, keyHash: string): string {
  return createHmac('sha256', serverSecret)
    .update(`partner-sign-in-token:v1:${keyHash}`)
    .digest('base64url');
}
