import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Link,
  Navigate,
  NavLink,
  Outlet,
  useLocation,
  useNavigate,
  useOutletContext,
} from 'react-router-dom';
import type { PartnerAccount } from '@marketplace/contracts';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PageSpinner } from '@/components/ui/page-spinner';
import { ApiError } from '@/lib/api-client';
import { IdleDialog } from '@/features/idle/idle-dialog';
import {
  clearPartnerSession,
  getPartnerAccount,
  getPartnerSession,
  partnerLogout,
  setPartnerUnauthorizedHandler,
  usePartnerSession,
} from '@/features/partner';
import { paths } from '../../paths';
import { usePartnerBrand } from './brand';

/** Where 'Exit' of a masquerade returns the admin. */
const MERCHANT_MANAGEMENT = '/admin/merchant-management';

/** The signed-in partner's account, for the portal's pages. */
export const usePartnerAccount = () => useOutletContext<PartnerAccount>();

/** The partner's Settings and Logout, a disclosure menu usable by keyboard. */
const AccountMenu = ({ name, onLogout }: { name: string; onLogout: () => void }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent | KeyboardEvent) => {
      if (
        e instanceof KeyboardEvent ? e.key === 'Escape' : !ref.current?.contains(e.target as Node)
      )
        setOpen(false);
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', close);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', close);
    };
  }, [open]);
  return (
    <div className="account-menu" ref={ref}>
      <Button
        variant="link"
        aria-haspopup="true"
        aria-expanded={open}
        aria-controls="partner-account-menu"
        onClick={() => setOpen((o) => !o)}
      >
        {name}
      </Button>
      {open ? (
        <ul id="partner-account-menu" className="account-menu__list">
          <li>
            <Link to={paths.partner.settings.getHref()} onClick={() => setOpen(false)}>
              {t('partner.menu.settings')}
            </Link>
          </li>
          <li>
            <Button variant="link" onClick={onLogout}>
              {t('partner.menu.logout')}
            </Button>
          </li>
        </ul>
      ) : null}
    </div>
  );
};

interface NavItem {
  to: string;
  label: string;
  end?: boolean;
}

/**
 * The portal's navigation on a phone: four tabs always one tap away (Home, Customers, Share,
 * Earnings) and More, which opens the other pages above the bar. Hidden on a desktop, where the
 * side menu shows every page.
 */
const TabBar = ({ tabs, more }: { tabs: NavItem[]; more: NavItem[] }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const close = (e: KeyboardEvent) => e.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', close);
    return () => document.removeEventListener('keydown', close);
  }, [open]);
  return (
    <nav aria-label={t('partner.tabs.label')} className="partner-tabs">
      {open ? (
        <ul id="partner-more" className="partner-more">
          {more.map((item) => (
            <li key={item.to}>
              <NavLink to={item.to}>{item.label}</NavLink>
            </li>
          ))}
        </ul>
      ) : null}
      {tabs.map((item) => (
        <NavLink key={item.to} to={item.to} end={item.end}>
          {item.label}
        </NavLink>
      ))}
      <button
        type="button"
        aria-expanded={open}
        aria-controls="partner-more"
        onClick={() => setOpen((o) => !o)}
      >
        {t('partner.tabs.more')}
      </button>
    </nav>
  );
};

/**
 * The partner portal (/partner/…): the guard checks the token with get-revenue and, on any
 * failure, clears it and goes to /partner/login; the header with the partner's
 * brand and menu; the 'Masquerade Mode' banner; the partner's (shorter) inactivity limit.
 */
export const PartnerLayout = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token, masquerade } = usePartnerSession();
  const [account, setAccount] = useState<PartnerAccount | null>(null);
  const [unreachable, setUnreachable] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const brand = usePartnerBrand(account?.partnerName);

  useEffect(() => {
    setPartnerUnauthorizedHandler(
      () => void navigate(paths.partner.login.getHref(), { replace: true }),
    );
  }, [navigate]);

  useEffect(() => {
    if (!token) return;
    let live = true;
    setUnreachable(false);
    getPartnerAccount().then(
      (a) => live && setAccount(a),
      (error: unknown) => {
        if (!live) return;
        // The server could not be reached (or the page is leaving): the token was not refused.
        if (!(error instanceof ApiError)) return setUnreachable(true);
        // A refused token check removes the stored token (a 401 already did) and goes to sign
        // in, unless another sign-in has replaced the token meanwhile.
        if (getPartnerSession().token !== token) return;
        clearPartnerSession();
        void navigate(paths.partner.login.getHref(), { replace: true });
      },
    );
    return () => {
      live = false;
    };
  }, [token, navigate, attempt]);

  if (!token) return <Navigate to={paths.partner.login.getHref()} replace />;
  if (!account && unreachable)
    return (
      <Card as="main" role="alert">
        <p>{t('serverErrors.network')}</p>
        <Button onClick={() => setAttempt((n) => n + 1)}>{t('partner.retry')}</Button>
      </Card>
    );
  if (!account) return <PageSpinner />;

  const signOut = async () => {
    const wasMasquerade = masquerade;
    await partnerLogout();
    if (wasMasquerade) window.location.assign(MERCHANT_MANAGEMENT);
    else void navigate(paths.partner.login.getHref(), { replace: true });
  };
  const title = brand?.display_name ?? account.partnerName;
  const p = paths.partner;
  const item = (to: string, label: string, end = false): NavItem => ({ to, label, end });
  // Payouts and the integration are the partner's business: a merchant's login does not see them.
  const ownerOnly = (x: NavItem) => (account.merchantId ? [] : [x]);
  const pages: NavItem[] = [
    item(p.root.getHref(), t('partner.nav.home'), true),
    item(p.reports.getHref(), t('partner.nav.customers')),
    item(p.referral.getHref(), t('partner.nav.referral')),
    ...ownerOnly(item(p.payouts.getHref(), t('partner.nav.payouts'))),
    item(p.funnel.getHref(), t('partner.nav.funnel')),
    item(p.offering.getHref(), t('partner.nav.offering')),
    item(p.marketing.getHref(), t('partner.nav.marketing')),
    item(p.training.getHref(), t('partner.nav.training')),
    item(p.faqs.getHref(), t('partner.nav.faqs')),
    item(p.communication.getHref(), t('partner.nav.help')),
    ...ownerOnly(item(p.integration.getHref(), t('partner.nav.integration'))),
  ];
  const tabs: NavItem[] = [
    item(p.root.getHref(), t('partner.tabs.home'), true),
    item(p.reports.getHref(), t('partner.tabs.customers')),
    item(p.referral.getHref(), t('partner.tabs.share')),
    ...ownerOnly(item(p.payouts.getHref(), t('partner.tabs.earnings'))),
  ];

  return (
    <div className="partner-portal">
      {masquerade ? (
        <div className="masquerade-banner" role="status">
          <strong>{t('partner.masquerade.banner')}</strong>
          <span>{t('partner.masquerade.actingAs', { name: title })}</span>
          <Button variant="plain" small onClick={() => void signOut()}>
            {t('partner.masquerade.exit')}
          </Button>
        </div>
      ) : null}
      <header className="site-header partner-header">
        {/* The partner's name shows once: on the account menu; the logo (or its first letter). */}
        <Link
          to={paths.partner.root.getHref()}
          className="site-header__logo"
          aria-label={t('partner.nav.home')}
        >
          {brand?.logo ? (
            <img src={brand.logo} alt="" height={36} />
          ) : (
            <span className="monogram" aria-hidden="true">
              {title.slice(0, 1).toUpperCase()}
            </span>
          )}
        </Link>
        <AccountMenu name={title} onLogout={() => void signOut()} />
      </header>
      <div className="partner-body">
        <nav aria-label={t('partner.menu.label')} className="partner-nav">
          {pages.map((item) => (
            <NavLink key={item.to} to={item.to} end={item.end}>
              {item.label}
            </NavLink>
          ))}
        </nav>
        <div className="page">
          <Outlet context={account} />
        </div>
      </div>
      <TabBar tabs={tabs} more={pages.filter((p) => !tabs.some((tab) => tab.to === p.to))} />
      <IdleDialog audience="partner" onTimeout={partnerLogout} />
    </div>
  );
};
