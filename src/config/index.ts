import { appConfig } from './app.config';
import { authConfig } from './auth.config';
import { crmConfig } from './crm.config';
import { databaseConfig } from './database.config';
import { redisConfig } from './redis.config';
import { smsConfig } from './sms.config';
import { storageConfig } from './storage.config';

export { appConfig, authConfig, crmConfig, databaseConfig, redisConfig, smsConfig, storageConfig };
export const allConfigs = [
  appConfig,
  databaseConfig,
  redisConfig,
  authConfig,
  smsConfig,
  storageConfig,
  crmConfig,
];
