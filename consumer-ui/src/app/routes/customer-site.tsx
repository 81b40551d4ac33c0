import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import {
  type LendingPartner,
  type MatchingMethod,
  PRODUCT_CODES,
  RBI_COMPLAINT_URL,
} from '@marketplace/contracts';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { WelcomeVideo } from '@/components/ui/welcome-video';
import { getLendingPartners, getMatchingMethod } from '@/features/public-site/api/public-site';
import { appStoreLink } from '@/lib/app-links';
import { useDeployment } from '@/lib/deployment';
import { errorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { signInPath } from '@/lib/routing';
import { useSession } from '@/lib/session';
import { useAnsweredUiConfig } from '@/lib/ui-config';
import { paths } from '../paths';

/**
 * /customer-site: the marketplace's public home for visitors: its products, how offers are
 * matched and ranked (the rule every offers list carries), every lending partner, where to take
 * a grievance, and the app links.
 */
export const CustomerSiteRoute = () => {
  const { t } = useTranslation();
  const session = useSession();
  const [partners, setPartners] = useState<LendingPartner[] | null>(null);
  const [method, setMethod] = useState<MatchingMethod | null>(null);
  const [error, setError] = useState<string | null>(null);
  const config = useAnsweredUiConfig();
  const signIn = signInPath(useDeployment());
  const officer = config?.grievanceOfficer ?? null;
  const appStore = config?.appLinks.appStore ?? null;
  const video = config?.appLinks.welcomeVideo ?? null;

  useEffect(() => {
    const failed = (err: unknown) => setError(errorText(t, err));
    getLendingPartners().then((res) => setPartners(res.data), failed);
    getMatchingMethod().then(setMethod, failed);
  }, [t]);

  return (
    <main className="customer-site">
      <Card as="section">
        <h1>{t('site.title')}</h1>
        <p>{t('site.intro')}</p>
        <Link className={buttonClass({ block: true })} to={signIn}>
          {t('site.start')}
        </Link>
      </Card>

      {error ? (
        <p className="notice notice--error" role="alert">
          {error}
        </p>
      ) : null}

      <Card as="section" aria-labelledby="site-products">
        <h2 id="site-products">{t('site.products')}</h2>
        <ul className="site-list">
          {PRODUCT_CODES.map((code) => (
            <li key={code}>
              <strong>{t(`products.names.${code}`)}</strong>
              <span className="muted">{t(`products.blurbs.${code}`)}</span>
            </li>
          ))}
        </ul>
      </Card>

      <Card as="section" aria-labelledby="site-matching">
        <h2 id="site-matching">{t('site.matching')}</h2>
        <p>{t('site.matchingSummary')}</p>
        {method ? (
          <>
            <p className="muted">
              {t('site.matchingVersion', {
                version: method.version,
                date: formatDate(method.effectiveFrom),
              })}
            </p>
            <details>
              <summary>{t('site.matchingRule')}</summary>
              <p lang="en">{method.rankingRule}</p>
              <p lang="en">{method.emiRule}</p>
              <h3>{t('site.matchingHistory')}</h3>
              <ul className="site-list">
                {method.history.map((v) => (
                  <li key={v.version}>
                    {t('site.matchingVersion', {
                      version: v.version,
                      date: formatDate(v.effectiveFrom),
                    })}
                    <span lang="en">{v.change}</span>
                  </li>
                ))}
              </ul>
            </details>
          </>
        ) : null}
      </Card>

      <Card as="section" aria-labelledby="site-partners">
        <h2 id="site-partners">{t('site.partners')}</h2>
        <p>{t('site.partnersIntro')}</p>
        {partners ? (
          <ul className="site-list site-list--columns">
            {partners.map((p) => (
              <li key={p.name}>{p.name}</li>
            ))}
          </ul>
        ) : (
          <p role="status">{t('common.loading')}</p>
        )}
      </Card>

      <Card as="section" aria-labelledby="site-grievance">
        <h2 id="site-grievance">{t('site.grievance')}</h2>
        {officer ? (
          <>
            <p>{t('site.grievanceOfficer', { name: officer.name })}</p>
            <ul className="site-list">
              {officer.email ? (
                <li>
                  <a href={`mailto:${officer.email}`}>{officer.email}</a>
                </li>
              ) : null}
              {officer.phone ? (
                <li>
                  <a href={`tel:${officer.phone.replace(/\s/g, '')}`}>{officer.phone}</a>
                </li>
              ) : null}
            </ul>
          </>
        ) : (
          <p>{t('site.grievanceHelp')}</p>
        )}
        <Link
          className={buttonClass({ variant: 'secondary', block: true })}
          to={paths.grievance.getHref()}
        >
          {t('grievance.link')}
        </Link>
        <p>
          {t('site.grievanceRbi')}{' '}
          <a href={RBI_COMPLAINT_URL} target="_blank" rel="noopener noreferrer">
            {t('site.rbiPortal')}
          </a>
        </p>
      </Card>

      {appStore || video ? (
        <Card as="section" aria-labelledby="site-app">
          <h2 id="site-app">{t('site.app')}</h2>
          {video ? <WelcomeVideo src={video} /> : null}
          {appStore ? (
            <a
              className={buttonClass({ variant: 'secondary', block: true })}
              href={appStoreLink(appStore, session)}
              target="_blank"
              rel="noopener"
            >
              {t('footer.getApp')}
            </a>
          ) : null}
        </Card>
      ) : null}
    </main>
  );
};
