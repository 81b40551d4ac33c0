import type { Application } from './application.entity';

/** The columns of a product's answers on its application (its form's, beside identity). */
export const ANSWER_KEYS = [
  'employmentStatusCode',
  'employerName',
  'officepincode',
  'monthlyIncome',
  'salaryMode',
  'ifsc',
  'monthlyRent',
  'educationalLevel',
  'emi',
  'preferNetBanking',
  'businessRegistrationType',
  'businessAccount',
  'businessCurrentTurnover',
  'businessYears',
  'creditScoreClass',
  'desiredAmount',
  'tenureMonths',
] as const satisfies (keyof Application)[];
export type Answers = Pick<Application, (typeof ANSWER_KEYS)[number]>;

/** The answers of an application, to start a new application of the same product from. */
export function answersOf(app: Application | null): Partial<Answers> {
  if (!app) return {};
  return Object.fromEntries(ANSWER_KEYS.map((k) => [k, app[k]]));
}
