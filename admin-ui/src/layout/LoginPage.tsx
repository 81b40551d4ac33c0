import { Button } from '@mui/material';
import { useEffect, useState } from 'react';
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
import { forgetTemporary, handedOverTemporary } from '../login/handoff';
import { invitationSecret, InvitationForm, NewPasswordForm } from './PasswordForms';
import { SignInCard } from './SignInCard';

/**
 * /admin/login: e-mail and password; `callback` names the page to open after
 * signing in. An admin who is already signed in goes to the dashboard. Two more steps live here:
 * an invitation link (`#invitation=…`) sets the first password, and a temporary password is
 * replaced before the session starts.
 */
export const LoginPage = () => {
  const authProvider = useAuthProvider();
  const notify = useNotify();
  const translate = useTranslate();
  const [params] = useSearchParams();
  const [busy, setBusy] = useState(false);
  // A temporary password typed into the light sign-in page (login/QuickSignIn) arrives here.
  const [temporary, setTemporary] = useState(handedOverTemporary);
  useEffect(forgetTemporary, []);
  const [invitation, setInvitation] = useState(invitationSecret);
  if (invitation)
    return <InvitationForm secret={invitation} onCancel={() => setInvitation(null)} />;
  if (temporary) return <NewPasswordForm {...temporary} onCancel={() => setTemporary(null)} />;
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
      setBusy(false);
      if ((error as { body?: { code?: string } }).body?.code === 'PASSWORD_CHANGE_REQUIRED') {
        setTemporary({ email: String(values.email), password: String(values.password) });
        return;
      }
      notify(error instanceof Error ? error.message : 'app.common.error', { type: 'error' });
    }
  };

  return (
    <SignInCard title={translate('app.login.title')}>
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
    </SignInCard>
  );
};
