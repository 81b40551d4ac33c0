import { api } from '@/lib/api-client';

/** The answer of an OTP send (as POST /api/auth/otp/send's). */
interface OtpSent {
  message: string;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}

/** POST /api/auth/step-up/send: a code to the signed-in consumer's own number. */
export const sendStepUp = () => api<OtpSent>('POST', '/auth/step-up/send', {});

/** POST /api/auth/step-up/verify → the session's fresh token (the old one is revoked). */
export const verifyStepUp = (otp: string) =>
  api<{ token: string }>('POST', '/auth/step-up/verify', { otp });
