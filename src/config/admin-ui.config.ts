import { registerAs } from '@nestjs/config';
import { env } from './env';

/** What the admin UI reads at run time (GET /api/admin/ui-config): its inactivity limits. */
export const adminUiConfig = registerAs('adminUi', () => {
  const e = env();
  return {
    idleSeconds: e.ADMIN_IDLE_SECONDS,
    idleCountdownSeconds: e.ADMIN_IDLE_COUNTDOWN_SECONDS,
  };
});
export type AdminUiConfig = ReturnType<typeof adminUiConfig>;
