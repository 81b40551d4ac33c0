import { useEffect, useState } from 'react';
import { TextField } from '@mui/material';
import {
  useDataProvider,
  useNotify,
  useRefresh,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { FormDialog } from '../common/dialogs';
import { errorMessage } from '../common/errors';
import type { AdminDataProvider } from '../dataProvider';
import { cleaned, Fields, type Values } from './DialogFields';
import { openPortalAs } from './masquerade';

/** A masquerade's reason: 3 to 200 characters (the server's MASQUERADE_REASON_REQUIRED). */
const REASON = { min: 3, max: 200 };

/** 'Act as partner': asks why (audited), then opens the portal as the partner or merchant. */
export const ActAsDialog = ({
  target,
  onClose,
}: {
  target: { partnerId: Identifier; merchantId?: Identifier; name: string } | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [reason, setReason] = useState('');
  useEffect(() => setReason(''), [target]);
  const length = reason.trim().length;
  const start = async () => {
    if (!target) return;
    try {
      openPortalAs(
        await dataProvider.startMasquerade(target.partnerId, reason.trim(), target.merchantId),
      );
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <FormDialog
      open={!!target}
      title={translate('app.merchants.act_as_title', { name: target?.name ?? '' })}
      canSave={length >= REASON.min && length <= REASON.max}
      saveLabel="app.merchants.act_as"
      onClose={onClose}
      onSave={start}
    >
      <TextField
        autoFocus
        fullWidth
        multiline
        minRows={2}
        label={translate('app.merchants.reason')}
        helperText={translate('app.merchants.reason_help')}
        value={reason}
        slotProps={{ htmlInput: { maxLength: REASON.max } }}
        onChange={(event) => setReason(event.target.value)}
      />
    </FormDialog>
  );
};

const MERCHANT_FIELDS = [
  { source: 'name', required: true },
  { source: 'code', required: true, helper: 'app.merchants.code_help' },
  { source: 'contact_name' },
  { source: 'contact_phone', type: 'tel' },
  { source: 'contact_email', type: 'email' },
  { source: 'city' },
  { source: 'state' },
  { source: 'pincode' },
];

/** Adds a merchant to a partner, or edits one. */
export const MerchantDialog = ({
  partnerId,
  merchant,
  onClose,
}: {
  partnerId: Identifier;
  /** `{}` for a new merchant, null when closed. */
  merchant: Partial<RaRecord> | null;
  onClose: () => void;
}) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [values, setValues] = useState<Values>({});
  useEffect(() => {
    if (merchant)
      setValues(
        Object.fromEntries(MERCHANT_FIELDS.map(({ source }) => [source, merchant[source] ?? ''])),
      );
  }, [merchant]);
  const save = async () => {
    try {
      if (merchant?.id)
        await dataProvider.update('merchants', {
          id: merchant.id,
          data: cleaned(values),
          previousData: merchant as RaRecord,
        });
      else
        await dataProvider.create('merchants', {
          data: { ...cleaned(values), partner_id: partnerId },
        });
      notify('app.merchants.merchant_saved', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <FormDialog
      open={!!merchant}
      title={merchant?.id ? 'app.merchants.edit_merchant' : 'app.merchants.add_merchant'}
      canSave={!!values.name?.trim() && !!values.code?.trim()}
      onClose={onClose}
      onSave={save}
    >
      <Fields fields={MERCHANT_FIELDS} values={values} onChange={setValues} />
    </FormDialog>
  );
};

/** A new partner: its brand key (in links, never reused) and display name. */
export const NewPartnerDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [values, setValues] = useState<Values>({});
  useEffect(() => {
    if (open) setValues({});
  }, [open]);
  const save = async () => {
    try {
      await dataProvider.create('partners', {
        data: {
          name: values.name?.trim().toLowerCase(),
          ...cleaned({ display_name: values.display_name ?? '' }),
        },
      });
      notify('app.merchants.partner_created', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <FormDialog
      open={open}
      title="app.merchants.new_partner"
      canSave={!!values.name?.trim()}
      onClose={onClose}
      onSave={save}
    >
      <Fields
        fields={[
          {
            source: 'name',
            label: 'app.merchants.fields.brand_key',
            required: true,
            helper: 'app.merchants.brand_key_help',
          },
          { source: 'display_name' },
        ]}
        values={values}
        onChange={setValues}
      />
    </FormDialog>
  );
};
