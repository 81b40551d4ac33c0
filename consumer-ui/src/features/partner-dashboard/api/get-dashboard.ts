import { api, type CallAuth } from '@/lib/api-client';

/** One period's figures (GET /api/partner/dashboard). */
export interface DashboardFigures {
  from: string;
  to: string;
  signIns: number;
  leads: number;
  profilesCompleted: number;
  offersShown: number;
  handedOff: number;
  sanctioned: number;
  disbursed: number;
  disbursedAmount: number;
  /** Null for a merchant's login: what the partner earns is not shown to its merchants. */
  earnings: number | null;
  /** Estimated on disbursals with no commission line yet; never part of `earnings`. */
  expectedEarnings: number | null;
}

export interface DashboardDay {
  date: string;
  signIns: number;
  leads: number;
  handedOff: number;
  disbursed: number;
}

export interface Dashboard extends DashboardFigures {
  previous: DashboardFigures;
  daily: DashboardDay[];
}

/** GET /api/partner/dashboard?from=&to=: whole India days, both included. */
export const getDashboard = (auth: CallAuth, from: string, to: string) =>
  api<{ data: Dashboard }>(
    'GET',
    `/partner/dashboard?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    undefined,
    { auth },
  ).then((r) => r.data);

export type FunnelGroup = 'day' | 'week' | 'product' | 'lender' | 'utm_campaign';

/** One group of the custom funnel. */
export interface FunnelGroupRow {
  key: string;
  applications: number;
  offersShown: number;
  handedOff: number;
  sanctioned: number;
  disbursed: number;
  disbursedAmount: number;
}

/** GET /api/partner/funnel?from=&to=&group=: the period's applications by group, by stage. */
export const getFunnel = (auth: CallAuth, from: string, to: string, group: FunnelGroup) =>
  api<{ data: FunnelGroupRow[] }>(
    'GET',
    `/partner/funnel?${new URLSearchParams({ from, to, group })}`,
    undefined,
    { auth },
  );
