import { api, apiData } from '@/lib/api-client';

export interface Offer {
  rank: number;
  lender_id: number;
  name: string;
  url_key: string;
  logo: string | null;
  journey: 'Web' | 'App' | string;
  page: string | null;
  min_loan_amount: number | null;
  amount_upto: number | null;
  tenure: number | null;
  interest_rate: string | null;
  processing_fees: string | null;
  apr_min: number | null;
  apr_max: number | null;
  apr_annual_min: number | null;
  apr_annual_max: number | null;
  loan_amount: number | null;
  tenure_months: number | null;
  emi: number | null;
  emi_max: number | null;
  special_offer: { text: string; starts_on: string; ends_on: string } | null;
}

export interface NotMatched {
  lender_id: number;
  name: string;
  url_key: string;
  logo: string | null;
  reasons: { code: string; message: string }[];
}

export interface Offers {
  appId: string;
  productCode: string;
  rankingRule: string;
  emiRule: string;
  applicant: {
    age: number | null;
    monthly_income: number | null;
    employment_status_code: string | null;
    loan_amount: number | null;
    ticket_class: string | null;
    credit_score_class: string | null;
    tenure_months: number | null;
  };
  offers: Offer[];
  notMatched: NotMatched[];
  shownAt: string;
}

/** GET /api/offers[?appId=] */
export const getOffers = (appId?: string | null) =>
  apiData<Offers>('GET', `/offers${appId ? `?appId=${appId}` : ''}`);

export interface HandOff {
  transactionId: string;
  lender_id: number;
  lender: string;
  name: string;
  journey: string;
  page: string | null;
  redirectUrl: string | null;
}

/** POST /api/lenders-transaction/{lender}: hands the application to the lender. */
export const handOff = (lender: string, appId?: string | null) =>
  apiData<HandOff>('POST', `/lenders-transaction/${lender}`, appId ? { appId } : {});

export interface Eligibility {
  transactionId: string;
  domain: string;
  eligible: boolean;
  appId: string | null;
  categories: {
    categoryId: string;
    profileComplete: number;
    updateRequired: number;
    lenders: number;
    eligible: boolean;
  }[];
  goalIds: string[];
}

/** POST /api/user/{prospectAppId}/eligibility (the welcome-back check). */
export const checkEligibility = (prospectAppId: string, categoryIds: string[]) =>
  apiData<Eligibility>('POST', `/user/${prospectAppId}/eligibility`, {
    domain: 'credit',
    conditions: { categoryIds },
  });

/**
 * Gold and housing loans: the lender of the product's group the journey continues with, and
 * its offer (POST /api/gold-loans|housing-loan/{appId}; repeating it changes nothing).
 */
export async function groupOffer(code: 'GL' | 'HL', appId: string): Promise<Offer> {
  const path = code === 'GL' ? 'gold-loans' : 'housing-loan';
  return (await api<{ offer: Offer }>('POST', `/${path}/${appId}`, {})).offer;
}
