import type { SentForApprovalAnswer } from '@marketplace/contracts';
import { api, jsonRequest } from '../api/http';

/** GET/PUT /api/admin/lenders/{id}/integration: never a secret, except a new webhook secret once. */
export interface IntegrationSettings {
  lender_id: number;
  api_url: string | null;
  api_key_set: boolean;
  webhook_secret_set: boolean;
  webhook_url: string;
  timeout_ms: number;
  webhook_secret?: string;
}

export interface IntegrationHealth {
  submissions: {
    today: number;
    accepted: number;
    failed: number;
    retrying: number;
    queued: number;
    medianMs: number | null;
    p95Ms: number | null;
  };
  webhooks: { received: number; refused: number };
  breaker: { open: boolean; open_until: string | null; consecutive_failures: number };
  last_error: string | null;
  last_error_at: string | null;
}

export interface IntegrationChange {
  api_url?: string | null;
  api_key?: string;
  timeout_ms?: number;
  rotate_webhook_secret?: boolean;
}

const path = (lenderId: number) => `/admin/lenders/${lenderId}/integration`;

export const getIntegration = (lenderId: number) => api<IntegrationSettings>(path(lenderId));

export const saveIntegration = (lenderId: number, change: IntegrationChange) =>
  api<IntegrationSettings | SentForApprovalAnswer>(path(lenderId), jsonRequest('PUT', change));

export const getIntegrationHealth = (lenderId: number) =>
  api<IntegrationHealth>(`${path(lenderId)}/health`);
