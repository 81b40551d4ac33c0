// Every consumer route's path lives here; components link with getHref().
export const paths = {
  home: { path: '/', getHref: () => '/' },
  login: { path: '/login', getHref: () => '/login' },
  segment: { path: '/:urlSegment', getHref: (segment: string) => `/${segment}` },
  verification: { path: '/verification', getHref: () => '/verification' },
  products: { path: '/products', getHref: () => '/products' },
  creditCards: { path: '/credit-cards', getHref: () => '/credit-cards' },
  cardsUnsecured: { path: '/cards-unsecured', getHref: () => '/cards-unsecured' },
  cardsSecured: { path: '/cards-secured', getHref: () => '/cards-secured' },
  privacyPolicy: { path: '/privacy-policy', getHref: () => '/privacy-policy' },
  termsOfUse: { path: '/terms-of-use', getHref: () => '/terms-of-use' },
  transfer: { path: '/transfer/:prospectId', getHref: (id: string) => `/transfer/${id}` },
  redirect: { path: '/redirect', getHref: () => '/redirect' },
  auth: { path: '/auth', getHref: () => '/auth' },
  customerSite: { path: '/customer-site', getHref: () => '/customer-site' },
  grievance: { path: '/grievance', getHref: () => '/grievance' },
  myData: { path: '/my-data', getHref: () => '/my-data' },
  /** A lender's OTP step from its text: the hand-off's id in `ref`. */
  indialendsOtp: {
    path: '/indialends-otp',
    getHref: (ref: string) => `/indialends-otp?ref=${encodeURIComponent(ref)}`,
  },
  socialOnboarding: {
    path: '/socialmedia-onboarding',
    getHref: () => '/socialmedia-onboarding',
  },
  notFoundPage: { path: '/404', getHref: () => '/404' },
  notFound: { path: '*' },
  merchantSignup: {
    form: { path: '/create-merchant-form', getHref: () => '/create-merchant-form' },
    referred: {
      path: '/create-merchant-form/:partnerName',
      getHref: (partner: string) => `/create-merchant-form/${encodeURIComponent(partner)}`,
    },
    success: {
      path: '/create-merchant-form/success',
      getHref: () => '/create-merchant-form/success',
    },
  },
  partner: {
    login: { path: '/partner/login', getHref: () => '/partner/login' },
    /** Sign-in of one partner, in its brand. */
    brandedLogin: {
      path: '/:partner/partner/login',
      getHref: (partner: string) => `/${partner}/partner/login`,
    },
    root: { path: '/partner', getHref: () => '/partner' },
    settings: { path: '/partner/settings', getHref: () => '/partner/settings' },
    reports: { path: '/partner/reports', getHref: () => '/partner/reports' },
    payouts: { path: '/partner/payouts', getHref: () => '/partner/payouts' },
    offering: { path: '/partner/product-offering', getHref: () => '/partner/product-offering' },
    referral: { path: '/partner/referral', getHref: () => '/partner/referral' },
    communication: {
      path: '/partner/communication',
      getHref: () => '/partner/communication',
    },
    marketing: {
      path: '/partner/marketing-support',
      getHref: () => '/partner/marketing-support',
    },
    funnel: { path: '/partner/customFunnel', getHref: () => '/partner/customFunnel' },
    faqs: { path: '/partner/faqs', getHref: () => '/partner/faqs' },
    training: { path: '/partner/training-material', getHref: () => '/partner/training-material' },
    integration: {
      path: '/partner/digital-integration',
      getHref: () => '/partner/digital-integration',
    },
  },
  user: {
    root: { path: '/user', getHref: () => '/user' },
    consent: { path: '/user/consent', getHref: () => '/user/consent' },
    userDetail: { path: '/user/user-detail', getHref: () => '/user/user-detail' },
    goldDetail: {
      path: '/user/user-detail/gold-loan',
      getHref: () => '/user/user-detail/gold-loan',
    },
    housingDetail: {
      path: '/user/user-detail/affordable-housing-loan',
      getHref: () => '/user/user-detail/affordable-housing-loan',
    },
    welcomeBack: { path: '/user/welcome-back', getHref: () => '/user/welcome-back' },
    offers: { path: '/user/offers', getHref: () => '/user/offers' },
    /** cashe, money-view, upwards, money-tap, nira, kreditbee, finzy, earlysalary, muthootgold, indiagold */
    lender: { getHref: (page: string) => `/user/${page}` },
    earlysalaryDeclined: {
      path: '/user/earlysalary/declined',
      getHref: () => '/user/earlysalary/declined',
    },
    lendersTransaction: {
      path: '/user/lenders-transaction/:lender',
      getHref: (lender: string) => `/user/lenders-transaction/${lender}`,
    },
    indialendsOtp: {
      path: '/user/indialends-otp',
      getHref: (ref: string) => `/user/indialends-otp?ref=${encodeURIComponent(ref)}`,
    },
    lenderSubmit: { path: '/user/lender-submit', getHref: () => '/user/lender-submit' },
    businessDetail: { path: '/user/business-detail', getHref: () => '/user/business-detail' },
    businessWelcomeBack: {
      path: '/user/business-welcome-back',
      getHref: () => '/user/business-welcome-back',
    },
    businessOffers: { path: '/user/business-offers', getHref: () => '/user/business-offers' },
    /** Gold and housing loans: every lender of the product's group, compared (the completion call's redirect). */
    goldOffers: { path: '/user/gold-offers', getHref: () => '/user/gold-offers' },
    housingOffers: { path: '/user/housing-offers', getHref: () => '/user/housing-offers' },
    insuranceTransaction: {
      path: '/user/insurance/transaction',
      getHref: () => '/user/insurance/transaction',
    },
    creditCard: { path: '/user/credit-card', getHref: () => '/user/credit-card' },
  },
} as const;

/** The lender pages of the user area (/user/{lender}), one page component for all. */
export const LENDER_PAGES = [
  'cashe',
  'money-view',
  'upwards',
  'money-tap',
  'nira',
  'kreditbee',
  'finzy',
  'earlysalary',
] as const;
export const GOLD_LENDER_PAGES = ['muthootgold', 'indiagold'] as const;
