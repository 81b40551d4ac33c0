import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { useSession } from '@/lib/session';
import { paths } from '../../paths';

/** /user/earlysalary/declined: the lender turned the application down. */
export const EarlySalaryDeclinedRoute = () => {
  const { t } = useTranslation();
  return (
    <main className="narrow">
      <Card as="section">
        <h1>{t('declined.title', { name: 'EarlySalary' })}</h1>
        <p>{t('declined.text')}</p>
        <Link className={buttonClass({ block: true })} to={paths.user.offers.getHref()}>
          {t('declined.otherOffers')}
        </Link>
      </Card>
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
      <Card as="section">
        <h1>{t('lenderSubmit.title')}</h1>
        <p>{t('lenderSubmit.text')}</p>
        <Link className={buttonClass({ block: true })} to={target}>
          {t('lenderSubmit.continue')}
        </Link>
      </Card>
    </main>
  );
};
