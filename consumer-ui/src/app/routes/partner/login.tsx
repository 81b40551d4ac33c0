import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { PartnerLoginForm, usePartnerSession } from '@/features/partner';
import { paths } from '../../paths';
import { usePartnerBrand } from './brand';

/**
 * /partner/login and /{partner}/partner/login: the partner's sign-in, in that
 * partner's brand when the path names one. A signed-in partner goes to /partner.
 */
export const PartnerLoginRoute = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { partner } = useParams();
  const { token } = usePartnerSession();
  const name = partner?.toLowerCase();
  const brand = usePartnerBrand(name);
  if (token) return <Navigate to={paths.partner.root.getHref()} replace />;
  const title = brand?.display_name ?? brand?.name;
  return (
    <main className="partner-login">
      <header className="partner-login__brand">
        {brand?.logo ? <img src={brand.logo} alt={title ?? ''} height={40} /> : null}
        <h1>{t('partner.login.heading', { name: title ?? t('header.brandFallback') })}</h1>
      </header>
      <PartnerLoginForm
        partnerName={name}
        onSignedIn={() => void navigate(paths.partner.root.getHref(), { replace: true })}
      />
    </main>
  );
};
