import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';

interface Props {
  open: boolean;
  busy: boolean;
  onContinue: (registered: boolean) => void;
  onClose: () => void;
}

/** Business Loans: 'Do you have a business registration certificate?' YES (default) or NO. */
export const BusinessRegistrationDialog = ({ open, busy, onContinue, onClose }: Props) => {
  const { t } = useTranslation();
  const [registered, setRegistered] = useState(true);
  return (
    <Dialog
      open={open}
      title={t('products.businessQuestion')}
      onClose={onClose}
      closeLabel={t('common.close')}
    >
      <fieldset className="choice-group">
        <legend className="visually-hidden">{t('products.businessQuestion')}</legend>
        <label className="choice">
          <input
            type="radio"
            name="registered"
            checked={registered}
            onChange={() => setRegistered(true)}
          />
          {t('common.yes')}
        </label>
        <label className="choice">
          <input
            type="radio"
            name="registered"
            checked={!registered}
            onChange={() => setRegistered(false)}
          />
          {t('common.no')}
        </label>
      </fieldset>
      <Button block disabled={busy} onClick={() => onContinue(registered)}>
        {t('common.continue')}
      </Button>
    </Dialog>
  );
};
