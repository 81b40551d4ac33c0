import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { OtpForm } from '@/features/auth';
import { deployment } from '@/lib/deployment';
import { entryRedirect, productsPath, signInPath } from '@/lib/routing';
import { getSession, updateSession, useSession } from '@/lib/session';

/** /verification: the OTP sent to the number entered at login. */
export const VerificationRoute = () => {
  const { t } = useTranslation();
  const session = useSession();
  const navigate = useNavigate();
  const d = deployment();
  const signedIn = entryRedirect(session, d);
  if (signedIn) return <Navigate to={signedIn} replace />;
  if (!session.pendingPhone) return <Navigate to={signInPath(d)} replace />;
  return (
    <main className="narrow">
      <h1 className="visually-hidden">{t('verification.title')}</h1>
      <OtpForm
        phoneNumber={session.pendingPhone}
        onVerified={() =>
          void navigate(entryRedirect(getSession(), d) ?? productsPath(d), { replace: true })
        }
        onChangeNumber={() => {
          updateSession({ pendingPhone: null });
          void navigate(signInPath(d));
        }}
      />
    </main>
  );
};
