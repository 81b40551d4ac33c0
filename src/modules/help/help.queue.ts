/** The queue that forwards help requests to the CRM, and its retry policy. */
export const HELP_QUEUE = 'help-requests';
/** 10 attempts, 1 s doubling: the last is about 8.5 minutes after the first. */
export const HELP_ATTEMPTS = 10;
export const HELP_BACKOFF_MS = 1000;
export const helpJobId = (requestId: number) => `help-${requestId}`;

export interface HelpJob {
  helpRequestId: number;
}
