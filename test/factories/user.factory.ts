import type { DataSource } from 'typeorm';
import { User } from '../../src/modules/users/user.entity';
import { recordSecret } from '../utils/secrets';
import { uniquePhoneNumber } from './sequence';

/**
 * An unsaved consumer with a complete identity, 30 years old (the salaried answers, ₹45,000 a
 * month, score class 700, ₹2,00,000, are the application's: `createApplication`). Completion
 * flags stay 0 unless overridden.
 */
export function makeUser(overrides: Partial<User> = {}): User {
  const birth = new Date();
  birth.setFullYear(birth.getFullYear() - 30);
  recordSecret('birth date', birth.toISOString().slice(0, 10));
  return Object.assign(new User(), {
    phoneCode: '91',
    phoneNumber: uniquePhoneNumber(),
    firstName: 'Asha',
    lastName: 'Verma',
    email: null,
    birthDate: birth.toISOString().slice(0, 10),
    tin: 'ABCPV1234F',
    postalCode: '560034',
    gender: 'female',
    residenceType: 'rented',
    ...overrides,
  });
}

export function createUser(ds: DataSource, overrides: Partial<User> = {}) {
  return ds.getRepository(User).save(makeUser(overrides));
}
