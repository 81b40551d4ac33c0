import { useEffect, useRef, useState } from 'react';
import type { UiConfig } from '@marketplace/contracts';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { uiConfig } from '@/lib/ui-config';

const ACTIVITY = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll'] as const;

/**
 * Inactivity: after the idle limit a 'Stay Logged In!' dialog counts down
 * each second; at zero the consumer is logged out and the page reloads; 'Stay Logged In'
 * reloads the page.
 */
export const IdleDialog = ({
  onTimeout,
  audience = 'consumer',
}: {
  onTimeout: () => Promise<void>;
  audience?: 'consumer' | 'partner';
}) => {
  const { t } = useTranslation();
  const [config, setConfig] = useState<Pick<
    UiConfig,
    'idleSeconds' | 'idleCountdownSeconds'
  > | null>(null);
  const [left, setLeft] = useState<number | null>(null);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => {
    uiConfig().then(
      (c) =>
        setConfig(
          audience === 'partner'
            ? {
                idleSeconds: c.partnerIdleSeconds,
                idleCountdownSeconds: c.partnerIdleCountdownSeconds,
              }
            : c,
        ),
      (error: unknown) => console.error('ui-config', error),
    );
  }, [audience]);

  // Counting idle time; any activity restarts it while the dialog is closed.
  useEffect(() => {
    if (!config || left !== null) return;
    const restart = () => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(
        () => setLeft(config.idleCountdownSeconds),
        config.idleSeconds * 1000,
      );
    };
    restart();
    ACTIVITY.forEach((e) => window.addEventListener(e, restart, { passive: true }));
    return () => {
      window.clearTimeout(timer.current);
      ACTIVITY.forEach((e) => window.removeEventListener(e, restart));
    };
  }, [config, left]);

  useEffect(() => {
    if (left === null) return;
    if (left <= 0) {
      void onTimeout().finally(() => window.location.reload());
      return;
    }
    const tick = window.setTimeout(() => setLeft((n) => (n === null ? n : n - 1)), 1000);
    return () => window.clearTimeout(tick);
  }, [left, onTimeout]);

  return (
    <Dialog open={left !== null} title={t('idle.title')}>
      <p>{t('idle.message', { count: Math.max(left ?? 0, 0) })}</p>
      <Button block onClick={() => window.location.reload()}>
        {t('idle.stay')}
      </Button>
    </Dialog>
  );
};
