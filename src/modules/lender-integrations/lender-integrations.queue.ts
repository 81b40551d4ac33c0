/** The queue of submissions to lenders' APIs: one job per hand-off (see LenderSubmissionsService). */
export const SUBMISSIONS_QUEUE = 'lender-submissions';

export interface SubmissionJob {
  transactionId: string;
}

/** Attempts per job: timeouts and 5xx are retried with exponential backoff from SUBMISSION_BACKOFF_MS. */
export const SUBMISSION_ATTEMPTS = 6;
export const SUBMISSION_BACKOFF_MS = 2000;

/** Failures in a row (any of the lender's submissions) that open its breaker, and for how long. */
export const BREAKER_THRESHOLD = 5;
export const BREAKER_OPEN_MS = 5 * 60_000;

/**
 * How long the hand-off waits for the lender's first answer, so that a prompt lender's reference
 * is in the hand-off's own answer ("Sent to …, reference …"); a slower one is still on its way.
 */
export const SUBMISSION_SYNC_WAIT_MS = 4000;

export const submissionJobId = (transactionId: string, suffix = '') =>
  `submit-${transactionId}${suffix}`;
