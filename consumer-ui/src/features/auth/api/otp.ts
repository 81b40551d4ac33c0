import { api } from '@/lib/api-client';
import type { SignedIn } from '../start-session';

export interface OtpSent {
  message: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

/** POST /api/auth/otp/send */
export const sendOtp = (phoneNumber: string) =>
  api<OtpSent>('POST', '/auth/otp/send', { phoneNumber });

export interface VerifyOtpInput {
  phoneNumber: string;
  otp: string;
  partnerName?: string;
  merchantId?: number;
  utmSource?: string;
  utmMedium?: string;
  utmCampaign?: string;
  utmTerm?: string;
  utmContent?: string;
  urlSegment?: string;
}

/** POST /api/auth/otp/verify → the consumer token and journey ids. */
export const verifyOtp = (input: VerifyOtpInput) =>
  api<SignedIn>('POST', '/auth/otp/verify', input);

/** POST /api/auth/logout (revokes the token server-side). */
export const logoutCall = () => api<{ message: string }>('POST', '/auth/logout', {});

/**
 * POST /api/auth/partner-token: a partner's signed sign-in token → the consumer token and journey
 * ids. Sent without the stored token, so a refusal never signs out whoever was signed in.
 */
export const signInWithPartnerToken = (token: string) =>
  api<SignedIn>(
    'POST',
    '/auth/partner-token',
    { token },
    {
      auth: { token: null, onUnauthorized: () => undefined },
    },
  );
