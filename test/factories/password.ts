import bcrypt from 'bcryptjs';

/** The password of every admin and partner login the factories make. */
export const TEST_PASSWORD = 'Test@12345';

// Cost 4 (bcrypt's minimum) keeps tests fast; production hashes use 10.
export const TEST_PASSWORD_HASH = bcrypt.hashSync(TEST_PASSWORD, 4);
