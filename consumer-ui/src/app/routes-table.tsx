import type { RouteObject } from 'react-router-dom';
import { ErrorScreen } from '@/components/ui/error-screen';
import { PageSpinner } from '@/components/ui/page-spinner';
import { loadDeployment } from '@/lib/deployment';
import { Shell } from './layout/shell';
import { withPartnerTexts } from './partner-texts';
import { GOLD_LENDER_PAGES, LENDER_PAGES, paths } from './paths';

// Each route's code loads on first visit so the login page's initial JS stays small.
const home = async () => ({ Component: (await import('./routes/home')).HomeRoute });
const products = async () => ({ Component: (await import('./routes/products')).ProductsRoute });
const lender = async () => ({ Component: (await import('./routes/user/lender')).LenderRoute });
const lenderOtp = async () => ({
  Component: (await import('./routes/lender-otp')).LenderOtpRoute,
});
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
  user('gold-offers', async () => ({
    Component: (await import('./routes/user/offers')).GoldOffersRoute,
  })),
  user('housing-offers', async () => ({
    Component: (await import('./routes/user/offers')).HousingOffersRoute,
  })),
  ...[...LENDER_PAGES, ...GOLD_LENDER_PAGES].map((page) => user(page, lender)),
  user('lenders-transaction/:lender', lender),
  user('earlysalary/declined', async () => ({
    Component: (await import('./routes/user/other')).EarlySalaryDeclinedRoute,
  })),
  user('indialends-otp', lenderOtp),
  user('lender-submit', async () => ({
    Component: (await import('./routes/user/other')).LenderSubmitRoute,
  })),
  user('insurance/transaction', async () => ({
    Component: (await import('@/features/insurance')).InsurancePage,
  })),
  user('credit-card', async () => ({
    Component: (await import('./routes/credit-cards')).UserCreditCardRoute,
  })),
  user('consent', async () => ({
    Component: (await import('./routes/user/consent')).ConsentRoute,
  })),
  user('*', async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute })),
];

const partnerLogin = async () => ({
  Component: (await withPartnerTexts(import('./routes/partner/login'))).PartnerLoginRoute,
});
// The portal's dashboard; its other pages' routes load with the first of them that is opened
// (patchRoutesOnNavigation below), so the consumer app's first screen does not carry them.
const partnerDashboard: RouteObject = {
  index: true,
  lazy: async () => ({
    Component: (await withPartnerTexts(import('./routes/partner/dashboard'))).PartnerDashboardRoute,
  }),
};
let partnerPagesAdded = false;

const merchantSignup = async () => ({
  Component: (await withPartnerTexts(import('./routes/merchant-signup'))).MerchantSignupRoute,
});

const cards = async () => ({ Component: (await import('./routes/credit-cards')).CreditCardsRoute });
const notFound = async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute });

// The deployment modes (GET /api/ui-config): the root is the login page, or the products on the
// alternate build (which has no /products); /login exists only when the deployment says so.
// The login page's code loads while the deployment is asked for, not after.
const root = async () => {
  const [d, login] = await Promise.all([loadDeployment(), home()]);
  return d.mode === 'alternate' ? products() : login;
};
const loginRoute = async () => ((await loadDeployment()).loginRoute ? home() : notFound());
const productsRoute = async () =>
  (await loadDeployment()).mode === 'alternate' ? notFound() : products();

/**
 * Every consumer and partner route: the browser's router (router.tsx) and the build's prerender
 * of the entry pages (prerender.tsx) draw the same tree, so the prerendered HTML hydrates.
 */
export const routes: RouteObject[] = [
  {
    Component: Shell,
    HydrateFallback: PageSpinner,
    ErrorBoundary: ErrorScreen,
    // Every page's redirects depend on the deployment: it is known before the first one draws.
    loader: loadDeployment,
    shouldRevalidate: () => false,
    children: [
      { path: paths.home.path, lazy: root },
      { path: paths.login.path, lazy: loginRoute },
      {
        path: paths.verification.path,
        lazy: async () => ({
          Component: (await import('./routes/verification')).VerificationRoute,
        }),
      },
      { path: paths.products.path, lazy: productsRoute },
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
      { path: paths.indialendsOtp.path, lazy: lenderOtp },
      {
        path: paths.myData.path,
        lazy: async () => ({ Component: (await import('./routes/my-data')).MyDataRoute }),
      },
      {
        path: paths.grievance.path,
        lazy: async () => ({ Component: (await import('./routes/grievance')).GrievanceRoute }),
      },
      {
        path: paths.customerSite.path,
        lazy: async () => ({
          Component: (await import('./routes/customer-site')).CustomerSiteRoute,
        }),
      },
      {
        path: paths.auth.path,
        lazy: async () => ({
          Component: (await import('./routes/partner-sign-in')).PartnerSignInRoute,
        }),
      },
      {
        path: paths.socialOnboarding.path,
        lazy: async () => ({
          Component: (await import('./routes/social-onboarding')).SocialOnboardingRoute,
        }),
      },
      { path: paths.notFoundPage.path, lazy: notFound },
      {
        path: paths.user.root.path,
        lazy: async () => ({ Component: (await import('./routes/user/layout')).UserLayout }),
        children: userRoutes,
      },
      { path: paths.merchantSignup.form.path, lazy: merchantSignup },
      { path: paths.merchantSignup.referred.path, lazy: merchantSignup },
      {
        path: paths.merchantSignup.success.path,
        lazy: async () => ({
          Component: (await withPartnerTexts(import('./routes/merchant-signup')))
            .MerchantSignupSuccessRoute,
        }),
      },
      { path: paths.partner.login.path, lazy: partnerLogin },
      { path: paths.partner.brandedLogin.path, lazy: partnerLogin },
      {
        id: 'partner',
        path: paths.partner.root.path,
        lazy: async () => ({
          Component: (await withPartnerTexts(import('./routes/partner/layout'))).PartnerLayout,
        }),
        children: [partnerDashboard],
      },
      { path: paths.segment.path, lazy: home },
      { path: paths.notFound.path, lazy: notFound },
    ],
  },
];

/** A partner page other than the dashboard: its routes are added before the navigation goes on. */
export const patchRoutesOnNavigation = async ({
  path,
  patch,
}: {
  path: string;
  patch: (routeId: string | null, children: RouteObject[]) => void;
}) => {
  if (partnerPagesAdded || !path.startsWith(`${paths.partner.root.path}/`)) return;
  const { partnerPages } = await import('./partner-routes');
  partnerPagesAdded = true;
  patch('partner', partnerPages);
};
