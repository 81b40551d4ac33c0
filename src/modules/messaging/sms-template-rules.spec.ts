import { describe, expect, it } from 'vitest';
import {
  checkOptOut,
  checkTemplateVariables,
  renderSms,
  urlInDomains,
  variableTexts,
} from './sms-template-rules';

const code = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return (e as { code?: string }).code;
  }
  return null;
};

describe('SMS template rules', () => {
  const variables = [
    { name: 'first_name', type: 'first_name' as const },
    { name: 'amount', type: 'amount' as const },
    { name: 'until', type: 'date' as const },
  ];

  it('needs one {#var#} per variable in both languages, names unique', () => {
    const en = 'Hi {#var#}, your offer of {#var#} is valid till {#var#}.';
    const hi = '{#var#} जी, {#var#} का ऑफ़र {#var#} तक मान्य है।';
    expect(code(() => checkTemplateVariables(en, hi, variables))).toBeNull();
    expect(code(() => checkTemplateVariables(en, 'नमस्ते {#var#}', variables))).toBe(
      'SMS_VARIABLES_MISMATCH',
    );
    expect(
      code(() =>
        checkTemplateVariables('{#var#} {#var#}', '{#var#} {#var#}', [variables[0], variables[0]]),
      ),
    ).toBe('SMS_VARIABLE_INVALID');
  });

  it('writes each variable by its type, the consumer’s own name included', () => {
    expect(variableTexts(variables, { amount: '250000', until: '2026-12-31' }, 'Asha')).toEqual([
      'Asha',
      '₹2,50,000',
      '31/12/2026',
    ]);
    expect(variableTexts(variables, { amount: '5', until: '2026-01-02' }, null)[0]).toBe(
      'Customer',
    );
    for (const values of [
      { amount: '2.5', until: '2026-12-31' },
      { amount: '250000', until: '2026-02-30' },
      { amount: '250000' },
    ])
      expect(code(() => variableTexts(variables, values, 'Asha'))).toBe('SMS_VALUE_INVALID');
    expect(
      code(() => variableTexts([{ name: 'link', type: 'url' }], { link: 'http://x.in' }, null)),
    ).toBe('SMS_VALUE_INVALID');
    expect(
      code(() => variableTexts([{ name: 'note', type: 'text' }], { note: 'x'.repeat(31) }, null)),
    ).toBe('SMS_VALUE_INVALID');
  });

  it('fills the text in order', () => {
    expect(renderSms('Hi {#var#}, pay {#var#}.', ['Asha', '₹500'])).toBe('Hi Asha, pay ₹500.');
    expect(renderSms('No variables', [])).toBe('No variables');
  });

  it('takes a link only into the whitelisted domains', () => {
    const domains = ['cred.in', 'lenders.example.com'];
    expect(urlInDomains('https://cred.in/o/1', domains)).toBe(true);
    expect(urlInDomains('https://app.cred.in/o/1', domains)).toBe(true);
    expect(urlInDomains('https://lenders.example.com/x', domains)).toBe(true);
    expect(urlInDomains('https://notcred.in/o/1', domains)).toBe(false);
    expect(urlInDomains('https://cred.in.evil.com/', domains)).toBe(false);
    expect(urlInDomains('not a url', domains)).toBe(false);
    // None configured (the default): no link at all.
    expect(
      code(() =>
        variableTexts([{ name: 'link', type: 'url' }], { link: 'https://cred.in/o' }, null),
      ),
    ).toBe('SMS_VALUE_INVALID');
  });

  it('wants the STOP opt-out in both texts of a promotional template', () => {
    expect(code(() => checkOptOut('promotional', 'Offer. Reply STOP', 'ऑफ़र।'))).toBe(
      'SMS_OPT_OUT_MISSING',
    );
    expect(code(() => checkOptOut('promotional', 'Offer. Reply STOPPED', 'ऑफ़र STOP'))).toBe(
      'SMS_OPT_OUT_MISSING',
    );
    expect(() => checkOptOut('promotional', 'Offer. Reply STOP', 'ऑफ़र। STOP भेजें')).not.toThrow();
    expect(() => checkOptOut('service', 'Your application', 'आपका आवेदन')).not.toThrow();
  });
});
