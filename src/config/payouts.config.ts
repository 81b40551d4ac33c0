import { registerAs } from '@nestjs/config';
import { env } from './env';

/** The tax rates of partner payout statements (see PartnerPayoutsService). */
export const payoutsConfig = registerAs('payouts', () => {
  const e = env();
  return { tdsPercent: e.PARTNER_TDS_PERCENT, gstPercent: e.PARTNER_GST_PERCENT };
});
export type PayoutsConfig = ReturnType<typeof payoutsConfig>;
