import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { OffersList, type Offer } from '@/features/offers';
import { getSession, updateSession, useSession } from '@/lib/session';
import { paths } from '../../paths';

const OffersPage = ({ business }: { business: boolean }) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { appId } = useSession();
  const choose = (offer: Offer) =>
    void navigate(
      offer.page
        ? paths.user.lender.getHref(offer.page)
        : paths.user.lendersTransaction.getHref(offer.url_key),
    );
  const edit = () => {
    updateSession({ editMode: { ...(getSession().editMode ?? {}), general: true } });
    void navigate(business ? paths.user.businessDetail.getHref() : paths.user.userDetail.getHref());
  };
  return (
    <main>
      <h1>{t(business ? 'offers.titleBusiness' : 'offers.title')}</h1>
      <OffersList appId={appId} onChoose={choose} onEdit={edit} />
    </main>
  );
};

export const OffersRoute = () => <OffersPage business={false} />;
export const BusinessOffersRoute = () => <OffersPage business />;
