import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { Card } from '@/components/ui/card';
import { MerchantForm } from '@/features/merchant-signup';
import { paths } from '../paths';
import { usePartnerBrand } from './partner/brand';

/**
 * /create-merchant-form and /create-merchant-form/{partner_name}: a business applies to become
 * a merchant, of the partner whose link it came by (shown, in its brand) when there is one.
 */
export const MerchantSignupRoute = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { partnerName } = useParams();
  const name = partnerName?.toLowerCase();
  const brand = usePartnerBrand(name);
  // An unknown name answers the default brand: the form then comes unreferred.
  const referrer = name && brand?.name === name ? (brand.display_name ?? brand.name) : null;
  return (
    <Card as="main" className="merchant-signup">
      <h1>{t('partner.signup.title')}</h1>
      <p>{t('partner.signup.intro')}</p>
      {referrer ? (
        <p className="muted">{t('partner.signup.referredBy', { name: referrer })}</p>
      ) : null}
      <MerchantForm
        partnerName={referrer ? name : undefined}
        onApplied={(reference) =>
          void navigate(paths.merchantSignup.success.getHref(), { state: { reference } })
        }
      />
    </Card>
  );
};

/** /create-merchant-form/success: the application's reference and what happens next. */
export const MerchantSignupSuccessRoute = () => {
  const { t } = useTranslation();
  const reference = (useLocation().state as { reference?: string } | null)?.reference;
  return (
    <Card as="main" className="merchant-signup">
      <h1>{t('partner.signup.successTitle')}</h1>
      {reference ? (
        <p role="status">{t('partner.signup.successReference', { reference })}</p>
      ) : null}
      <p>{t('partner.signup.successNext')}</p>
      <Link to={paths.partner.login.getHref()}>{t('partner.signup.toLogin')}</Link>
    </Card>
  );
};
