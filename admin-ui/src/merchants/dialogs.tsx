import { useEffect, useState } from 'react';
import { MenuItem, Stack, TextField, Typography } from '@mui/material';
import {
  useDataProvider,
  useGetList,
  useNotify,
  useRefresh,
  useTranslate,
  type Identifier,
  type RaRecord,
} from 'react-admin';
import { FormDialog } from '../common/dialogs';
import { errorMessage } from '../common/errors';
import type { AdminDataProvider } from '../dataProvider';
import { openPortalAs } from './masquerade';

/** A masquerade's reason: 3 to 200 characters (the server's MASQUERADE_REASON_REQUIRED). */
const REASON = { min: 3, max: 200 };

type Values = Record<string, string>;

/** Text fields bound to one values object; each with its label key and input attributes. */
const Fields = ({
  fields,
  values,
  onChange,
}: {
  fields: { source: string; label?: string; required?: boolean; type?: string; helper?: string }[];
  values: Values;
  onChange: (values: Values) => void;
}) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2}>
      {fields.map(({ source, label, required, type, helper }, index) => (
        <TextField
          key={source}
          autoFocus={index === 0}
          required={required}
          type={type}
          label={translate(label ?? `app.merchants.fields.${source}`)}
          helperText={helper ? translate(helper) : undefined}
          value={values[source] ?? ''}
          onChange={(event) => onChange({ ...values, [source]: event.target.value })}
        />
      ))}
    </Stack>
  );
};

/** The saved values: trimmed, empty ones sent as null (cleared). */
const cleaned = (values: Values) =>
  Object.fromEntries(
    Object.entries(values).map(([key, value]) => [key, value.trim() === '' ? null : value.trim()]),
  );

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

/** A new portal login of the partner, for the whole partner or one of its merchants. */
export const LoginDialog = ({
  partnerId,
  open,
  onClose,
}: {
  partnerId: Identifier;
  open: boolean;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [values, setValues] = useState<Values>({});
  const [merchantId, setMerchantId] = useState('');
  const { data: merchants = [] } = useGetList(
    'merchants',
    {
      filter: { partner_id: partnerId, status: 1 },
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
    },
    { enabled: open },
  );
  useEffect(() => {
    if (open) {
      setValues({});
      setMerchantId('');
    }
  }, [open]);
  const save = async () => {
    try {
      await dataProvider.create('partner-users', {
        data: {
          partner_id: partnerId,
          merchant_id: merchantId ? Number(merchantId) : null,
          name: values.name?.trim(),
          email: values.email?.trim(),
          password: values.password,
        },
      });
      notify('app.merchants.login_saved', { type: 'success' });
      refresh();
      onClose();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <FormDialog
      open={open}
      title="app.merchants.add_login"
      canSave={
        !!values.name?.trim() && !!values.email?.trim() && (values.password ?? '').length >= 8
      }
      onClose={onClose}
      onSave={save}
    >
      <Stack spacing={2}>
        <Fields
          fields={[
            { source: 'name', required: true },
            { source: 'email', required: true, type: 'email' },
            {
              source: 'password',
              required: true,
              type: 'password',
              helper: 'app.merchants.password_help',
            },
          ]}
          values={values}
          onChange={setValues}
        />
        <TextField
          select
          label={translate('app.merchants.fields.merchant_id')}
          value={merchantId}
          onChange={(event) => setMerchantId(event.target.value)}
        >
          <MenuItem value="">{translate('app.merchants.whole_partner')}</MenuItem>
          {merchants.map((m) => (
            <MenuItem key={m.id} value={String(m.id)}>
              {m.name} ({m.code})
            </MenuItem>
          ))}
        </TextField>
      </Stack>
    </FormDialog>
  );
};

/** A new password chosen by the admin; the login's earlier sessions end. */
export const ResetPasswordDialog = ({
  login,
  onClose,
}: {
  login: RaRecord | null;
  onClose: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [password, setPassword] = useState('');
  useEffect(() => setPassword(''), [login]);
  const save = async () => {
    if (!login) return;
    try {
      await dataProvider.resetPartnerPassword(login.id, password);
      notify('app.merchants.password_reset', { type: 'success' });
      onClose();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <FormDialog
      open={!!login}
      title={translate('app.merchants.reset_title', { name: login?.name ?? '' })}
      canSave={password.length >= 8}
      onClose={onClose}
      onSave={save}
    >
      <Typography variant="body2" sx={{ mb: 2 }}>
        {login?.email}
      </Typography>
      <Fields
        fields={[
          {
            source: 'password',
            required: true,
            type: 'password',
            helper: 'app.merchants.password_help',
          },
        ]}
        values={{ password }}
        onChange={(v) => setPassword(v.password)}
      />
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
