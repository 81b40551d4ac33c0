import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { OffersList, type Offer } from '@/features/offers';
import { getSession, updateSession, useSession } from '@/lib/session';
import { useJourney } from '@/lib/journey';
import { paths } from '../../paths';

type Kind = 'personal' | 'business' | 'gold' | 'housing';

const TITLE = {
  personal: 'offers.title',
  business: 'offers.titleBusiness',
  gold: 'offers.titleGold',
  housing: 'offers.titleHousing',
} as const;
const DETAILS = {
  personal: paths.user.userDetail,
  business: paths.user.businessDetail,
  gold: paths.user.goldDetail,
  housing: paths.user.housingDetail,
};

const OffersPage = ({ kind }: { kind: Kind }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { appId } = useSession();
  const { startUp } = useJourney();
  const choose = (offer: Offer) =>
    void navigate(
      offer.page
        ? paths.user.lender.getHref(offer.page)
        : paths.user.lendersTransaction.getHref(offer.url_key),
    );
  const edit = () => {
    updateSession({ editMode: { ...(getSession().editMode ?? {}), general: true } });
    void navigate(DETAILS[kind].getHref());
  };
  // Gold and housing journeys may reach here before the session names the application.
  const group = kind === 'gold' || kind === 'housing';
  return (
    <main>
      <h1>{t(TITLE[kind])}</h1>
      <OffersList
        appId={group ? (appId ?? startUp?.appId ?? null) : appId}
        onChoose={choose}
        onEdit={edit}
      />
    </main>
  );
};

export const OffersRoute = () => <OffersPage kind="personal" />;
export const BusinessOffersRoute = () => <OffersPage kind="business" />;
export const GoldOffersRoute = () => <OffersPage kind="gold" />;
export const HousingOffersRoute = () => <OffersPage kind="housing" />;
