import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { deployment } from '@/lib/deployment';
import { paths } from '../paths';

// /login where the deployment has it; otherwise the login page at /solar, which keeps the
// segment as the visit's attribution.
const signInHref = () =>
  deployment().loginRoute ? paths.login.getHref() : paths.segment.getHref('solar');

/** The solar hostname's own landing page at the root (isSolarHost). */
export const SolarLanding = () => {
  const { t } = useTranslation();
  return (
    <main className="solar-landing">
      <Card as="section">
        <h1>{t('solar.title')}</h1>
        <p>{t('solar.intro')}</p>
        <ul className="login-points">
          <li>{t('solar.point1')}</li>
          <li>{t('solar.point2')}</li>
          <li>{t('solar.point3')}</li>
        </ul>
        <Link className={buttonClass({ block: true })} to={signInHref()}>
          {t('solar.cta')}
        </Link>
      </Card>
    </main>
  );
};
