import { Avatar, Box, Button, Card, CardContent, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useState } from 'react';
import {
  Form,
  PasswordInput,
  TextInput,
  email,
  required,
  useAuthProvider,
  useNotify,
  useTranslate,
} from 'react-admin';
import { Navigate, useSearchParams } from 'react-router-dom';
import { TOKEN_KEY } from '../api/http';
import { adminPath, QUEUES_PATH } from '../auth/pages';
import { dataProvider } from '../dataProvider';

/**
 * /admin/login (admin spec §2): e-mail and password; `callback` names the page to open after
 * signing in. An admin who is already signed in goes to the dashboard.
 */
export const LoginPage = () => {
  const authProvider = useAuthProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  if (localStorage.getItem(TOKEN_KEY)) return <Navigate to={adminPath('/dashboard')} replace />;

  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      const { redirectTo } = await authProvider!.login({
        ...values,
        callback: params.get('callback'),
      });
      // Bull Board sends signed-out browsers here: it needs its cookie before it can open.
      if (redirectTo.startsWith(QUEUES_PATH))
        await dataProvider.openQueueSession().catch(() => undefined);
      // A fresh load of the wanted page: nothing of the signed-out app carries over.
      window.location.assign(redirectTo);
    } catch (error) {
      notify(error instanceof Error ? error.message : 'app.common.error', { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        bgcolor: 'grey.100',
      }}
    >
      <Card sx={{ width: 360 }}>
        <CardContent>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 2 }}>
            <Avatar sx={{ bgcolor: 'secondary.main', mb: 1 }}>
              <LockIcon />
            </Avatar>
            <Typography component="h1" variant="h5">
              {translate('app.login.title')}
            </Typography>
          </Box>
          <Form onSubmit={submit}>
            <TextInput
              autoFocus
              source="email"
              type="email"
              label="app.login.email"
              autoComplete="username"
              validate={[required(), email()]}
            />
            <PasswordInput
              source="password"
              label="ra.auth.password"
              autoComplete="current-password"
              validate={required()}
            />
            <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
              {translate('ra.auth.sign_in')}
            </Button>
          </Form>
        </CardContent>
      </Card>
    </Box>
  );
};
