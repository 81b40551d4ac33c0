/** The kinds of personal data a breach can touch, as the register records them and its screen offers them. */
export const BREACH_DATA_CATEGORIES = [
  'name',
  'mobile',
  'email',
  'pan',
  'birth_date',
  'income',
  'employment',
  'address',
  'documents',
  'applications',
  'other',
] as const;

export type BreachDataCategory = (typeof BREACH_DATA_CATEGORIES)[number];
