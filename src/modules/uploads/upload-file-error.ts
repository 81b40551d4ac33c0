/**
 * A fault of the file itself (unreadable, a missing column, too many rows): the upload fails
 * with this message for the admin, and the job is not retried (a retry would read the same bytes).
 */
export class UploadFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadFileError';
  }
}
