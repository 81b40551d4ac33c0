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
