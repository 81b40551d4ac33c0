import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SmsConfig } from '../../config/sms.config';
import { Msg91SmsSender } from './msg91-sms.sender';
import { SmsDeliveryError } from './sms-sender';

// The request shape and the error answers are covered end to end in
// test/auth-otp-production.e2e-spec.ts; this covers the time-out without waiting seconds.
describe('Msg91SmsSender time-out', () => {
  let server: Server;
  let url: string;
  beforeAll(async () => {
    server = createServer(() => undefined); // accepts the request and never answers
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives up on a gateway that does not answer, as unavailable', async () => {
    const config: SmsConfig = {
      provider: 'msg91',
      gatewayUrl: url,
      apiKey: 'key',
      senderId: 'CRDMKT',
      templateId: 'tpl',
    };
    const error = await new Msg91SmsSender(config, 50)
      .sendOtp('9876543210', '123456')
      .catch((e) => e);
    expect(error).toBeInstanceOf(SmsDeliveryError);
    expect(error.kind).toBe('unavailable');
    expect(error.message).not.toContain('123456');
  });
});
