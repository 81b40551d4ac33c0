import { useEffect, useRef, useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useLogout, useTranslate } from 'react-admin';
import { useUiConfig } from '../common/useUiConfig';

const ACTIVITY = ['mousemove', 'mousedown', 'keydown', 'scroll', 'touchstart', 'wheel'] as const;
const TICK_MS = 250;

/**
 * After the configured idle time (GET /api/admin/ui-config) a signed-in admin sees
 * 'Stay Logged In!' counting down each second; at zero the admin is signed out and the page
 * reloads; 'Stay Logged In' reloads the page. Rendered inside the layout, so only when signed in.
 */
export const IdleDialog = () => {
  const logout = useLogout();
  const translate = useTranslate();
  const config = useUiConfig();
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const warning = useRef(false);
  const lastActivity = useRef(Date.now());
  const done = useRef(false);

  useEffect(() => {
    if (!config) return;
    lastActivity.current = Date.now();
    const onActivity = () => {
      // Once the dialog shows, only its buttons end it.
      if (!warning.current) lastActivity.current = Date.now();
    };
    ACTIVITY.forEach((event) => window.addEventListener(event, onActivity, { passive: true }));
    const timer = setInterval(() => {
      const idle = (Date.now() - lastActivity.current) / 1000;
      if (idle < config.idleSeconds) return;
      warning.current = true;
      const left = Math.ceil(config.idleSeconds + config.idleCountdownSeconds - idle);
      if (left > 0) {
        setSecondsLeft(left);
        return;
      }
      if (done.current) return;
      done.current = true;
      setSecondsLeft(0);
      // Signs out and loads the login page, with this page as its callback.
      void logout();
    }, TICK_MS);
    return () => {
      clearInterval(timer);
      ACTIVITY.forEach((event) => window.removeEventListener(event, onActivity));
    };
  }, [config, logout]);

  return (
    <Dialog open={secondsLeft !== null} aria-labelledby="idle-title" aria-describedby="idle-body">
      <DialogTitle id="idle-title">{translate('app.idle.title')}</DialogTitle>
      <DialogContent id="idle-body">
        {translate('app.idle.body', { smart_count: secondsLeft ?? 0 })}
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {translate('app.idle.stay')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
