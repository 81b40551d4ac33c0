import { registerAs } from '@nestjs/config';
import { env } from './env';

/** The CSR portal: how many masked values (PAN, birth date, mobile) one admin may reveal a day. */
export const csrConfig = registerAs('csr', () => ({
  revealsPerDay: env().CSR_REVEALS_PER_DAY,
}));
export type CsrConfig = ReturnType<typeof csrConfig>;
