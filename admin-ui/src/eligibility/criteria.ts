/** A lender's eligibility criteria as GET /api/admin/eligibility answers them, and their edits. */

export const NUMBERS = [
  'min_age',
  'max_age',
  'min_income',
  'max_income',
  'min_loan_amount',
  'loan_amount_upto',
] as const;
export const FLAGS = ['salaried', 'self_employed', 'business'] as const;
export const CLASSES = ['ticket_class', 'credit_score_class'] as const;
export type Criterion =
  (typeof NUMBERS)[number] | (typeof FLAGS)[number] | (typeof CLASSES)[number];
export type Row = { id: number; name: string; priority: number } & Record<
  Criterion,
  number | string | null
>;
export interface Option {
  value: string;
  label: string;
}
export interface Grid {
  lenders: Row[];
  ticketClass: Option[];
  creditScoreClass: Option[];
  employmentStatus: Option[];
}

/** The changed cells of a row, as the API takes them (numbers, '' → null). */
export function changes(row: Row, saved: Row): Partial<Record<Criterion, number | string | null>> {
  const out: Partial<Record<Criterion, number | string | null>> = {};
  for (const key of [...NUMBERS, ...FLAGS, ...CLASSES]) {
    if (row[key] === saved[key]) continue;
    const value = row[key];
    out[key] =
      value === '' || value === null
        ? null
        : (NUMBERS as readonly string[]).includes(key)
          ? Number(value)
          : value;
  }
  return out;
}
