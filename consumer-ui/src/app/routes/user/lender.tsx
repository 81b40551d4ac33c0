import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { LenderPage } from '@/features/offers';
import { useJourney } from '@/lib/journey';
import { useSession } from '@/lib/session';
import { paths } from '../../paths';

/**
 * Every lender page (/user/cashe, /user/money-view, …, /user/indiagold) and
 * /user/lenders-transaction/{lender}: one page driven by the lender's data, the offer taken
 * from the application's offers list (gold and housing ones from their comparison page's).
 */
export const LenderRoute = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const params = useParams();
  const { appId, productType } = useSession();
  const { startUp } = useJourney();
  const urlKey = params.lender ?? pathname.split('/')[2];
  const group = productType === 'GL' || productType === 'HL' ? productType : null;
  const groupAppId = appId ?? startUp?.appId ?? null;
  const back =
    productType === 'GL'
      ? paths.user.goldOffers
      : productType === 'HL'
        ? paths.user.housingOffers
        : productType === 'BL'
          ? paths.user.businessOffers
          : paths.user.offers;
  return (
    <main className="narrow">
      <LenderPage
        key={urlKey}
        urlKey={urlKey}
        appId={group ? groupAppId : appId}
        onBack={() => void navigate(back.getHref())}
        backLabel={t('lender.back')}
        lenderOtpHref={paths.user.indialendsOtp.getHref}
      />
    </main>
  );
};
