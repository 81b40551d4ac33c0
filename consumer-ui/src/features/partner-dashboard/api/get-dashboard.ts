import type { FunnelGroup, FunnelGroupRow, PartnerDashboard } from '@marketplace/contracts';
import { api, type CallAuth } from '@/lib/api-client';

/** GET /api/partner/dashboard?from=&to=: whole India days, both included. */
export const getDashboard = (auth: CallAuth, from: string, to: string) =>
  api<{ data: PartnerDashboard }>(
    'GET',
    `/partner/dashboard?from=${encodeURIComponent(from)}&to=${encodeURIComponent(to)}`,
    undefined,
    { auth },
  ).then((r) => r.data);

/** GET /api/partner/funnel?from=&to=&group=: the period's applications by group, by stage. */
export const getFunnel = (auth: CallAuth, from: string, to: string, group: FunnelGroup) =>
  api<{ data: FunnelGroupRow[] }>(
    'GET',
    `/partner/funnel?${new URLSearchParams({ from, to, group })}`,
    undefined,
    { auth },
  );
