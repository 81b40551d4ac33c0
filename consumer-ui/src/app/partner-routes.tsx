import type { RouteObject } from 'react-router-dom';
import { LANGUAGES } from '@/lib/i18n';
import { withPartnerTexts } from './partner-texts';

/**
 * The partner portal's pages other than the dashboard, under /partner: added to the router when
 * the first of them is opened (router.tsx, patchRoutesOnNavigation).
 */
export const partnerPages: RouteObject[] = [
  {
    path: 'reports',
    lazy: async () => ({
      Component: (await withPartnerTexts(import('./routes/partner/reports'))).PartnerReportsRoute,
    }),
  },
  ...(
    [
      ['product-offering', 'PartnerOfferingRoute'],
      ['product-offering/:productId', 'PartnerProductRoute'],
      ['referral', 'PartnerReferralRoute'],
      ['training-material', 'PartnerTrainingRoute'],
      ['training-material/eligibility-criteria', 'PartnerEligibilityRoute'],
      ['training-material/lender-journey', 'PartnerLenderJourneyRoute'],
      ['marketing-support', 'PartnerMarketingRoute'],
      ['marketing-support/banners-and-creatives', 'PartnerBannersRoute'],
      ['faqs', 'PartnerFaqsRoute'],
      ['faqs/customer-queries', 'PartnerCustomerQueriesRoute'],
      ['faqs/dsa-queries', 'PartnerDsaQueriesRoute'],
      ['digital-integration', 'PartnerIntegrationRoute'],
    ] as const
  ).map(([path, name]) => ({
    path,
    lazy: async () => ({
      Component: (await withPartnerTexts(import('./routes/partner/tools')))[name],
    }),
  })),
  ...(
    [
      ['communication', 'PartnerCommunicationRoute'],
      ['communication/tech-support', 'PartnerTechSupportRoute'],
      ['communication/general-query', 'PartnerGeneralQueryRoute'],
    ] as const
  ).map(([path, name]) => ({
    path,
    lazy: async () => ({
      Component: (await withPartnerTexts(import('./routes/partner/communication')))[name],
    }),
  })),
  {
    // Its messages are shown in both languages, whichever the portal is in.
    path: 'marketing-support/messaging-content',
    lazy: async () => {
      const [tools] = await Promise.all([
        withPartnerTexts(import('./routes/partner/tools')),
        import('@/features/partner/i18n').then((m) =>
          Promise.all(LANGUAGES.map((language) => m.loadPartnerTexts(language))),
        ),
      ]);
      return { Component: tools.PartnerMessagingRoute };
    },
  },
  {
    path: 'customFunnel',
    lazy: async () => ({
      Component: (await withPartnerTexts(import('./routes/partner/funnel'))).PartnerFunnelRoute,
    }),
  },
  {
    path: 'payouts',
    lazy: async () => ({
      Component: (await withPartnerTexts(import('./routes/partner/payouts'))).PartnerPayoutsRoute,
    }),
  },
  {
    path: 'settings',
    lazy: async () => ({
      Component: (await withPartnerTexts(import('./routes/partner/settings'))).PartnerSettingsRoute,
    }),
  },
  {
    path: '*',
    lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
  },
];
