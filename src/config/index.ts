import { adminUiConfig } from './admin-ui.config';
import { appConfig } from './app.config';
import { approvalsConfig } from './approvals.config';
import { authConfig } from './auth.config';
import { consumerUiConfig } from './consumer-ui.config';
import { crmConfig } from './crm.config';
import { csrConfig } from './csr.config';
import { databaseConfig } from './database.config';
import { lendersConfig } from './lenders.config';
import { metricsConfig } from './metrics.config';
import { partnersConfig } from './partners.config';
import { redisConfig } from './redis.config';
import { sessionConfig } from './session.config';
import { smsConfig } from './sms.config';
import { storageConfig } from './storage.config';
import { uploadsConfig } from './uploads.config';

export {
  adminUiConfig,
  appConfig,
  approvalsConfig,
  authConfig,
  consumerUiConfig,
  crmConfig,
  csrConfig,
  databaseConfig,
  lendersConfig,
  metricsConfig,
  partnersConfig,
  redisConfig,
  sessionConfig,
  smsConfig,
  storageConfig,
  uploadsConfig,
};
export const allConfigs = [
  appConfig,
  databaseConfig,
  redisConfig,
  metricsConfig,
  authConfig,
  smsConfig,
  storageConfig,
  adminUiConfig,
  uploadsConfig,
  crmConfig,
  consumerUiConfig,
  sessionConfig,
  partnersConfig,
  lendersConfig,
  approvalsConfig,
  csrConfig,
];
