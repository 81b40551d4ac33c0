import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider, type Identifier } from 'react-admin';
import { withApprovals } from './common/approvals';
import { httpError } from './common/errors';
import type {
  AdminGrievanceView,
  AdminUiSettings,
  CustomerDeletionView,
  ErasureCandidateView,
  MasqueradeAnswer,
  MerchantApplicationView,
  PartnerTicketView,
  PayoutStatement,
  PendingChangeView,
  SentForApprovalAnswer,
  SmsCampaignView,
  SmsRecipientView,
  SmsTemplateView,
  UploadAnswer as UploadJob,
} from '@marketplace/contracts';
import { api, apiBlob, jsonRequest, TOKEN_KEY } from './api/http';
import type { SmsValues } from './messaging/types';

export const API_URL = '/api/admin';

/** fetchJson with the bearer token; a failed call's message is its text in the admin's language. */
const httpClient = (url: string, options: fetchUtils.Options = {}) => {
  const token = localStorage.getItem(TOKEN_KEY);
  return fetchUtils
    .fetchJson(url, {
      ...options,
      user: token ? { authenticated: true, token: `Bearer ${token}` } : undefined,
    })
    .catch((error: unknown) => {
      if (error instanceof HttpError) throw httpError(error.status, error.body, error.message);
      throw error;
    });
};

/** The spreadsheet kinds of the uploads pipeline, with their upload call. */
export type UploadKind = 'application-status' | 'mis' | 'commission' | 'credit-cards';
const UPLOAD_CALLS: Record<UploadKind, string> = {
  'application-status': '/upload-application-status-file',
  mis: '/upload-mis-file',
  commission: '/upload-commission-file',
  'credit-cards': '/upload-credit-cards-file',
};

/** An upload job as the upload calls and GET /api/uploads/{id} answer it (the contracts' type). */
export type { UploadAnswer as UploadJob, UploadRowError } from '@marketplace/contracts';

/** The back office's calls that are not REST resources (uploads, reorder, run-time config). */
const customMethods = {
  /** s3-upload-file: the stored image's URL. */
  uploadImage: (file: File, path: string) => {
    const form = new FormData();
    form.append('image_name', file);
    form.append('path', path);
    return api<{ file: string }>('/s3-upload-file', { method: 'POST', body: form });
  },
  setRevenueOrder: (lenderId: Identifier, ids: Identifier[]) =>
    api<unknown>('/lender-revenue/set-order', {
      method: 'POST',
      body: JSON.stringify({ lender_id: lenderId, lender_revenue_ids: ids }),
    }),
  uploadSpreadsheet: (kind: UploadKind, file: File) => {
    const form = new FormData();
    form.append('image_name', file);
    return api<UploadJob>(UPLOAD_CALLS[kind], { method: 'POST', body: form });
  },
  getUpload: (uploadId: UploadJob['uploadId']) => api<UploadJob>(`/uploads/${uploadId}`),
  uploadErrorsCsv: (uploadId: UploadJob['uploadId']) => apiBlob(`/uploads/${uploadId}/errors.csv`),
  uploadTemplate: (kind: UploadKind) => apiBlob(`/uploads/templates/${kind}.csv`),
  getUiConfig: () => api<AdminUiSettings>('/admin/ui-config'),
  /** A partner token for acting as the partner (or one of its merchants), with a reason. */
  startMasquerade: (partnerId: Identifier, reason: string, merchantId?: Identifier) =>
    api<MasqueradeAnswer>(`/admin/masquerade/${partnerId}`, {
      method: 'POST',
      body: JSON.stringify({ reason, ...(merchantId ? { merchantId } : {}) }),
    }),
  resetPartnerPassword: (loginId: Identifier, password: string) =>
    api(`/admin/partner-users/${loginId}/reset-password`, {
      method: 'POST',
      body: JSON.stringify({ password }),
    }),
  // Under maker-checker both steps answer 202 with the pending change instead.
  approvePayout: (id: Identifier) =>
    api<PayoutStatement | SentForApprovalAnswer>(`/admin/partner-payouts/${id}/approve`, {
      method: 'POST',
    }),
  payPayout: (id: Identifier, paymentReference: string) =>
    api<PayoutStatement | SentForApprovalAnswer>(`/admin/partner-payouts/${id}/pay`, {
      method: 'POST',
      body: JSON.stringify({ payment_reference: paymentReference }),
    }),
  answerTicket: (id: Identifier, message: string) =>
    api<PartnerTicketView>(`/admin/partner-tickets/${id}/messages`, {
      method: 'POST',
      body: JSON.stringify({ message }),
    }),
  answerGrievance: (id: Identifier, answer: string, close: boolean) =>
    api<{ data: AdminGrievanceView }>(`/admin/grievances/${id}/answer`, {
      method: 'POST',
      body: JSON.stringify({ answer, close }),
    }),
  /** Customer Info Deletion: the consumer with a mobile (a POST: the mobile stays out of URLs). */
  findErasureCandidate: (mobile: string) =>
    api<ErasureCandidateView>('/admin/customer-deletions/find', {
      method: 'POST',
      body: JSON.stringify({ mobile }),
    }),
  eraseConsumer: (userId: number, reason: string) =>
    api<{ data: CustomerDeletionView }>('/admin/customer-deletions', {
      method: 'POST',
      body: JSON.stringify({ userId, reason }),
    }),
  erasureCertificate: (id: Identifier) => apiBlob(`/admin/customer-deletions/${id}/certificate`),
  closeTicket: (id: Identifier) =>
    api<PartnerTicketView>(`/admin/partner-tickets/${id}/close`, { method: 'POST' }),
  approveApplication: (id: Identifier, partnerId?: number) =>
    api<MerchantApplicationView>(`/admin/merchant-applications/${id}/approve`, {
      method: 'POST',
      body: JSON.stringify(partnerId ? { partner_id: partnerId } : {}),
    }),
  rejectApplication: (id: Identifier, reason: string) =>
    api<MerchantApplicationView>(`/admin/merchant-applications/${id}/reject`, {
      method: 'POST',
      body: JSON.stringify({ reason }),
    }),
  notifyApplicant: (id: Identifier) =>
    api<MerchantApplicationView>(`/admin/merchant-applications/${id}/notify`, { method: 'POST' }),
  /** Sets the HttpOnly cookie that lets the browser open Bull Board at /admin/queues. */
  openQueueSession: () => api('/admin/queues/session', { method: 'POST' }),
  approveChange: (id: Identifier, note: string) =>
    api<PendingChangeView>(`/admin/pending-changes/${id}/approve`, {
      method: 'POST',
      body: JSON.stringify(note.trim() ? { note } : {}),
    }),
  rejectChange: (id: Identifier, note: string) =>
    api<PendingChangeView>(`/admin/pending-changes/${id}/reject`, {
      method: 'POST',
      body: JSON.stringify({ note }),
    }),
  /** Messaging: a template filled in with sample values, in English and Hindi. */
  previewSmsTemplate: (id: SmsTemplateView['id'], values: SmsValues) =>
    api<{ en: string; hi: string }>(
      `/admin/sms-templates/${id}/preview`,
      jsonRequest('POST', values),
    ),
  testSmsTemplate: (
    id: SmsTemplateView['id'],
    test: SmsValues & { mobile: string; language: 'en' | 'hi' },
  ) => api(`/admin/sms-templates/${id}/test`, jsonRequest('POST', test)),
  resumeCampaign: (id: SmsCampaignView['id']) =>
    api<SmsCampaignView>(`/admin/sms-campaigns/${id}/resume`, { method: 'POST' }),
  /** A campaign's delivery report: its first page of recipients, mobiles masked. */
  campaignRecipients: (id: SmsCampaignView['id']) =>
    api<{ data: SmsRecipientView[] }>(`/admin/sms-campaigns/${id}/recipients`).then(
      (answer) => answer.data,
    ),
};

export type AdminDataProvider = DataProvider & typeof customMethods;

// ra-data-simple-rest reads list totals from the Content-Range header the API sends.
export const dataProvider: AdminDataProvider = {
  ...withApprovals(simpleRestProvider(API_URL, httpClient)),
  ...customMethods,
};
