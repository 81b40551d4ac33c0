import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { paths } from '../paths';

/** The solar hostname's own landing page at the root (consumer spec §1). */
export const SolarLanding = () => {
  const { t } = useTranslation();
  return (
    <main className="solar-landing">
      <section className="card">
        <h1>{t('solar.title')}</h1>
        <p>{t('solar.intro')}</p>
        <ul className="login-points">
          <li>{t('solar.point1')}</li>
          <li>{t('solar.point2')}</li>
          <li>{t('solar.point3')}</li>
        </ul>
        <Link className="btn btn--primary btn--block" to={paths.login.getHref()}>
          {t('solar.cta')}
        </Link>
      </section>
    </main>
  );
};
