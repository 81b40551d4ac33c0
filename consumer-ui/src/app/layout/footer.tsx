import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router-dom';
import { useBrand } from '@/features/brand/brand-provider';
import { appStoreLink } from '@/lib/app-links';
import { useSession } from '@/lib/session';
import { useAnsweredUiConfig } from '@/lib/ui-config';
import { paths } from '../paths';

const LanguageSelector = lazy(async () => ({
  default: (await import('@/features/language/language-selector')).LanguageSelector,
}));

/** The footer's links carry the visit's partner query parameter when there is one. */
export const withPartner = (href: string, partner: string | null) =>
  partner ? `${href}?partner=${encodeURIComponent(partner)}` : href;

/**
 * Terms of use, Privacy and cookies, the app store link (when configured), 'T&Cs Apply', and the
 * language selector under /user.
 */
export const Footer = ({ userId }: { userId: number | null }) => {
  const { t } = useTranslation();
  const { brand, partner } = useBrand();
  const { pathname } = useLocation();
  const inUserArea = pathname === '/user' || pathname.startsWith('/user/');
  const session = useSession();
  const appStore = useAnsweredUiConfig()?.appLinks.appStore;
  return (
    <footer className="site-footer">
      <nav aria-label={t('footer.links')} className="site-footer__links">
        <Link to={withPartner(paths.termsOfUse.getHref(), partner)}>{t('footer.terms')}</Link>
        <Link to={withPartner(paths.privacyPolicy.getHref(), partner)}>{t('footer.privacy')}</Link>
        <Link to={paths.customerSite.getHref()}>{t('footer.about')}</Link>
        {session.token ? <Link to={paths.myData.getHref()}>{t('myData.link')}</Link> : null}
        {session.token ? <Link to={paths.user.consent.getHref()}>{t('consent.link')}</Link> : null}
        {appStore ? (
          <a href={appStoreLink(appStore, session)} target="_blank" rel="noopener">
            {t('footer.getApp')}
          </a>
        ) : null}
      </nav>
      {brand?.show_terms ? <p className="site-footer__tcs">{t('footer.tcsApply')}</p> : null}
      {inUserArea ? (
        <Suspense fallback={null}>
          <LanguageSelector userId={userId} />
        </Suspense>
      ) : null}
      <p className="muted">
        {t('footer.copyright', { year: new Date().getFullYear(), name: brand?.display_name ?? '' })}
      </p>
    </footer>
  );
};
