import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LenderOtpStep } from '@/features/lender-otp';
import { PATTERNS } from '@/lib/validation';
import { paths } from '../paths';

/**
 * /user/indialends-otp?ref=… (after the hand-off) and the public /indialends-otp?ref=… (from the
 * lender's text, signed in or not): IndiaLends confirms the application with its own OTP.
 */
export const LenderOtpRoute = () => {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const ref = params.get('ref') ?? '';
  const inUserArea = pathname.startsWith(paths.user.root.path);
  return (
    <main className="narrow">
      <Card as="section">
        <h1>{t('indialends.title')}</h1>
        {PATTERNS.uuid.test(ref) ? (
          <LenderOtpStep transactionId={ref} />
        ) : (
          <p className="notice notice--error" role="alert">
            {t('lenderOtp.noReference')}
          </p>
        )}
        <Link
          className={buttonClass({ variant: 'secondary', block: true })}
          to={inUserArea ? paths.user.offers.getHref() : paths.home.getHref()}
        >
          {inUserArea ? t('lender.back') : t('lenderOtp.home')}
        </Link>
      </Card>
    </main>
  );
};
