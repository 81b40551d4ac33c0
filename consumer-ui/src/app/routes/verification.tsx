import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { OtpForm } from '@/features/auth';
import { entryRedirect } from '@/lib/routing';
import { updateSession, useSession } from '@/lib/session';
import { paths } from '../paths';

/** /verification: the OTP sent to the number entered at login. */
export const VerificationRoute = () => {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const signedIn = entryRedirect(session);
  if (signedIn) return <Navigate to={signedIn} replace />;
  if (!session.pendingPhone) return <Navigate to={paths.home.getHref()} replace />;
  return (
    <main className="narrow">
      <h1 className="visually-hidden">{t('verification.title')}</h1>
      <OtpForm
        phoneNumber={session.pendingPhone}
        onVerified={() => void navigate(paths.products.getHref(), { replace: true })}
        onChangeNumber={() => {
          updateSession({ pendingPhone: null });
          void navigate(paths.home.getHref());
        }}
      />
    </main>
  );
};
