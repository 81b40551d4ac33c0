import {
  Alert,
  Button,
  CssBaseline,
  IconButton,
  InputAdornment,
  Stack,
  TextField,
} from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { useState, type FormEvent } from 'react';
import { QUEUES_PATH } from '../auth/pages';
import { authProvider } from '../authProvider';
import { i18nProvider } from '../i18n/i18nProvider';
import { SignInCard } from '../layout/SignInCard';
import { theme } from '../layout/theme';
import { handOverTemporary } from './handoff';

const muiTheme = createTheme(theme);
const t = i18nProvider.translate;
const EMAIL = /^\S+@\S+\.\S+$/;

/**
 * /admin/login drawn without react-admin, so that a cold load on a slow phone has a form to type
 * into before the back office's shell has arrived: the same card, fields, texts and theme as the
 * full LoginPage, and the same authProvider. The forced password change lives in the full app:
 * `onFullApp` opens it, with the credentials handed over.
 */
export const QuickSignIn = ({ onFullApp }: { onFullApp: () => void }) => {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [shown, setShown] = useState(false);
  const [checked, setChecked] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const emailError = !email
    ? t('ra.validation.required')
    : EMAIL.test(email)
      ? null
      : t('ra.validation.email');
  const passwordError = password ? null : t('ra.validation.required');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setChecked(true);
    if (emailError || passwordError) return;
    setBusy(true);
    setError(null);
    try {
      const callback = new URLSearchParams(window.location.search).get('callback');
      const { redirectTo } = await authProvider.login({ email, password, callback });
      // Bull Board sends signed-out browsers here: it needs its cookie before it can open.
      if (redirectTo.startsWith(QUEUES_PATH)) {
        const { dataProvider } = await import('../dataProvider');
        await dataProvider.openQueueSession().catch(() => undefined);
      }
      window.location.assign(redirectTo);
    } catch (failure) {
      setBusy(false);
      if ((failure as { body?: { code?: string } }).body?.code === 'PASSWORD_CHANGE_REQUIRED') {
        handOverTemporary({ email, password });
        onFullApp();
        return;
      }
      setError(failure instanceof Error ? failure.message : t('app.common.error'));
    }
  };

  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline />
      <SignInCard title={t('app.login.title')}>
        <form onSubmit={submit} noValidate>
          <Stack spacing={1}>
            <TextField
              autoFocus
              required
              fullWidth
              name="email"
              type="email"
              autoComplete="username"
              label={t('app.login.email')}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
              error={checked && !!emailError}
              helperText={checked && emailError ? emailError : ' '}
            />
            <TextField
              required
              fullWidth
              name="password"
              type={shown ? 'text' : 'password'}
              autoComplete="current-password"
              label={t('ra.auth.password')}
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={checked && !!passwordError}
              helperText={checked && passwordError ? passwordError : ' '}
              slotProps={{
                input: {
                  endAdornment: (
                    <InputAdornment position="end">
                      <IconButton
                        aria-label={t(
                          shown
                            ? 'ra.input.password.toggle_visible'
                            : 'ra.input.password.toggle_hidden',
                        )}
                        onClick={() => setShown(!shown)}
                      >
                        {shown ? <Visibility /> : <VisibilityOff />}
                      </IconButton>
                    </InputAdornment>
                  ),
                },
              }}
            />
            {error ? <Alert severity="error">{error}</Alert> : null}
            <Button type="submit" variant="contained" size="large" fullWidth disabled={busy}>
              {t('ra.auth.sign_in')}
            </Button>
          </Stack>
        </form>
      </SignInCard>
    </ThemeProvider>
  );
};
