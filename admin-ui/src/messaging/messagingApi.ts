import type { DataProvider, GetListParams, RaRecord } from 'react-admin';
import type { SmsTemplateView } from '@marketplace/contracts';
import { api, jsonRequest } from '../api/http';

/** A campaign as GET /api/admin/sms-campaigns lists it, with its counts. */
export interface CampaignView {
  id: number;
  template: { id: number; name: string } | null;
  status: 'running' | 'waiting' | 'completed' | 'cancelled';
  createdAt: string;
  recipients: number;
  pending: number;
  sent: number;
  failed: number;
  skipped: number;
}

/** One line of a campaign's delivery report. */
export interface RecipientView {
  id: string;
  mobile: string | null;
  status: string;
  reason: string | null;
  sentAt: string | null;
}

/** A template's sample values (campaign-wide ones and the consumer's first name). */
export interface SmsValues {
  values: Record<string, string>;
  firstName?: string;
}

/**
 * Messaging's resources answer in a `{ data }` envelope and list everything at once (every
 * template, the latest campaigns) instead of a page with a Content-Range: their CRUD calls read
 * the envelope so that the screens use the same dataProvider hooks as every other resource.
 */
const ENVELOPED = new Set(['sms-templates', 'sms-campaigns']);

export function withMessaging(provider: DataProvider): DataProvider {
  const path = (resource: string, id?: RaRecord['id']) =>
    id === undefined ? `/admin/${resource}` : `/admin/${resource}/${id}`;
  return {
    ...provider,
    getList: <R extends RaRecord>(resource: string, params: GetListParams) =>
      ENVELOPED.has(resource)
        ? api<{ data: R[] }>(path(resource)).then(({ data }) => ({ data, total: data.length }))
        : provider.getList<R>(resource, params),
    getOne: (resource, params) =>
      ENVELOPED.has(resource) ? api(path(resource, params.id)) : provider.getOne(resource, params),
    create: (resource, params) =>
      ENVELOPED.has(resource)
        ? api(path(resource), jsonRequest('POST', params.data))
        : provider.create(resource, params),
    update: (resource, params) =>
      ENVELOPED.has(resource)
        ? api(path(resource, params.id), jsonRequest('PUT', params.data))
        : provider.update(resource, params),
  };
}

/** Messaging's calls that are not CRUD: preview, test, resume and the delivery report. */
export const messagingMethods = {
  previewSmsTemplate: (id: SmsTemplateView['id'], values: SmsValues) =>
    api<{ data: { en: string; hi: string } }>(
      `/admin/sms-templates/${id}/preview`,
      jsonRequest('POST', values),
    ).then((answer) => answer.data),
  testSmsTemplate: (
    id: SmsTemplateView['id'],
    test: SmsValues & { mobile: string; language: 'en' | 'hi' },
  ) => api(`/admin/sms-templates/${id}/test`, jsonRequest('POST', test)),
  resumeCampaign: (id: CampaignView['id']) =>
    api(`/admin/sms-campaigns/${id}/resume`, { method: 'POST' }),
  campaignRecipients: (id: CampaignView['id']) =>
    api<{ data: RecipientView[] }>(`/admin/sms-campaigns/${id}/recipients`).then(
      (answer) => answer.data,
    ),
};
