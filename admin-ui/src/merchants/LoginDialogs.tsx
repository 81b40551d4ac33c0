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
import { Fields, type Values } from './DialogFields';

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
