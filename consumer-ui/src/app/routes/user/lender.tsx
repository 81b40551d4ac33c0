import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { groupOffer, LenderPage } from '@/features/offers';
import { useJourney } from '@/lib/journey';
import { useSession } from '@/lib/session';
import { paths } from '../../paths';

/**
 * Every lender page (/user/cashe, /user/money-view, …, /user/indiagold) and
 * /user/lenders-transaction/{lender}: one page driven by the lender's data. Personal and
 * business loans take the offer from the offers list; gold and housing loans from their
 * product's lender group.
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
  const loadGroupOffer = useCallback(async () => {
    if (!group || !groupAppId) return null;
    const offer = await groupOffer(group, groupAppId);
    return offer.url_key === urlKey ? offer : null;
  }, [group, groupAppId, urlKey]);
  const back = group
    ? paths.products
    : productType === 'BL'
      ? paths.user.businessOffers
      : paths.user.offers;
  return (
    <main className="narrow">
      <LenderPage
        key={urlKey}
        urlKey={urlKey}
        appId={group ? groupAppId : appId}
        loadOffer={group ? loadGroupOffer : undefined}
        onBack={() => void navigate(back.getHref())}
        backLabel={group ? t('lender.backProducts') : t('lender.back')}
        lenderOtpHref={paths.user.indialendsOtp.getHref}
      />
    </main>
  );
};
