import { api, type CallAuth } from '@/lib/api-client';

/** Public calls: no one's token rides along, whoever is signed in on this browser. */
const PUBLIC: CallAuth = { token: null, onUnauthorized: () => undefined };

export interface MerchantApplicationForm {
  partner_name?: string;
  business_name: string;
  contact_name: string;
  mobile: string;
  otp: string;
  email: string;
  pan: string;
  gstin?: string;
  address: string;
  city: string;
  state: string;
  pincode: string;
  bank_account_name: string;
  bank_account_number: string;
  bank_ifsc: string;
  password: string;
  consent: boolean;
}

/** POST /api/merchant-applications/otp: a code to prove the applicant's mobile. */
export const sendSignupOtp = (mobile: string) =>
  api<{ expiresInSeconds: number; resendAfterSeconds: number }>(
    'POST',
    '/merchant-applications/otp',
    { mobile },
    { auth: PUBLIC },
  );

/** POST /api/merchant-applications: the application, with the code. */
export const applyAsMerchant = (form: MerchantApplicationForm) =>
  api<{ data: { reference: string; status: 'pending' } }>('POST', '/merchant-applications', form, {
    auth: PUBLIC,
  });
