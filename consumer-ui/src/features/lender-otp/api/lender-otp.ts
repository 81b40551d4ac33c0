import type { LenderOtpSendAnswer, LenderOtpState, LenderOtpVerdict } from '@marketplace/contracts';
import { api } from '@/lib/api-client';

// Keyed by the hand-off, not the session: the page also opens from the lender's text.
const path = (transactionId: string) => `/lender-otp/${encodeURIComponent(transactionId)}`;

/** GET /api/lender-otp/{transactionId} */
export const getLenderOtp = (transactionId: string) =>
  api<LenderOtpState>('GET', path(transactionId));

/** POST /api/lender-otp/{transactionId}/send: the lender texts its OTP (again). */
export const sendLenderOtp = (transactionId: string) =>
  api<LenderOtpSendAnswer>('POST', `${path(transactionId)}/send`, {});

/** POST /api/lender-otp/{transactionId}/verify */
export const verifyLenderOtp = (transactionId: string, otp: string) =>
  api<LenderOtpVerdict>('POST', `${path(transactionId)}/verify`, { otp });
