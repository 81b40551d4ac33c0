import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ConsentStateView } from '@marketplace/contracts';
import { useStepUp } from '@/components/step-up/step-up';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Dialog } from '@/components/ui/dialog';
import { errorText } from '@/lib/errors';
import { formatDate } from '@/lib/format';
import { showToast } from '@/lib/toast';
import { requestErasure } from '../api/consent';

/** Asking for erasure: the one step that withdraws `matching` (and every other purpose). */
export const Erasure = ({ state, onAsked }: { state: ConsentStateView; onAsked: () => void }) => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const stepUp = useStepUp();

  const ask = async () => {
    setBusy(true);
    try {
      setOpen(false);
      if (!(await stepUp.run(() => requestErasure()))) return;
      showToast('success', t('consent.erasureAsked'));
      onAsked();
    } catch (err) {
      showToast('error', errorText(t, err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Card as="section" heading={t('consent.erasureTitle')}>
      {state.erasureRequestedAt ? (
        <p role="status">
          {t('consent.erasureRequested', { date: formatDate(state.erasureRequestedAt) })}
        </p>
      ) : (
        <>
          <p>{t('consent.erasureText')}</p>
          <p>
            <Link to="/my-data">{t('consent.downloadFirst')}</Link>
          </p>
          <Button variant="secondary" onClick={() => setOpen(true)}>
            {t('consent.erasureButton')}
          </Button>
          <Dialog
            open={open}
            title={t('consent.erasureConfirmTitle')}
            onClose={() => setOpen(false)}
            closeLabel={t('common.close')}
          >
            <p>{t('consent.erasureConfirmText')}</p>
            <div className="form__row">
              <Button variant="secondary" onClick={() => setOpen(false)}>
                {t('common.cancel')}
              </Button>
              <Button busy={busy} onClick={() => void ask()}>
                {t('consent.erasureConfirm')}
              </Button>
            </div>
          </Dialog>
          {stepUp.dialog}
        </>
      )}
    </Card>
  );
};
