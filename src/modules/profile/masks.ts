/**
 * Masks of the PAN and birth date the apps show. A masked PAN still matches
 * the PAN patterns (which allow `*` in the 5th to 9th places), so a form may send it back
 * unchanged and the stored PAN is kept.
 */
export function maskPan(pan: string | null): string {
  if (!pan) return '';
  return `${pan.slice(0, 4)}*****${pan.slice(-1)}`;
}

/** `******3210`: the last four digits, enough to recognise a customer, not to call them. */
export const maskMobile = (phone: string | null | undefined) =>
  phone ? `******${phone.slice(-4)}` : '';

/** SQL of maskMobile for the mobile column `column` (NULL stays NULL). */
export const maskedMobileSql = (column: string) => `'******' || right(${column}, 4)`;

/** '1994-05-12' → '**\/**\/1994': the year alone, in the DD/MM/YYYY form the consumer types. */
export function maskBirthDate(iso: string | null): string {
  if (!iso) return '';
  return `**/**/${iso.slice(0, 4)}`;
}
