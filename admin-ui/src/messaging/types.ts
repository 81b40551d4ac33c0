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
