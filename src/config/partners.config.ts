import { registerAs } from '@nestjs/config';
import { env } from './env';

/**
 * The partners' money and integration settings: the tax rates of payout statements (see
 * PartnerPayoutsService) and the lead API's per-key rate limit (see PartnerApiKeyGuard).
 */
export const partnersConfig = registerAs('partners', () => {
  const e = env();
  return {
    tdsPercent: e.PARTNER_TDS_PERCENT,
    gstPercent: e.PARTNER_GST_PERCENT,
    platformGstState: e.PLATFORM_GST_STATE,
    leadsPerMinute: e.PARTNER_API_RATE_LIMIT_PER_MINUTE,
  };
});
export type PartnersConfig = ReturnType<typeof partnersConfig>;
