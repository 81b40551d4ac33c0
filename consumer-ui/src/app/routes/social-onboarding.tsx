import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { deployment } from '@/lib/deployment';
import { entryRedirect } from '@/lib/routing';
import { updateSession, useSession } from '@/lib/session';
import { BrandedLoginForm } from './home';

const PRODUCTS = ['personal', 'business', 'gold', 'housing', 'cards', 'insurance'] as const;

/** Where a visit from a social-media campaign is attributed (`url_segment` of its sign-in). */
export const SOCIAL_SEGMENT = 'socialmedia-onboarding';

/**
 * /socialmedia-onboarding: the landing of social-media campaigns. The
 * campaign's UTM values and partner are kept from the URL like on every landing
 * (readLandingParams); the page says what can be compared, in a few lines, and starts the OTP
 * sign-in.
 */
export const SocialOnboardingRoute = () => {
  const { t } = useTranslation();
  const session = useSession();
  useEffect(() => {
    updateSession({ urlSegment: SOCIAL_SEGMENT });
  }, []);

  const signedIn = entryRedirect(session, deployment());
  if (signedIn) return <Navigate to={signedIn} replace />;
  return (
    <main className="login-page">
      <div className="login-headline">
        <h1>{t('social.title')}</h1>
        <p>{t('social.intro')}</p>
        <ul className="login-points">
          {PRODUCTS.map((p) => (
            <li key={p}>{t(`social.products.${p}`)}</li>
          ))}
        </ul>
        <p>{t('social.howItWorks')}</p>
      </div>
      <BrandedLoginForm />
    </main>
  );
};
