import { lazy, Suspense, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { LoginForm, LoginHeadline } from '@/features/auth';
import { isSolarHost, useBrand } from '@/features/brand/brand-provider';
import { LanguageSwitch } from '@/features/language/language-switch';
import { deployment } from '@/lib/deployment';
import { entryRedirect } from '@/lib/routing';
import { updateSession, useSession } from '@/lib/session';
import { withPartner } from '../layout/footer';
import { paths } from '../paths';
import type { SignInRefused } from './partner-sign-in';

const SolarLanding = lazy(async () => ({ default: (await import('./solar')).SolarLanding }));

/** The login page: at /, /login and /{urlSegment} (the segment is kept as attribution). */
export const HomeRoute = () => {
  const { urlSegment } = useParams();
  const session = useSession();
  const { brand } = useBrand();
  const { pathname, state } = useLocation();
  const { t } = useTranslation();
  const { signInRefused: refused, mobile } = (state as Partial<SignInRefused> | null) ?? {};

  useEffect(() => {
    if (urlSegment && /^[A-Za-z0-9_-]{1,100}$/.test(urlSegment)) updateSession({ urlSegment });
  }, [urlSegment]);

  const signedIn = entryRedirect(session, deployment());
  if (signedIn) return <Navigate to={signedIn} replace />;
  if (pathname === paths.home.path && isSolarHost())
    return (
      <Suspense fallback={null}>
        <SolarLanding />
      </Suspense>
    );

  return (
    <main className="login-page">
      <LanguageSwitch />
      <LoginHeadline custom={brand?.title} />
      {refused ? (
        <p className="notice notice--error" role="alert">
          {t(`errors.${refused}` as never, { defaultValue: t('errors.generic') })}
        </p>
      ) : null}
      <BrandedLoginForm initialPhone={mobile} />
    </main>
  );
};

/** The OTP sign-in form with the brand's terms; a sent OTP goes on to /verification. */
export const BrandedLoginForm = ({ initialPhone }: { initialPhone?: string }) => {
  const { brand, partner } = useBrand();
  const navigate = useNavigate();
  return (
    <LoginForm
      initialPhone={initialPhone}
      askTerms={Boolean(brand?.show_terms)}
      partnerName={brand?.display_name ?? ''}
      termsHref={withPartner(paths.termsOfUse.getHref(), partner)}
      privacyHref={withPartner(paths.privacyPolicy.getHref(), partner)}
      onSent={(phone) => {
        updateSession({ pendingPhone: phone });
        void navigate(paths.verification.getHref());
      }}
    />
  );
};
