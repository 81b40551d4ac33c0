import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { api, jsonRequest } from '../api/http';
import { adminPath } from '../auth/pages';
import { startSession, type LoginResponse } from '../authProvider';
import { errorMessage } from '../common/errors';
import { when } from '../common/tables';
import { SignInCard } from './SignInCard';

/** The secret of an invitation link (`/admin/login#invitation=…`), or null. */
export function invitationSecret(): string | null {
  return /^#invitation=([\w-]+)$/.exec(window.location.hash)?.[1] ?? null;
}

/** Signs in with the answer and opens the dashboard afresh (the secret leaves the address bar). */
function enter(body: LoginResponse, email: string) {
  startSession(body, email);
  window.location.replace(adminPath('/dashboard'));
}

/** A new password typed twice; `onSubmit` runs when both agree. */
const ChoosePassword = ({
  submitLabel,
  onSubmit,
}: {
  submitLabel: string;
  onSubmit: (password: string) => Promise<void>;
}) => {
  const translate = useTranslate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [busy, setBusy] = useState(false);
  const differ = repeat !== '' && repeat !== password;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (differ || !password) return;
    setBusy(true);
    try {
      await onSubmit(password);
    } finally {
      setBusy(false);
    }
  };
  return (
    <form onSubmit={submit}>
      <Stack spacing={2}>
        <TextField
          autoFocus
          required
          type="password"
          autoComplete="new-password"
          label={translate('app.login.new_password')}
          helperText={translate('app.login.password_rules')}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
        <TextField
          required
          type="password"
          autoComplete="new-password"
          label={translate('app.login.confirm_password')}
          error={differ}
          helperText={differ ? translate('app.login.passwords_differ') : ' '}
          value={repeat}
          onChange={(event) => setRepeat(event.target.value)}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          disabled={busy || differ || !password || !repeat}
        >
          {translate(submitLabel)}
        </Button>
      </Stack>
    </form>
  );
};

/** After PASSWORD_CHANGE_REQUIRED: the admin's own password replaces the temporary one. */
export const NewPasswordForm = ({
  email,
  password,
  onCancel,
}: {
  email: string;
  password: string;
  onCancel: () => void;
}) => {
  const translate = useTranslate();
  const notify = useNotify();
  const save = async (newPassword: string) => {
    try {
      const body = await api<LoginResponse>(
        '/admin/login/new-password',
        jsonRequest('POST', { email, password, new_password: newPassword }),
      );
      enter(body, email);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  return (
    <SignInCard title={translate('app.login.change_title')}>
      <Typography sx={{ mb: 2 }}>{translate('app.login.change_help')}</Typography>
      <ChoosePassword submitLabel="app.login.change_submit" onSubmit={save} />
      <Button fullWidth sx={{ mt: 1 }} onClick={onCancel}>
        {translate('app.login.back_to_sign_in')}
      </Button>
    </SignInCard>
  );
};

interface Invitation {
  name: string;
  email: string;
  expires_at: string;
}

/** An invitation link: who it is for, then their first password, then the dashboard. */
export const InvitationForm = ({ secret, onCancel }: { secret: string; onCancel: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [invitation, setInvitation] = useState<Invitation | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    api<Invitation>('/admin/invitation', jsonRequest('POST', { invitation: secret })).then(
      setInvitation,
      (error) => setFailure(errorMessage(error)),
    );
  }, [secret]);
  const accept = async (password: string) => {
    try {
      const body = await api<LoginResponse>(
        '/admin/invitation/accept',
        jsonRequest('POST', { invitation: secret, password }),
      );
      enter(body, invitation!.email);
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
    }
  };
  const back = () => {
    window.history.replaceState(null, '', window.location.pathname);
    onCancel();
  };
  return (
    <SignInCard
      title={
        invitation
          ? translate('app.login.invitation_title', { name: invitation.name })
          : translate('app.login.title')
      }
    >
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : invitation ? (
        <>
          <Typography sx={{ mb: 2 }}>
            {translate('app.login.invitation_help', {
              email: invitation.email,
              until: when(invitation.expires_at),
            })}
          </Typography>
          <ChoosePassword submitLabel="app.login.invitation_submit" onSubmit={accept} />
        </>
      ) : (
        <Typography role="status">{translate('app.login.invitation_checking')}</Typography>
      )}
      <Button fullWidth sx={{ mt: 1 }} onClick={back}>
        {translate('app.login.back_to_sign_in')}
      </Button>
    </SignInCard>
  );
};
