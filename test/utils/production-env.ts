const secret = (name: string) => `${name}-production-secret-${'x'.repeat(32)}`;

/**
 * Everything NODE_ENV=production requires besides DATABASE_URL: secrets that are not the public
 * development values, and the MSG91 gateway (on a closed port unless the test passes its own).
 */
export function productionEnv(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    NODE_ENV: 'production',
    JWT_CONSUMER_SECRET: secret('consumer'),
    JWT_ADMIN_SECRET: secret('admin'),
    JWT_PARTNER_SECRET: secret('partner'),
    OTP_HASH_SECRET: secret('otp'),
    SMS_PROVIDER: 'msg91',
    SMS_GATEWAY_URL: 'http://127.0.0.1:9/unused',
    SMS_API_KEY: 'test-authkey',
    SMS_SENDER_ID: 'CRDMKT',
    SMS_TEMPLATE_ID: 'dlt-template-1',
    ...overrides,
  };
}
