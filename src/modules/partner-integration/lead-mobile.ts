import { createHmac } from 'node:crypto';

/** How long a held lead may still attribute its mobile's first OTP sign-in. */
export const LEAD_ATTRIBUTION_DAYS = 30;

/**
 * A lead's mobile as it is kept: HMAC-SHA256 under OTP_HASH_SECRET (ten-digit numbers are too
 * few to hash unkeyed), so held leads name no one readable.
 */
export function leadMobileHash(secret: string, mobile: string): string {
  return createHmac('sha256', secret).update(`lead:${mobile}`).digest('hex');
}
