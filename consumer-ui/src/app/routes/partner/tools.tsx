import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { partnerAuth } from '@/features/partner';
import {
  BannersPage,
  FaqsIndexPage,
  FaqsPage,
  IntegrationPage,
  MarketingPage,
  MessagingPage,
  EligibilityPage,
  LenderJourneyPage,
  OfferingPage,
  ProductPage,
  ReferralPage,
  TrainingPage,
  type Referrer,
} from '@/features/partner-tools';
import { usePartnerAccount } from './layout';

/** The signed-in partner (and merchant) that the portal's links refer customers for. */
const useReferrer = (): Referrer => {
  const account = usePartnerAccount();
  return {
    partnerName: account.partnerName,
    utmId: account.utm_id,
    merchantId: account.merchantId,
  };
};

/** /partner/product-offering */
export const PartnerOfferingRoute = () => <OfferingPage auth={partnerAuth()} who={useReferrer()} />;

/** /partner/product-offering/{productId} */
export const PartnerProductRoute = () => {
  const { productId = '' } = useParams();
  return <ProductPage auth={partnerAuth()} who={useReferrer()} productId={productId} />;
};

/** /partner/referral */
export const PartnerReferralRoute = () => <ReferralPage auth={partnerAuth()} who={useReferrer()} />;

/** /partner/training-material and its two guides. */
export const PartnerTrainingRoute = () => <TrainingPage />;
export const PartnerEligibilityRoute = () => <EligibilityPage auth={partnerAuth()} />;
export const PartnerLenderJourneyRoute = () => <LenderJourneyPage auth={partnerAuth()} />;

/** /partner/marketing-support and its ready messages. */
export const PartnerMarketingRoute = () => <MarketingPage />;
export const PartnerMessagingRoute = () => <MessagingPage who={useReferrer()} />;

/** /partner/faqs and its two sets of questions. */
export const PartnerFaqsRoute = () => <FaqsIndexPage />;
export const PartnerCustomerQueriesRoute = () => (
  <FaqsPage auth={partnerAuth()} audience="customer" />
);
export const PartnerDsaQueriesRoute = () => <FaqsPage auth={partnerAuth()} audience="dsa" />;
export const PartnerBannersRoute = () => <BannersPage auth={partnerAuth()} />;

/** /partner/digital-integration: the lead API's keys belong to the partner, not to a merchant. */
export const PartnerIntegrationRoute = () => {
  const { t } = useTranslation();
  const who = useReferrer();
  if (who.merchantId)
    return (
      <Card as="main">
        <h1>{t('partner.tools.integration.title')}</h1>
        <p>{t('partner.tools.integration.partnerOnly')}</p>
      </Card>
    );
  return <IntegrationPage auth={partnerAuth()} who={who} />;
};
