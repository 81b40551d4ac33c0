import { Logger } from '@nestjs/common';
import { describe, expect, it, vi } from 'vitest';
import { LogSmsSender } from './log-sms.sender';
import { OutboxSmsSender, SmsOutbox } from './outbox-sms.sender';

describe('LogSmsSender', () => {
  it('prints the code in development', async () => {
    const log = vi.spyOn(Logger.prototype, 'log').mockImplementation(() => undefined);
    await new LogSmsSender(false).sendOtp('9876543210', '424242');
    expect(log).toHaveBeenCalledWith(expect.stringContaining('424242'));
    log.mockRestore();
  });

  it('refuses to exist in production, where codes must never reach the logs', () => {
    expect(() => new LogSmsSender(true)).toThrow(/not in production/);
  });
});

describe('SmsOutbox', () => {
  it('keeps the newest texts per number first', async () => {
    const outbox = new SmsOutbox();
    const sender = new OutboxSmsSender(outbox);
    await sender.sendOtp('9876543210', '111111');
    await sender.sendOtp('9876543210', '222222');
    await sender.sendOtp('9123456789', '333333');
    expect(outbox.list('9876543210').map((m) => m.otp)).toEqual(['222222', '111111']);
    expect(outbox.list('9000000000')).toEqual([]);
  });

  it('stays bounded', async () => {
    const outbox = new SmsOutbox();
    const sender = new OutboxSmsSender(outbox);
    for (let i = 0; i < 30; i++) await sender.sendOtp('9876543210', String(i).padStart(6, '0'));
    expect(outbox.list('9876543210')).toHaveLength(20);
    expect(outbox.list('9876543210')[0].otp).toBe('000029');
  });
});
