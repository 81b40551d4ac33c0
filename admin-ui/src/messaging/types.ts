/** A template's sample values (campaign-wide ones and the consumer's first name). */
export interface SmsValues {
  values: Record<string, string>;
  firstName?: string;
}
