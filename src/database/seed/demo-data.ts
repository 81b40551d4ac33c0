import type { AdminUser } from '../../modules/admins/admin-user.entity';
import type { CreditCardCategory } from '../../modules/cards/credit-card-category.entity';
import type { Lender } from '../../modules/lenders/lender.entity';
import type { Merchant } from '../../modules/merchants/merchant.entity';
import type { PartnerUser } from '../../modules/partners/partner-user.entity';
import type { Partner } from '../../modules/partners/partner.entity';

/*
 * The demo catalogue. Lenders follow the partner portal's eligibility table (ages 18–65,
 * income ₹15,000–50,000 a month, scores 625–750+, loans up to ₹25,000–₹50,00,000). Figures are
 * illustrative, not the lenders' current terms.
 */

export const DEMO_PASSWORD = 'Demo@12345';

export const DEMO_ADMINS: Pick<AdminUser, 'email' | 'name' | 'roleId'>[] = [
  { email: 'admin@demo.in', name: 'Demo Admin', roleId: 1 },
  { email: 'ops@demo.in', name: 'Demo Operations', roleId: 2 },
  { email: 'csr@demo.in', name: 'Demo CSR', roleId: 3 },
];

type PartnerFields = Omit<Partner, 'id' | 'merchants' | 'createdAt' | 'updatedAt' | 'deletedAt'>;

/** The partners fill their contact, PAN and bank details in the portal's Settings. */
const NO_DETAILS = {
  contactName: null,
  contactEmail: null,
  contactPhone: null,
  pan: null,
  bankAccountName: null,
  bankAccountNumber: null,
  bankIfsc: null,
};

export const DEMO_PARTNERS: PartnerFields[] = [
  {
    name: 'cl',
    displayName: 'CL Credit Marketplace',
    utmId: 'cl',
    revenuePercent: '0.000',
    revenueFlatFee: '0.00',
    logoUrl: '/brand/cl/logo.svg',
    coBrandLogoUrl: null,
    fontLink: 'https://fonts.googleapis.com/css2?family=Poppins:wght@400;500;600;700&display=swap',
    fontFamily: "'Poppins', sans-serif",
    primaryColor: '#0B5FFF',
    secondaryColor: '#FF8A00',
    showTerms: 0,
    gstin: null,
    ...NO_DETAILS,
    title: null,
    isDefault: 1,
    status: 1,
  },
  {
    name: 'acme-finserv',
    displayName: 'Acme Finserv',
    utmId: 'ACME01',
    revenuePercent: '1.250',
    revenueFlatFee: '150.00',
    logoUrl: '/brand/acme-finserv/logo.svg',
    coBrandLogoUrl: '/brand/acme-finserv/co-brand.svg',
    fontLink: 'https://fonts.googleapis.com/css2?family=Inter:wght@400;500;600;700&display=swap',
    fontFamily: "'Inter', sans-serif",
    primaryColor: '#1B7F5C',
    secondaryColor: '#F2B705',
    showTerms: 1,
    gstin: '27AAPCA1234F1ZV',
    ...NO_DETAILS,
    title: 'Instant credit with just your ID card',
    isDefault: 0,
    status: 1,
  },
  {
    name: 'bharat-dsa',
    displayName: 'Bharat DSA',
    utmId: 'BHARAT01',
    revenuePercent: '1.000',
    revenueFlatFee: '100.00',
    logoUrl: null,
    coBrandLogoUrl: null,
    fontLink: null,
    fontFamily: null,
    primaryColor: '#7A1FA2',
    secondaryColor: '#FFB300',
    showTerms: 0,
    gstin: null,
    ...NO_DETAILS,
    title: null,
    isDefault: 0,
    status: 1,
  },
];

export const DEMO_MERCHANT: { partnerName: string } & Pick<
  Merchant,
  | 'name'
  | 'code'
  | 'contactName'
  | 'contactEmail'
  | 'contactPhone'
  | 'address'
  | 'city'
  | 'state'
  | 'pincode'
  | 'status'
> = {
  partnerName: 'acme-finserv',
  name: 'Acme Finserv – Andheri East',
  code: 'ACME-MUM-001',
  contactName: 'Priya Nair',
  contactEmail: 'andheri@acmefinserv.example',
  contactPhone: '9820012345',
  address: 'Unit 4, Chakala Road, Andheri East',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400093',
  status: 1,
};

/** One partner-portal login per demo partner (password DEMO_PASSWORD). */
export const DEMO_PARTNER_USERS: ({ partnerName: string } & Pick<PartnerUser, 'email' | 'name'>)[] =
  [
    { partnerName: 'acme-finserv', email: 'partner@demo.in', name: 'Acme Partner' },
    { partnerName: 'bharat-dsa', email: 'partner2@demo.in', name: 'Bharat Partner' },
  ];

/** Lender fields the demo sets; `ticketClass` is derived from `loanAmountUpto` at seed time. */
export type DemoLender = Pick<
  Lender,
  | 'name'
  | 'urlKey'
  | 'minAge'
  | 'maxAge'
  | 'minIncome'
  | 'creditScoreClass'
  | 'minLoanAmount'
  | 'loanAmountUpto'
  | 'tenure'
  | 'interestRate'
  | 'processingFees'
  | 'aprMin'
  | 'aprMax'
  | 'journey'
  | 'redirectUrl'
  | 'priority'
> &
  Partial<
    Pick<
      Lender,
      | 'maxIncome'
      | 'salaried'
      | 'selfEmployed'
      | 'business'
      | 'lenderStatus'
      | 'api'
      | 'autosubmission'
      | 'soStatus'
      | 'soText'
      | 'soDateStart'
      | 'soDateEnd'
      | 'servesPl'
      | 'servesBl'
      | 'servesGl'
      | 'servesHl'
    >
  >;

// Special-offer windows are fixed dates so that re-seeding on another day changes nothing.
const OPEN_OFFER = { soStatus: 1, soDateStart: '2025-01-01', soDateEnd: '2030-12-31' };
const EXPIRED_OFFER = { soStatus: 1, soDateStart: '2024-10-01', soDateEnd: '2024-11-15' };

// One block per lender, laid out by hand to read as a table.
// prettier-ignore
export const DEMO_LENDERS: DemoLender[] = [
  {
    name: 'CASHe', urlKey: 'cashe', minAge: 23, maxAge: 58, minIncome: '15000',
    creditScoreClass: '650', minLoanAmount: '5000', loanAmountUpto: '400000', tenure: 18,
    interestRate: '27% To 33%', processingFees: 'Up to 3% + GST', aprMin: '2.250', aprMax: '2.750',
    journey: 'App', redirectUrl: 'https://www.cashe.co.in', priority: 90, api: 1, autosubmission: 1,
    ...OPEN_OFFER, soText: 'Zero processing fee on your first loan',
  },
  {
    name: 'Money View', urlKey: 'money-view', minAge: 21, maxAge: 57, minIncome: '15000',
    creditScoreClass: '650', minLoanAmount: '5000', loanAmountUpto: '1000000', tenure: 60,
    interestRate: '16% To 39%', processingFees: '2% To 8%', aprMin: '1.333', aprMax: '3.250',
    journey: 'App', redirectUrl: 'https://moneyview.in', priority: 95, selfEmployed: 1, api: 1,
    ...EXPIRED_OFFER, soText: 'Festive offer: rates from 14%',
  },
  {
    name: 'Upwards', urlKey: 'upwards', minAge: 21, maxAge: 55, minIncome: '20000',
    creditScoreClass: '700', minLoanAmount: '20000', loanAmountUpto: '500000', tenure: 36,
    interestRate: '18% To 36%', processingFees: 'Up to 4%', aprMin: '1.500', aprMax: '3.000',
    journey: 'Web', redirectUrl: 'https://upwards.in', priority: 70, api: 1, autosubmission: 1,
  },
  {
    name: 'MoneyTap', urlKey: 'money-tap', minAge: 23, maxAge: 55, minIncome: '30000',
    creditScoreClass: '700', minLoanAmount: '3000', loanAmountUpto: '500000', tenure: 36,
    interestRate: '13% To 24.03%', processingFees: '2% + GST', aprMin: '1.083', aprMax: '2.000',
    journey: 'App', redirectUrl: 'https://www.moneytap.com', priority: 80, selfEmployed: 1, api: 1,
  },
  {
    name: 'Nira', urlKey: 'nira', minAge: 21, maxAge: 60, minIncome: '15000', maxIncome: '100000',
    creditScoreClass: '625', minLoanAmount: '5000', loanAmountUpto: '100000', tenure: 12,
    interestRate: '24% To 36%', processingFees: '₹350 To ₹2,500', aprMin: '2.000', aprMax: '3.000',
    journey: 'Web', redirectUrl: 'https://nirafinance.com', priority: 40, api: 1, autosubmission: 1,
    lenderStatus: 0,
  },
  {
    name: 'KreditBee', urlKey: 'kreditbee', minAge: 21, maxAge: 60, minIncome: '15000',
    creditScoreClass: '625', minLoanAmount: '1000', loanAmountUpto: '500000', tenure: 24,
    interestRate: '17% To 29.95%', processingFees: 'Up to 6%', aprMin: '1.417', aprMax: '2.500',
    journey: 'App', redirectUrl: 'https://www.kreditbee.in', priority: 85, selfEmployed: 1, api: 1,
    autosubmission: 1, ...OPEN_OFFER, soText: 'Money in your account in 10 minutes',
  },
  {
    name: 'Finzy', urlKey: 'finzy', minAge: 25, maxAge: 55, minIncome: '40000',
    creditScoreClass: '750', minLoanAmount: '50000', loanAmountUpto: '1000000', tenure: 36,
    interestRate: '12% To 30%', processingFees: '1% To 4%', aprMin: '1.000', aprMax: '2.500',
    journey: 'Web', redirectUrl: 'https://www.finzy.com', priority: 20, selfEmployed: 1,
    lenderStatus: 0,
  },
  {
    name: 'EarlySalary', urlKey: 'earlysalary', minAge: 21, maxAge: 55, minIncome: '18000',
    creditScoreClass: '650', minLoanAmount: '8000', loanAmountUpto: '500000', tenure: 36,
    interestRate: '18% To 30%', processingFees: 'Up to 2%', aprMin: '1.500', aprMax: '2.500',
    journey: 'App', redirectUrl: 'https://www.earlysalary.com', priority: 75, api: 1,
  },
  {
    name: 'Fibe', urlKey: 'fibe', minAge: 21, maxAge: 55, minIncome: '15000',
    creditScoreClass: '650', minLoanAmount: '5000', loanAmountUpto: '500000', tenure: 36,
    interestRate: '14% To 30%', processingFees: '2% + GST', aprMin: '1.167', aprMax: '2.500',
    journey: 'App', redirectUrl: 'https://www.fibe.in', priority: 60,
  },
  {
    name: 'Navi', urlKey: 'navi', minAge: 21, maxAge: 65, minIncome: '25000',
    creditScoreClass: '700', minLoanAmount: '10000', loanAmountUpto: '2000000', tenure: 72,
    interestRate: '9.9% To 45%', processingFees: 'Up to 6%', aprMin: '0.825', aprMax: '3.750',
    journey: 'App', redirectUrl: 'https://navi.com', priority: 50, selfEmployed: 1,
  },
  {
    name: 'Prefr', urlKey: 'prefr', minAge: 21, maxAge: 55, minIncome: '22000',
    creditScoreClass: '700', minLoanAmount: '50000', loanAmountUpto: '300000', tenure: 36,
    interestRate: '18% To 36%', processingFees: 'Up to 5%', aprMin: '1.500', aprMax: '3.000',
    journey: 'Web', redirectUrl: 'https://prefr.com', priority: 55, selfEmployed: 1, api: 1,
    autosubmission: 1,
  },
  {
    name: 'Lendingkart', urlKey: 'lendingkart', minAge: 21, maxAge: 65, minIncome: '50000',
    creditScoreClass: '700', minLoanAmount: '50000', loanAmountUpto: '5000000', tenure: 36,
    interestRate: '15% To 27%', processingFees: 'Up to 2%', aprMin: '1.250', aprMax: '2.250',
    journey: 'Web', redirectUrl: 'https://www.lendingkart.com', priority: 65, salaried: 0,
    business: 1, api: 1,
  },
  {
    name: 'FlexiLoans', urlKey: 'flexiloans', minAge: 21, maxAge: 65, minIncome: '50000',
    creditScoreClass: '700', minLoanAmount: '50000', loanAmountUpto: '5000000', tenure: 36,
    interestRate: '14% To 28%', processingFees: '2% To 3%', aprMin: '1.167', aprMax: '2.333',
    journey: 'Web', redirectUrl: 'https://flexiloans.com', priority: 45, salaried: 0,
    selfEmployed: 1, business: 1,
  },
  {
    name: 'Indifi', urlKey: 'indifi', minAge: 24, maxAge: 65, minIncome: '40000',
    creditScoreClass: '750', minLoanAmount: '100000', loanAmountUpto: '5000000', tenure: 36,
    interestRate: '15% To 30%', processingFees: '2% To 3%', aprMin: '1.250', aprMax: '2.500',
    journey: 'Web', redirectUrl: 'https://www.indifi.com', priority: 35, salaried: 0, business: 1,
    ...EXPIRED_OFFER, soText: 'Half processing fee for GST-registered shops',
  },
  {
    name: 'SmartCoin', urlKey: 'smartcoin', minAge: 21, maxAge: 55, minIncome: '15000',
    creditScoreClass: '625', minLoanAmount: '1000', loanAmountUpto: '100000', tenure: 12,
    interestRate: '20% To 36%', processingFees: 'Up to 8%', aprMin: '1.667', aprMax: '3.000',
    journey: 'App', redirectUrl: 'https://www.smartcoin.co.in', priority: 30, selfEmployed: 1,
  },
  {
    name: 'Stashfin', urlKey: 'stashfin', minAge: 23, maxAge: 58, minIncome: '15000',
    creditScoreClass: '650', minLoanAmount: '1000', loanAmountUpto: '500000', tenure: 36,
    interestRate: '18% To 36%', processingFees: 'Up to 6%', aprMin: '1.500', aprMax: '3.000',
    journey: 'App', redirectUrl: 'https://www.stashfin.com', priority: 25,
  },
  {
    name: 'mPokket', urlKey: 'mpokket', minAge: 18, maxAge: 30, minIncome: '15000',
    maxIncome: '40000', creditScoreClass: '625', minLoanAmount: '1000', loanAmountUpto: '25000',
    tenure: 3, interestRate: '24% To 48%', processingFees: '₹50 To ₹200', aprMin: '2.000',
    aprMax: '4.000', journey: 'App', redirectUrl: 'https://www.mpokket.in', priority: 15,
  },
  {
    name: 'PaySense', urlKey: 'paysense', minAge: 21, maxAge: 60, minIncome: '20000',
    creditScoreClass: '700', minLoanAmount: '5000', loanAmountUpto: '500000', tenure: 60,
    interestRate: '16% To 36%', processingFees: 'Up to 2.5%', aprMin: '1.333', aprMax: '3.000',
    journey: 'App', redirectUrl: 'https://www.gopaysense.com', priority: 10, selfEmployed: 1,
    lenderStatus: 0,
  },
  {
    name: 'Tata Capital', urlKey: 'tata-capital', minAge: 22, maxAge: 58, minIncome: '25000',
    creditScoreClass: '750', minLoanAmount: '40000', loanAmountUpto: '3500000', tenure: 72,
    interestRate: '10.99% To 29.99%', processingFees: 'Up to 3.5%', aprMin: '0.916',
    aprMax: '2.500', journey: 'Web', redirectUrl: 'https://www.tatacapital.com', priority: 60,
  },
  {
    name: 'Bajaj Finserv', urlKey: 'bajaj-finserv', minAge: 21, maxAge: 65, minIncome: '25000',
    creditScoreClass: '750', minLoanAmount: '40000', loanAmountUpto: '4000000', tenure: 84,
    interestRate: '11% To 31%', processingFees: 'Up to 3.93%', aprMin: '0.917', aprMax: '2.583',
    journey: 'Web', redirectUrl: 'https://www.bajajfinserv.in', priority: 70,
  },
  {
    name: 'IDFC FIRST Bank', urlKey: 'idfc-first-bank', minAge: 23, maxAge: 60, minIncome: '25000',
    creditScoreClass: '750', minLoanAmount: '20000', loanAmountUpto: '5000000', tenure: 60,
    interestRate: '10.99% To 23.99%', processingFees: 'Up to 3.5%', aprMin: '0.916',
    aprMax: '2.000', journey: 'Web', redirectUrl: 'https://www.idfcfirstbank.com', priority: 65,
    selfEmployed: 1,
  },
  {
    name: 'InCred', urlKey: 'incred', minAge: 21, maxAge: 60, minIncome: '30000',
    creditScoreClass: '700', minLoanAmount: '50000', loanAmountUpto: '1000000', tenure: 60,
    interestRate: '16% To 36%', processingFees: '2% To 5%', aprMin: '1.333', aprMax: '3.000',
    journey: 'Web', redirectUrl: 'https://www.incred.com', priority: 40, selfEmployed: 1,
  },
  {
    name: 'Faircent', urlKey: 'faircent', minAge: 21, maxAge: 65, minIncome: '25000',
    creditScoreClass: '700', minLoanAmount: '25000', loanAmountUpto: '1000000', tenure: 36,
    interestRate: '12% To 28%', processingFees: '4% To 8%', aprMin: '1.000', aprMax: '2.333',
    journey: 'Web', redirectUrl: 'https://www.faircent.com', priority: 5, selfEmployed: 1,
    business: 1, lenderStatus: 0,
  },
  {
    name: 'Zype', urlKey: 'zype', minAge: 21, maxAge: 60, minIncome: '20000',
    creditScoreClass: '650', minLoanAmount: '5000', loanAmountUpto: '500000', tenure: 18,
    interestRate: '18% To 36%', processingFees: '2% To 6%', aprMin: '1.500', aprMax: '3.000',
    journey: 'App', redirectUrl: 'https://www.getzype.com', priority: 20,
  },
];

/** Gold and housing lenders serve only their product (the others serve every product). */
const GOLD_ONLY = { servesPl: 0, servesBl: 0, servesGl: 1, servesHl: 0 };
const HOUSING_ONLY = { servesPl: 0, servesBl: 0, servesGl: 0, servesHl: 1 };
const ANY_EMPLOYMENT = { salaried: 1, selfEmployed: 1, business: 1 };

/** Gold-loan and affordable-housing lenders, compared on /user/gold-offers and /user/housing-offers. */
// prettier-ignore
export const DEMO_GROUP_LENDERS: DemoLender[] = [
  {
    name: 'Muthoot Finance', urlKey: 'muthootgold', minAge: 18, maxAge: 75, minIncome: null,
    creditScoreClass: '0', minLoanAmount: '1500', loanAmountUpto: '5000000', tenure: 12,
    interestRate: '9.24% To 24%', processingFees: '0.5% + GST', aprMin: '0.770', aprMax: '2.000',
    journey: 'Web', redirectUrl: 'https://www.muthootfinance.com', priority: 0,
    ...ANY_EMPLOYMENT, ...GOLD_ONLY,
  },
  {
    name: 'indiagold', urlKey: 'indiagold', minAge: 18, maxAge: 70, minIncome: null,
    creditScoreClass: '0', minLoanAmount: '10000', loanAmountUpto: '5000000', tenure: 12,
    interestRate: '9.48% To 21%', processingFees: '₹499 + GST', aprMin: '0.790', aprMax: '1.750',
    journey: 'Web', redirectUrl: 'https://indiagold.co', priority: 0,
    ...ANY_EMPLOYMENT, ...GOLD_ONLY,
  },
  {
    name: 'Manappuram Gold Loan', urlKey: 'manappuram-gold', minAge: 18, maxAge: 70,
    minIncome: null, creditScoreClass: '0', minLoanAmount: '1000', loanAmountUpto: '5000000',
    tenure: 12, interestRate: '9.9% To 26%', processingFees: 'Up to 1% + GST', aprMin: '0.825',
    aprMax: '2.167', journey: 'Web', redirectUrl: 'https://www.manappuram.com', priority: 0,
    ...ANY_EMPLOYMENT, ...GOLD_ONLY,
  },
  {
    name: 'LIC Housing Finance', urlKey: 'lic-housing', minAge: 21, maxAge: 65,
    minIncome: '15000', creditScoreClass: '650', minLoanAmount: '500000',
    loanAmountUpto: '5000000', tenure: 360, interestRate: '8.5% To 10.75%',
    processingFees: '0.25% (₹10,000 max) + GST', aprMin: '0.708', aprMax: '0.896',
    journey: 'Web', redirectUrl: 'https://www.lichousing.com', priority: 0,
    ...ANY_EMPLOYMENT, ...HOUSING_ONLY,
  },
  {
    name: 'PNB Housing Finance', urlKey: 'pnb-housing', minAge: 21, maxAge: 70,
    minIncome: '15000', creditScoreClass: '650', minLoanAmount: '500000',
    loanAmountUpto: '5000000', tenure: 360, interestRate: '8.75% To 12.5%',
    processingFees: 'Up to 1% + GST', aprMin: '0.729', aprMax: '1.042', journey: 'Web',
    redirectUrl: 'https://www.pnbhousing.com', priority: 0, ...ANY_EMPLOYMENT, ...HOUSING_ONLY,
  },
  {
    name: 'Aavas Financiers', urlKey: 'aavas', minAge: 21, maxAge: 65, minIncome: '10000',
    creditScoreClass: '0', minLoanAmount: '300000', loanAmountUpto: '5000000', tenure: 240,
    interestRate: '10% To 14%', processingFees: 'Up to 2% + GST', aprMin: '0.833',
    aprMax: '1.167', journey: 'Web', redirectUrl: 'https://www.aavas.in', priority: 0,
    ...ANY_EMPLOYMENT, ...HOUSING_ONLY,
  },
];

/**
 * Each demo lender's regulated entity and processing fee: percent of the amount with its floor
 * and cap in rupees, or flat rupees. Registration numbers are placeholders (DEMO-…), and the
 * figures are illustrative, like the rest of the catalogue.
 */
// prettier-ignore
export const DEMO_PRICING: Record<string, { legalName: string; fee: [number, number | null, number | null] | number }> = {
  cashe: { legalName: 'Bhanix Finance and Investment Limited', fee: [3, 999, null] },
  'money-view': { legalName: 'Whizdm Finance Private Limited', fee: [2, 500, null] },
  upwards: { legalName: 'Upwards Fintech Services Private Limited', fee: [4, 999, null] },
  'money-tap': { legalName: 'MWYN Tech lending partner NBFC', fee: [2, 499, null] },
  nira: { legalName: 'Nira Finance partner NBFC', fee: 1500 },
  kreditbee: { legalName: 'Krazybee Services Private Limited', fee: [6, 85, null] },
  finzy: { legalName: 'Finzy P2P NBFC', fee: [1, 999, 25000] },
  earlysalary: { legalName: 'EarlySalary Services Private Limited', fee: [2, 299, null] },
  fibe: { legalName: 'EarlySalary Services Private Limited (Fibe)', fee: [2, 299, null] },
  navi: { legalName: 'Navi Finserv Limited', fee: [3.99, 0, null] },
  prefr: { legalName: 'Prefr lending partner NBFC', fee: [5, 999, null] },
  lendingkart: { legalName: 'Lendingkart Finance Limited', fee: [2, 1999, null] },
  flexiloans: { legalName: 'Epimoney Private Limited', fee: [2, 1999, null] },
  indifi: { legalName: 'Indifi Capital Private Limited', fee: [2, 2999, null] },
  smartcoin: { legalName: 'SmartCoin lending partner NBFC', fee: [8, 50, null] },
  stashfin: { legalName: 'Akara Capital Advisors Private Limited', fee: [6, 499, null] },
  mpokket: { legalName: 'mPokket lending partner NBFC', fee: 120 },
  paysense: { legalName: 'PaySense Services India Private Limited', fee: [2.5, 499, null] },
  'tata-capital': { legalName: 'Tata Capital Limited', fee: [3.5, 999, null] },
  'bajaj-finserv': { legalName: 'Bajaj Finance Limited', fee: [3.93, 999, null] },
  'idfc-first-bank': { legalName: 'IDFC FIRST Bank Limited', fee: [3.5, 999, null] },
  incred: { legalName: 'InCred Financial Services Limited', fee: [2, 1499, null] },
  faircent: { legalName: 'Faircent P2P NBFC', fee: [4, 999, null] },
  zype: { legalName: 'Zype lending partner NBFC', fee: [2, 199, null] },
  muthootgold: { legalName: 'Muthoot Finance Limited', fee: [0.5, 99, 10000] },
  indiagold: { legalName: 'indiagold lending partner NBFC', fee: 499 },
  'manappuram-gold': { legalName: 'Manappuram Finance Limited', fee: [1, 99, 5000] },
  'lic-housing': { legalName: 'LIC Housing Finance Limited', fee: [0.25, 0, 10000] },
  'pnb-housing': { legalName: 'PNB Housing Finance Limited', fee: [1, 5000, null] },
  aavas: { legalName: 'Aavas Financiers Limited', fee: [2, 5000, null] },
};

/** Bank holidays the demo's KFS validity skips (a few with fixed dates; the admin adds others). */
export const DEMO_BANK_HOLIDAYS: { day: string; name: string }[] = [
  { day: '2026-01-26', name: 'Republic Day' },
  { day: '2026-08-15', name: 'Independence Day' },
  { day: '2026-10-02', name: 'Gandhi Jayanti' },
  { day: '2026-12-25', name: 'Christmas' },
  { day: '2027-01-26', name: 'Republic Day' },
  { day: '2027-08-15', name: 'Independence Day' },
  { day: '2027-10-02', name: 'Gandhi Jayanti' },
  { day: '2027-12-25', name: 'Christmas' },
];

export const DEMO_LENDER_GROUPS: { name: string; urlKeys: string[] }[] = [
  { name: 'Gold Loans', urlKeys: ['muthootgold', 'indiagold', 'manappuram-gold'] },
  { name: 'Affordable Housing Loan', urlKeys: ['lic-housing', 'pnb-housing', 'aavas'] },
  {
    name: 'Instant Personal Loans',
    urlKeys: ['cashe', 'kreditbee', 'money-view', 'smartcoin', 'stashfin', 'mpokket', 'zype'],
  },
  { name: 'Salary Advance', urlKeys: ['earlysalary', 'fibe', 'upwards', 'money-tap', 'nira'] },
  { name: 'Business Lending', urlKeys: ['lendingkart', 'flexiloans', 'indifi', 'faircent'] },
  {
    name: 'Banks and Large NBFCs',
    urlKeys: ['tata-capital', 'bajaj-finserv', 'idfc-first-bank', 'incred', 'navi'],
  },
];

/** A commission slab; null bounds are open. Listed per lender in the order admins see them. */
export interface DemoRevenueItem {
  type: string;
  disbursed?: [string | null, string | null];
  count?: [number | null, number | null];
  ats?: [string | null, string | null];
  flat?: string;
  percent?: string;
  status?: number;
}

export const DEMO_REVENUE_ITEMS: Record<string, DemoRevenueItem[]> = {
  cashe: [
    { type: 'Disbursal', disbursed: ['0', '5000000'], percent: '2.500' },
    { type: 'Disbursal', disbursed: ['5000000', null], percent: '3.000' },
    { type: 'Login', flat: '50.00' },
  ],
  'money-view': [
    { type: 'Disbursal', ats: ['0', '100000'], percent: '3.000' },
    { type: 'Disbursal', ats: ['100000', null], percent: '3.500' },
  ],
  kreditbee: [
    { type: 'Disbursal', percent: '2.750' },
    { type: 'Lead', count: [0, 1000], flat: '20.00' },
    { type: 'Lead', count: [1000, null], flat: '30.00', status: 0 },
  ],
  earlysalary: [
    { type: 'Disbursal', percent: '2.000' },
    { type: 'Sanction', flat: '150.00' },
  ],
  lendingkart: [
    { type: 'Disbursal', disbursed: ['0', '20000000'], percent: '1.500' },
    { type: 'Login', flat: '500.00' },
  ],
  'bajaj-finserv': [
    { type: 'Disbursal', disbursed: ['0', '10000000'], percent: '1.250' },
    { type: 'Disbursal', disbursed: ['10000000', null], percent: '1.750' },
  ],
};

type CardFields = Pick<
  CreditCardCategory,
  | 'uuid'
  | 'categoryName'
  | 'sortOrder'
  | 'categoryImgThumb'
  | 'keyFeature'
  | 'annualFee'
  | 'utmLink'
  | 'marketingBullets'
  | 'secured'
  | 'status'
>;

// Fixed UUIDs: they are the cards' natural key, so re-seeding updates instead of duplicating.
const card = (
  n: number,
  slug: string,
  fields: Omit<CardFields, 'uuid' | 'sortOrder' | 'categoryImgThumb'>,
): CardFields => ({
  uuid: `6f1c2b3a-0d4e-4a5b-8c6d-${String(n).padStart(12, '0')}`,
  sortOrder: n,
  categoryImgThumb: `/cards/${slug}.png`,
  ...fields,
});

const utm = (url: string) =>
  `${url}?utm_source=cl&utm_medium=marketplace&utm_campaign=credit_cards&sub_id={UNIQUE_ID}`;

export const DEMO_CARDS: CardFields[] = [
  card(1, 'sbi-simplyclick', {
    categoryName: 'SBI Card SimplyCLICK',
    keyFeature: 'Amazon voucher worth ₹500 on joining',
    annualFee: '₹499 + GST (waived on ₹1 lakh yearly spend)',
    utmLink: utm(
      'https://www.sbicard.com/en/personal/credit-cards/shopping/simplyclick-sbi-card.page',
    ),
    marketingBullets: [
      '10X reward points on partner online brands',
      '5X reward points on other online spends',
      '1% fuel surcharge waiver',
    ],
    secured: 0,
    status: 1,
  }),
  card(2, 'hdfc-millennia', {
    categoryName: 'HDFC Bank Millennia',
    keyFeature: '5% cashback on Amazon, Flipkart and 8 more brands',
    annualFee: '₹1,000 + GST (waived on ₹1 lakh yearly spend)',
    utmLink: utm('https://www.hdfcbank.com/personal/pay/cards/millennia-cards/millennia-cc-new'),
    marketingBullets: [
      '5% cashback on 10 partner brands',
      '1% cashback on other spends',
      '4 domestic lounge visits a year',
    ],
    secured: 0,
    status: 1,
  }),
  card(3, 'axis-ace', {
    categoryName: 'Axis Bank ACE',
    keyFeature: '5% cashback on bill payments through Google Pay',
    annualFee: '₹499 + GST (waived on ₹2 lakh yearly spend)',
    utmLink: utm('https://www.axisbank.com/retail/cards/credit-card/axis-bank-ace-credit-card'),
    marketingBullets: [
      '5% cashback on bills and recharges',
      '4% cashback on Swiggy, Zomato and Ola',
      '1.5% cashback on all other spends',
    ],
    secured: 0,
    status: 1,
  }),
  card(4, 'amazon-pay-icici', {
    categoryName: 'Amazon Pay ICICI Bank',
    keyFeature: 'Lifetime free, 5% back on Amazon for Prime members',
    annualFee: 'Lifetime free',
    utmLink: utm(
      'https://www.icicibank.com/personal-banking/cards/credit-card/amazon-pay-credit-card',
    ),
    marketingBullets: [
      '5% back on Amazon for Prime members',
      '2% back on 100+ Amazon Pay partners',
      'No joining or annual fee',
    ],
    secured: 0,
    status: 1,
  }),
  card(5, 'flipkart-axis', {
    categoryName: 'Flipkart Axis Bank',
    keyFeature: '5% cashback on Flipkart and Cleartrip',
    annualFee: '₹500 + GST (waived on ₹3.5 lakh yearly spend)',
    utmLink: utm('https://www.axisbank.com/retail/cards/credit-card/flipkart-axisbank-credit-card'),
    marketingBullets: [
      '5% cashback on Flipkart',
      '4% cashback on preferred merchants',
      'Welcome benefits worth ₹1,100',
    ],
    secured: 0,
    status: 1,
  }),
  card(6, 'idfc-first-millennia', {
    categoryName: 'IDFC FIRST Millennia',
    keyFeature: 'Lifetime free with never-expiring reward points',
    annualFee: 'Lifetime free',
    utmLink: utm('https://www.idfcfirstbank.com/credit-card/millennia-credit-card'),
    marketingBullets: [
      '10X rewards on spends above ₹20,000 a month',
      'Reward points never expire',
      'Interest-free cash withdrawal for 48 days',
    ],
    secured: 0,
    status: 1,
  }),
  card(7, 'au-lit', {
    categoryName: 'AU Bank LIT',
    keyFeature: 'Choose the features you pay for',
    annualFee: 'Lifetime free (features from ₹49)',
    utmLink: utm('https://www.aubank.in/personal-banking/credit-cards/lit-credit-card'),
    marketingBullets: [
      'Pick cashback, rewards or lounge packs',
      'Change features any time in the app',
    ],
    secured: 0,
    status: 0,
  }),
  card(8, 'kotak-811-dream-different', {
    categoryName: 'Kotak 811 #DreamDifferent',
    keyFeature: 'Against a fixed deposit from ₹10,000, no income proof',
    annualFee: 'Lifetime free',
    utmLink: utm(
      'https://www.kotak.com/en/personal-banking/cards/credit-cards/811-dream-different-credit-card.html',
    ),
    marketingBullets: [
      'Credit limit up to 90% of your FD',
      'Builds your credit score',
      'Your FD keeps earning interest',
    ],
    secured: 1,
    status: 1,
  }),
  card(9, 'idfc-first-wow', {
    categoryName: 'IDFC FIRST WOW',
    keyFeature: 'FD-backed card with zero forex mark-up',
    annualFee: 'Lifetime free',
    utmLink: utm('https://www.idfcfirstbank.com/credit-card/wow-credit-card'),
    marketingBullets: [
      'Fixed deposit from ₹20,000',
      'Zero forex mark-up abroad',
      '4X rewards on every spend',
    ],
    secured: 1,
    status: 1,
  }),
  card(10, 'sbm-stepup', {
    categoryName: 'SBM Bank STEPUP',
    keyFeature: 'A first credit card for new-to-credit customers',
    annualFee: 'Lifetime free',
    utmLink: utm('https://www.sbmbank.co.in/retail/stepup-credit-card.php'),
    marketingBullets: ['Fixed deposit from ₹2,000', 'Credit limit equal to 100% of the FD'],
    secured: 1,
    status: 0,
  }),
];
