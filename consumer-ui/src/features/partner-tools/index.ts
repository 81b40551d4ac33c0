export { IntegrationPage } from './components/integration-page';
export { FaqsIndexPage, FaqsPage } from './components/faqs-page';
export { BannersPage, MarketingPage, MessagingPage } from './components/messaging-page';
export { OfferingPage } from './components/offering-page';
export { ProductPage } from './components/product-page';
export { ReferralPage } from './components/referral-page';
export { EligibilityPage, LenderJourneyPage, TrainingPage } from './components/training-pages';
export type { Referrer } from './links';
