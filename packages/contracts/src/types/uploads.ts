/** The spreadsheet uploads' answers (the upload calls and GET /api/uploads/{id}). */

/** One refused cell or row of an upload (its English text: a report for the operator's file). */
export interface UploadRowError {
  row: number;
  column: string;
  value: string | null;
  message: string;
}

/** The spreadsheets the back office uploads, by the job that reads each. */
export const UPLOAD_KINDS = ['application_status', 'mis', 'commission', 'credit_cards'] as const;
export type UploadKind = (typeof UPLOAD_KINDS)[number];

export const UPLOAD_STATUSES = ['queued', 'processing', 'completed', 'failed'] as const;
export type UploadStatus = (typeof UPLOAD_STATUSES)[number];

/** An upload job's state. */
export interface UploadAnswer {
  success: boolean;
  uploadId: string;
  kind: string;
  fileName: string;
  status: UploadStatus;
  message: string;
  rowsTotal: number;
  progress: { done: number; total: number };
  rowsUpdated: number;
  errorCount: number;
  /** The first errors (all of them are in the CSV download). */
  errors: UploadRowError[];
  /** The same file was uploaded before: that upload is answered. */
  duplicate?: boolean;
  /** Credit-card files: cards created and updated, and every card's uuid. */
  created?: number;
  updated?: number;
  uuids?: string[];
  failureReason?: string;
}
