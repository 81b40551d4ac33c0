import { RouterProvider, createBrowserRouter, type RouteObject } from 'react-router-dom';
import { LANGUAGES } from '@/lib/i18n';
import { ErrorScreen } from '@/components/ui/error-screen';
import { PageSpinner } from '@/components/ui/page-spinner';
import { isSigningOut, setSigningOut, setUnauthorizedHandler } from '@/lib/api-client';
import { clearJourney } from '@/lib/session';
import { Shell } from './layout/shell';
import { GOLD_LENDER_PAGES, LENDER_PAGES, paths } from './paths';

// Each route's code loads on first visit so the login page's initial JS stays small.
const home = async () => ({ Component: (await import('./routes/home')).HomeRoute });
const lender = async () => ({ Component: (await import('./routes/user/lender')).LenderRoute });
const user = (path: string, load: RouteObject['lazy']): RouteObject => ({ path, lazy: load });

const userRoutes: RouteObject[] = [
  { index: true, Component: PageSpinner },
  user('user-detail', async () => ({
    Component: (await import('./routes/user/detail')).PersonalDetailRoute,
  })),
  user('user-detail/gold-loan', async () => ({
    Component: (await import('./routes/user/detail')).GoldDetailRoute,
  })),
  user('user-detail/affordable-housing-loan', async () => ({
    Component: (await import('./routes/user/detail')).HousingDetailRoute,
  })),
  user('business-detail', async () => ({
    Component: (await import('./routes/user/detail')).BusinessDetailRoute,
  })),
  user('welcome-back', async () => ({
    Component: (await import('./routes/user/welcome-back')).WelcomeBackRoute,
  })),
  user('business-welcome-back', async () => ({
    Component: (await import('./routes/user/welcome-back')).BusinessWelcomeBackRoute,
  })),
  user('offers', async () => ({ Component: (await import('./routes/user/offers')).OffersRoute })),
  user('business-offers', async () => ({
    Component: (await import('./routes/user/offers')).BusinessOffersRoute,
  })),
  ...[...LENDER_PAGES, ...GOLD_LENDER_PAGES].map((page) => user(page, lender)),
  user('lenders-transaction/:lender', lender),
  user('earlysalary/declined', async () => ({
    Component: (await import('./routes/user/other')).EarlySalaryDeclinedRoute,
  })),
  user('indialends-otp', async () => ({
    Component: (await import('./routes/user/other')).IndiaLendsOtpRoute,
  })),
  user('lender-submit', async () => ({
    Component: (await import('./routes/user/other')).LenderSubmitRoute,
  })),
  user('insurance/transaction', async () => ({
    Component: (await import('./routes/user/other')).InsuranceRoute,
  })),
  user('credit-card', async () => ({
    Component: (await import('./routes/credit-cards')).UserCreditCardRoute,
  })),
  user('*', async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute })),
];

// The partner portal: its own area, loaded only when a partner page is opened.
// Its texts load with it (before its first page renders).
const withPartnerTexts = async <T,>(load: Promise<T>): Promise<T> => {
  const [loaded] = await Promise.all([
    load,
    import('@/features/partner/i18n').then((m) => m.loadPartnerTexts()),
  ]);
  return loaded;
};
const partnerLogin = async () => ({
  Component: (await withPartnerTexts(import('./routes/partner/login'))).PartnerLoginRoute,
});
const partnerRoutes: RouteObject[] = [
  {
    index: true,
    lazy: async () => ({
      Component: (await withPartnerTexts(import('./routes/partner/dashboard')))
        .PartnerDashboardRoute,
    }),
  },
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

const cards = async () => ({ Component: (await import('./routes/credit-cards')).CreditCardsRoute });
const notFound = async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute });

export const router = createBrowserRouter([
  {
    Component: Shell,
    HydrateFallback: PageSpinner,
    ErrorBoundary: ErrorScreen,
    children: [
      { path: paths.home.path, lazy: home },
      { path: paths.login.path, lazy: home },
      {
        path: paths.verification.path,
        lazy: async () => ({
          Component: (await import('./routes/verification')).VerificationRoute,
        }),
      },
      {
        path: paths.products.path,
        lazy: async () => ({ Component: (await import('./routes/products')).ProductsRoute }),
      },
      { path: paths.creditCards.path, lazy: cards },
      { path: paths.cardsUnsecured.path, lazy: cards },
      { path: paths.cardsSecured.path, lazy: cards },
      {
        path: paths.privacyPolicy.path,
        lazy: async () => ({ Component: (await import('./routes/legal')).PrivacyPolicyRoute }),
      },
      {
        path: paths.termsOfUse.path,
        lazy: async () => ({ Component: (await import('./routes/legal')).TermsOfUseRoute }),
      },
      {
        path: paths.transfer.path,
        lazy: async () => ({ Component: (await import('./routes/transfer')).TransferRoute }),
      },
      {
        path: paths.redirect.path,
        lazy: async () => ({ Component: (await import('./routes/transfer')).RedirectRoute }),
      },
      { path: paths.notFoundPage.path, lazy: notFound },
      {
        path: paths.user.root.path,
        lazy: async () => ({ Component: (await import('./routes/user/layout')).UserLayout }),
        children: userRoutes,
      },
      { path: paths.partner.login.path, lazy: partnerLogin },
      { path: paths.partner.brandedLogin.path, lazy: partnerLogin },
      {
        path: paths.partner.root.path,
        lazy: async () => ({
          Component: (await withPartnerTexts(import('./routes/partner/layout'))).PartnerLayout,
        }),
        children: partnerRoutes,
      },
      { path: paths.segment.path, lazy: home },
      { path: paths.notFound.path, lazy: notFound },
    ],
  },
]);

// Consumer spec §8: a 401 clears the session and sends the consumer to sign in again.
setUnauthorizedHandler(() => {
  if (isSigningOut()) return;
  setSigningOut(true);
  clearJourney();
  void router
    .navigate(paths.login.getHref(), { replace: true })
    .finally(() => setSigningOut(false));
});

export const AppRouter = () => <RouterProvider router={router} />;
