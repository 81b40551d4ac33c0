/**
 * A partner's tax identity: its PAN (TDS is deducted against it) and GSTIN (GST is charged on its
 * commission when it has one). Checked where a partner or merchant gives them and where a payout
 * is taxed.
 */

const PAN = /^[A-Z]{3}[ABCFGHLJPT][A-Z][0-9]{4}[A-Z]$/;
const GSTIN = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
const BASE36 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** A PAN of the Income-tax Department's form (the 4th letter is the holder's kind). */
export const isValidPan = (pan: string | null | undefined): pan is string =>
  typeof pan === 'string' && PAN.test(pan);

/**
 * The GSTIN's 15th character: its check digit (the GSTN's mod-36 scheme: each of the first 14
 * characters' base-36 value times 1 or 2 alternately, each product's base-36 digits summed).
 */
export function gstinCheckDigit(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = BASE36.indexOf(first14[i]) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return BASE36[(36 - (sum % 36)) % 36];
}

/** A GSTIN of the right form whose check digit is right and whose PAN part is a PAN. */
export function isValidGstin(gstin: string | null | undefined): gstin is string {
  if (typeof gstin !== 'string' || !GSTIN.test(gstin)) return false;
  if (!isValidPan(gstin.slice(2, 12))) return false;
  return gstinCheckDigit(gstin.slice(0, 14)) === gstin[14];
}
