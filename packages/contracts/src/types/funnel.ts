/**
 * The marketplace's funnel, in order: each step a measure of a period, defined once for the back
 * office, partner and merchant dashboards alike (docs/back-office.md, "One definition per
 * measure"). The apps' labels and Hindi stay in their locale files.
 */
export const FUNNEL_STEPS = [
  'signIns',
  'leads',
  'profilesCompleted',
  'offersShown',
  'handedOff',
  'sanctioned',
  'disbursed',
] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];

/** A cohort starts at its lead: the steps from there on, each counting those who went past it too. */
export type CohortStep = Exclude<FunnelStep, 'signIns'>;
export const COHORT_STEPS = FUNNEL_STEPS.filter((s): s is CohortStep => s !== 'signIns');

/** `profilesCompleted` → `profiles_completed`. */
export type SnakeCase<S extends string> = S extends `${infer H}${infer T}`
  ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${SnakeCase<T>}`
  : S;

/** A step's name in the database's rows and in the back office's text keys. */
export const stepColumn = <S extends FunnelStep>(step: S) =>
  step.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`) as SnakeCase<S>;

/** The marketplace's measures of one period (India days `from` to `to`). */
export interface FunnelMeasures extends Record<FunnelStep, number> {
  from: string;
  to: string;
  disbursedAmount: number;
}

/** One India day of the dashboards' daily chart. */
export interface FunnelDay {
  date: string;
  signIns: number;
  leads: number;
  handedOff: number;
  disbursed: number;
}

/** The back office dashboard's figures of one period (India days `from` to `to`). */
export interface AdminDashboardFigures extends FunnelMeasures {
  /** Commission payouts dated in the period, in rupees. */
  revenue: number;
}

/** GET /api/admin/dashboard: the period, the one before, and the charts' series. */
export interface AdminDashboard extends AdminDashboardFigures {
  previous: AdminDashboardFigures;
  daily: FunnelDay[];
  handOffsByLender: { lender: string; handedOff: number }[];
  disbursalsByProduct: { product: string; disbursed: number; amount: number }[];
  topPartners: { partner: string; handedOff: number }[];
}

/** The partner dashboard's figures of one period: the marketplace's measures, and the partner's money. */
export interface PartnerDashboardFigures extends FunnelMeasures {
  /** The partner's money: null for a merchant's login, which sees its own customers' counts only. */
  earnings: number | null;
  /**
   * Expected on the period's disbursals that have no commission line yet (estimated from the
   * lenders' slabs); never part of `earnings`. Null as `earnings` is.
   */
  expectedEarnings: number | null;
}

/** GET /api/partner/dashboard?from=&to=: the period, the one just before, and each day. */
export interface PartnerDashboard extends PartnerDashboardFigures {
  previous: PartnerDashboardFigures;
  daily: FunnelDay[];
}

/** The custom funnel's groupings (GET /api/partner/funnel?group=). */
export const FUNNEL_GROUPS = ['day', 'week', 'product', 'lender', 'utm_campaign'] as const;
export type FunnelGroup = (typeof FUNNEL_GROUPS)[number];

/** The custom funnel's stages, in order: an application's, from its applying on. */
export const FUNNEL_GROUP_STAGES = [
  'applications',
  'offersShown',
  'handedOff',
  'sanctioned',
  'disbursed',
] as const;
export type FunnelGroupStage = (typeof FUNNEL_GROUP_STAGES)[number];

/** One group of the custom funnel: the applications applied for in it and how far they got. */
export interface FunnelGroupRow extends Record<FunnelGroupStage, number> {
  /** The day, week, product code, lender or campaign; '' where the application has none. */
  key: string;
  disbursedAmount: number;
}
