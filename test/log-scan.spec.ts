import { describe, expect, it } from 'vitest';
import { findSecrets } from './utils/log-scan';

const line = (msg: string) =>
  JSON.stringify({ level: 50, time: 1763900000000, pid: 424242, msg, reqId: 'abc' });

/** The scan that ends every run (test/global-setup.ts) finds what it must, and only that. */
describe('log scan', () => {
  it('finds a planted PAN, birth date, OTP or password', () => {
    const log = [
      line('Request completed'),
      line('Query failed: parameters ["ABCPV1234F"]'),
      line('params 01/01/1996'),
      line('otp 424242 sent'),
      line('login with Test@12345'),
    ].join('\n');
    const found = findSecrets(log, [
      { kind: 'birth date', value: '01/01/1996' },
      { kind: 'OTP', value: '424242' },
    ]);
    expect(found.map((f) => f.split(':')[0])).toEqual(['PAN', 'birth date', 'OTP', 'password']);
    expect(found.join('\n')).not.toContain('ABCPV1234F');
  });

  it('passes clean lines: masked PANs, pino numbers, longer numbers or ids holding an OTP', () => {
    const log = [
      line('mask ABCP*****F'),
      line('Request completed'),
      line('id 14242420 and 9424242'),
      // A request id whose last group holds the six digits (the CI run that found this).
      line('req d1cc2ac9-953e-403d-bebf-424242ff223a'),
    ].join('\n');
    expect(findSecrets(log, [{ kind: 'OTP', value: '424242' }])).toEqual([]);
  });
});
