import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { LenderPage } from '@/features/offers';
import { useSession } from '@/lib/session';
import { paths } from '../../paths';

/**
 * Every lender page (/user/cashe, /user/money-view, …, /user/indiagold) and
 * /user/lenders-transaction/{lender}: one page driven by the lender's data.
 */
export const LenderRoute = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const params = useParams();
  const { appId, productType } = useSession();
  const urlKey = params.lender ?? pathname.split('/')[2];
  const business = productType === 'BL';
  const back = business ? paths.user.businessOffers : paths.user.offers;
  return (
    <main className="narrow">
      <LenderPage
        key={urlKey}
        urlKey={urlKey}
        appId={appId}
        onBack={() => void navigate(back.getHref())}
        backLabel={t('lender.back')}
      />
    </main>
  );
};
