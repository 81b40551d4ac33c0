import { registerAs } from '@nestjs/config';
import { env } from './env';

/** The CRM that 'Need help' requests are forwarded to, form-encoded. */
export const crmConfig = registerAs('crm', () => {
  const e = env();
  return {
    formUrl: e.CRM_FORM_URL,
    orgId: e.CRM_ORG_ID ?? '',
  };
});
export type CrmConfig = ReturnType<typeof crmConfig>;
