import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useSession } from '@/lib/session';
import { paths } from '../../paths';

/** /user/earlysalary/declined: the lender turned the application down. */
export const EarlySalaryDeclinedRoute = () => {
  const { t } = useTranslation();
  return (
    <main className="narrow">
      <section className="card">
        <h1>{t('declined.title', { name: 'EarlySalary' })}</h1>
        <p>{t('declined.text')}</p>
        <Link className="btn btn--primary btn--block" to={paths.user.offers.getHref()}>
          {t('declined.otherOffers')}
        </Link>
      </section>
    </main>
  );
};

/** /user/lender-submit: lender-specific deployments, no header or footer. */
export const LenderSubmitRoute = () => {
  const { t } = useTranslation();
  const { lenderMarker } = useSession();
  const target = lenderMarker
    ? paths.user.lendersTransaction.getHref(lenderMarker)
    : paths.user.offers.getHref();
  return (
    <main className="narrow">
      <section className="card">
        <h1>{t('lenderSubmit.title')}</h1>
        <p>{t('lenderSubmit.text')}</p>
        <Link className="btn btn--primary btn--block" to={target}>
          {t('lenderSubmit.continue')}
        </Link>
      </section>
    </main>
  );
};
