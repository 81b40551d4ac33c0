import { describe, expect, it } from 'vitest';
import { adminPasswordProblem } from './password-policy';

const EMAIL = 'asha.rao@lender.in';

describe('adminPasswordProblem', () => {
  it('accepts a long password that is neither common nor the e-mail', () => {
    expect(adminPasswordProblem('brass kettle monsoon 42', EMAIL)).toBeNull();
  });

  it('needs 12 characters, counting letters rather than bytes', () => {
    expect(adminPasswordProblem('Kx9#mQ2$vL7', EMAIL)).toBe('PASSWORD_TOO_SHORT');
    expect(adminPasswordProblem('पासवर्डपासवर्डपा', EMAIL)).toBeNull();
  });

  it('refuses more than bcrypt reads (72 bytes)', () => {
    expect(adminPasswordProblem('x'.repeat(73), EMAIL)).toBe('PASSWORD_TOO_LONG');
  });

  it('refuses the e-mail and its name part, in any case or dressed with digits', () => {
    expect(adminPasswordProblem('Asha.Rao@Lender.in', EMAIL)).toBe('PASSWORD_IS_EMAIL');
    expect(adminPasswordProblem('asha.rao2024!!', EMAIL)).toBe('PASSWORD_IS_EMAIL');
  });

  it('refuses common passwords, also with digits and symbols around them', () => {
    expect(adminPasswordProblem('qwertyuiop123', EMAIL)).toBe('PASSWORD_TOO_COMMON');
    expect(adminPasswordProblem('Password@2024!', EMAIL)).toBe('PASSWORD_TOO_COMMON');
    expect(adminPasswordProblem('123456789012', EMAIL)).toBe('PASSWORD_TOO_COMMON');
  });
});
