/** The DLT placeholder: every variable part of a registered SMS template is written so. */
export const DLT_VARIABLE = '{#var#}';
/** DLT lets a variable carry at most 30 characters. */
export const DLT_VARIABLE_MAX = 30;

/**
 * What a template variable holds: `first_name` is each consumer's own; the others are given
 * once for a campaign (or a test): text, a whole number, rupees, a date, an https link.
 */
export const SMS_VARIABLE_TYPES = [
  'first_name',
  'text',
  'number',
  'amount',
  'date',
  'url',
] as const;
export type SmsVariableType = (typeof SMS_VARIABLE_TYPES)[number];

export interface SmsVariable {
  /** lower_snake_case, unique in the template */
  name: string;
  type: SmsVariableType;
}

/** GET /api/admin/sms-templates: one template, as registered on the DLT platform. */
export interface SmsTemplateView {
  id: number;
  name: string;
  dltTemplateId: string;
  /** The Hindi text's DLT id; null: the template is not sent in Hindi. */
  dltTemplateIdHi: string | null;
  /** The DLT header (sender id), 6 capital letters. */
  header: string;
  bodyEn: string;
  bodyHi: string;
  /** One per {#var#}, in order (both languages have the same variables). */
  variables: SmsVariable[];
  /**
   * TRAI's TCCCPR 2018: a promotional text goes only to those who agreed to SMS and carries the
   * opt-out (SMS_OPT_OUT_WORD, in both languages); a service text is about the consumer's own
   * application.
   */
  kind: SmsTemplateKind;
  active: boolean;
  updatedAt: string;
}

export const SMS_TEMPLATE_KINDS = ['promotional', 'service'] as const;
export type SmsTemplateKind = (typeof SMS_TEMPLATE_KINDS)[number];
/** The reply that opts out, which every promotional text names. */
export const SMS_OPT_OUT_WORD = 'STOP';

/**
 * A campaign: `running` until every recipient is sent, failed or skipped (`completed`);
 * `waiting` between 21:00 and 09:00 India time; `cancelled` by an admin.
 */
export const SMS_CAMPAIGN_STATUSES = ['running', 'waiting', 'completed', 'cancelled'] as const;
export type SmsCampaignStatus = (typeof SMS_CAMPAIGN_STATUSES)[number];

/**
 * One text to one consumer (a campaign's recipient, a breach notice): `pending` until a job claims
 * it (`sending`), then `sent`, `failed` or `skipped`.
 */
export const TEXT_DELIVERY_STATUSES = ['pending', 'sending', 'sent', 'failed', 'skipped'] as const;
export type TextDeliveryStatus = (typeof TEXT_DELIVERY_STATUSES)[number];

/** Who a campaign is for: consumers with an application matching every filter given. */
export interface SmsCampaignSegment {
  product?: string;
  status?: string;
  partnerId?: number;
  /** India days, inclusive: when the application was created. */
  from: string;
  to: string;
  language?: 'en' | 'hi';
}

/** GET /api/admin/sms-campaigns: a campaign and its recipients' counts. */
export interface SmsCampaignView {
  id: number;
  template: { id: number; name: string } | null;
  segment: SmsCampaignSegment;
  values: Record<string, string>;
  status: SmsCampaignStatus;
  createdAt: string;
  completedAt: string | null;
  recipients: number;
  /** Still to send, those a job holds included. */
  pending: number;
  sent: number;
  failed: number;
  skipped: number;
}

/** GET /api/admin/sms-campaigns/{id}/recipients: one consumer of a campaign. */
export interface SmsRecipientView {
  id: string;
  mobile: string | null;
  status: TextDeliveryStatus;
  reason: string | null;
  attempts: number;
  sentAt: string | null;
}
