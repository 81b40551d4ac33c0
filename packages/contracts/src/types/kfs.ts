/** The languages a Key Fact Statement is issued in. */
export type KfsLanguage = 'en' | 'hi';

/** The words of a KFS, stored with it (its labels as shown). */
export interface KfsLabels {
  title: string;
  number: string;
  issued: string;
  validUntil: string;
  lender: string;
  amount: string;
  tenure: string;
  rate: string;
  lenderRate: string;
  apr: string;
  emi: string;
  totalInterest: string;
  totalPayable: string;
  processingFees: string;
  otherCharges: string;
  coolingOff: string;
  schedule: string;
  month: string;
  opening: string;
  instalment: string;
  interest: string;
  principal: string;
  closing: string;
  lenderOfficer: string;
  platformOfficer: string;
  notGiven: string;
  grievancePage: string;
  indicative: string;
  acknowledge: string;
}

/** A Key Fact Statement as shown to the consumer, kept unchanged with the hand-off. */
export interface KfsContent {
  number: string;
  language: KfsLanguage;
  issuedAt: string;
  validUntil: string;
  lender: { name: string; urlKey: string; grievanceOfficer: string | null };
  /** The platform's grievance officer; null: the grievance page. */
  platform: { grievanceOfficer: string | null };
  /** Null where the offer states no figure (a gold loan's amount is the lender's valuation). */
  loan: {
    amount: number | null;
    tenureMonths: number | null;
    monthlyRatePercent: number | null;
    apr: number | null;
    interestRate: string | null;
    emi: number | null;
    totalInterest: number | null;
    totalPayable: number | null;
    processingFees: string | null;
  };
  coolingOffDays: number;
  schedule: {
    month: number;
    opening: number;
    instalment: number;
    interest: number;
    principal: number;
    closing: number;
  }[];
  labels: KfsLabels;
}

/** POST /api/kfs and its acknowledgement: the KFS and where it stands. */
export interface KfsView {
  id: string;
  acknowledgedAt: string | null;
  expired: boolean;
  content: KfsContent;
}
