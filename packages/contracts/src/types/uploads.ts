/** The spreadsheet uploads' answers (the upload calls and GET /api/uploads/{id}). */

/** One refused cell or row of an upload (its English text: a report for the operator's file). */
export interface UploadRowError {
  row: number;
  column: string;
  value: string | null;
  message: string;
}

export type UploadStatus = 'queued' | 'processing' | 'completed' | 'failed';

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
