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
  /** Annex A (RBI KFS circular, April 2024): parts 1 and 2, the APR illustration. */
  part1: string;
  part2: string;
  legalName: string;
  rbiRegistration: string;
  annualRate: string;
  interestType: string;
  fixedRate: string;
  instalments: string;
  feesToLender: string;
  feesThirdParty: string;
  gst: string;
  totalFees: string;
  netDisbursed: string;
  contingent: string;
  penal: string;
  foreclosure: string;
  switching: string;
  notApplicable: string;
  recovery: string;
  recoveryText: string;
  recoveryPolicy: string;
  transfer: string;
  transferText: string;
  coolingOffCost: string;
  aprIllustration: string;
  aprMethod: string;
}

/** A grievance redressal officer as the lender gave them. */
export interface KfsOfficer {
  name: string | null;
  phone: string | null;
  email: string | null;
}

/** A Key Fact Statement as shown to the consumer, kept unchanged with the hand-off. */
export interface KfsContent {
  number: string;
  language: KfsLanguage;
  issuedAt: string;
  validUntil: string;
  lender: {
    name: string;
    urlKey: string;
    grievanceOfficer: string | null;
    /** The regulated entity and its registration (absent on KFSs issued before they were kept). */
    legalName?: string | null;
    rbiRegistration?: string | null;
    officer?: KfsOfficer;
    recoveryPolicyUrl?: string | null;
  };
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
    /** Annex A part 1 (absent on KFSs issued before it was kept). */
    annualRatePercent?: number | null;
    interestType?: 'fixed';
    instalments?: number | null;
    fees?: {
      processing: number;
      gst: number;
      toLender: number;
      thirdParty: number;
      total: number;
    } | null;
    netDisbursed?: number | null;
  };
  /** Charges due only if something happens: in the KFS's language, as the lender words them. */
  contingent?: {
    penal: { text: string | null; ratePercent: number | null };
    foreclosure: string | null;
    switching: string | null;
  };
  /** Annex B: the APR from the cash flows (net disbursed out, EMIs in). */
  aprIllustration?: {
    amount: number;
    fees: number;
    netDisbursed: number;
    instalments: number;
    emi: number;
    totalPayable: number;
    apr: number;
  } | null;
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
