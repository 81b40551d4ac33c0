import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router-dom';
import { useStepUp } from '@/components/step-up/step-up';
import { BusyAction } from '@/components/ui/busy-action';
import { Card } from '@/components/ui/card';
import { consumerAuth } from '@/lib/api-client';
import { deployment } from '@/lib/deployment';
import { downloadFile } from '@/lib/download';
import { errorText } from '@/lib/errors';
import { signInPath } from '@/lib/routing';
import { useSession } from '@/lib/session';

/** /my-data: the signed-in consumer downloads everything held about them (JSON). */
export const MyDataRoute = () => {
  const { t } = useTranslation();
  const { token } = useSession();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const stepUp = useStepUp();
  if (!token) return <Navigate to={signInPath(deployment())} replace />;

  const download = async () => {
    setBusy(true);
    setError(null);
    try {
      // consumerAuth() is read per call: a retry after the step-up carries the fresh token.
      await stepUp.run(() => downloadFile(consumerAuth(), '/privacy/my-data', 'my-data.json'));
    } catch (err) {
      setError(errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <main className="narrow">
      <Card as="section">
        <h1>{t('myData.title')}</h1>
        <p>{t('myData.intro')}</p>
        <ul className="terms">
          <li>{t('myData.account')}</li>
          <li>{t('myData.applications')}</li>
          <li>{t('myData.handOffs')}</li>
          <li>{t('myData.requests')}</li>
        </ul>
        <BusyAction
          label={t('myData.download')}
          busy={busy}
          error={error}
          onClick={() => void download()}
        />
      </Card>
      {stepUp.dialog}
    </main>
  );
};
