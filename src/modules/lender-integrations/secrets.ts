import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

/**
 * A lender's secrets at rest: AES-256-GCM under LENDER_SECRETS_KEY, as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url). A changed ciphertext or a wrong key fails to open.
 */
export function sealSecret(key: Buffer, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function openSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, body] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || body === undefined)
    throw new Error('Unknown secret format');
  const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([
    decipher.update(Buffer.from(body, 'base64url')),
    decipher.final(),
  ]).toString('utf8');
}

/** A new webhook secret: 32 random bytes, shown to the admin once. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/** The signature a lender sends: HMAC-SHA256 of `<timestamp>.<raw body>`, hex. */
export function webhookSignature(secret: string, timestamp: string, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

/** Compares the signature sent with the one expected in constant time. */
export function signatureMatches(expected: string, sent: string): boolean {
  const a = Buffer.from(expected, 'hex');
  const b = Buffer.from(/^[0-9a-f]{64}$/i.test(sent) ? sent : '', 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}
