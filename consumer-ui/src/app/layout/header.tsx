import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { logout } from '@/features/auth/logout';
import { useBrand } from '@/features/brand/brand-provider';
import { isSignedIn, useSession } from '@/lib/session';
import { paths } from '../paths';

const HelpDialog = lazy(async () => ({
  default: (await import('@/features/help/help-dialog')).HelpDialog,
}));

/** The partner's logo, the co-brand ('In Partnership With'), 'Need help' and logout. */
export const Header = () => {
  const { t } = useTranslation();
  const { brand } = useBrand();
  const session = useSession();
  const [helpOpen, setHelpOpen] = useState(false);
  const logoName = brand?.logo
    ? (brand.display_name ?? brand.name)
    : (brand?.display_name ?? t('header.brandFallback'));

  const signOut = async () => {
    await logout();
    window.location.assign(paths.home.getHref());
  };

  return (
    <header className="site-header">
      <div className="site-header__brand">
        {/* Named after what it shows, the logo's or the brand's name, for speech input. */}
        <Link
          to={paths.home.getHref()}
          className="site-header__logo"
          aria-label={t('header.homeOf', { name: logoName })}
        >
          {brand?.logo ? (
            <img src={brand.logo} alt={logoName} height={36} />
          ) : (
            <span>{logoName}</span>
          )}
        </Link>
        {brand?.co_brand_logo ? (
          <div className="co-brand">
            <span>{t('header.inPartnershipWith')}</span>
            <img src={brand.co_brand_logo} alt={brand.display_name ?? brand.name} height={28} />
          </div>
        ) : null}
      </div>
      <nav className="site-header__actions" aria-label={t('header.actions')}>
        <Button variant="link" onClick={() => setHelpOpen(true)}>
          {t('header.needHelp')}
        </Button>
        {isSignedIn(session) ? (
          <Button variant="secondary" small onClick={() => void signOut()}>
            {t('header.logout')}
          </Button>
        ) : null}
      </nav>
      {helpOpen ? (
        <Suspense fallback={null}>
          <HelpDialog open={helpOpen} onClose={() => setHelpOpen(false)} />
        </Suspense>
      ) : null}
    </header>
  );
};
