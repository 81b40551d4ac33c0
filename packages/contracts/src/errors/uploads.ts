import type { ErrorDeclarations } from './declaration';

/** Uploads. */
export const UPLOAD_ERRORS = {
  UPLOAD_NO_FILE: { status: 400, audience: 'admin', en: 'No file selected' },
  UPLOAD_INVALID_FILE_TYPE: { status: 400, audience: 'admin', en: 'Invalid file type' },
  UPLOAD_XLS_TOO_LARGE: {
    status: 413,
    audience: 'admin',
    en: 'An .xls file may be at most {{maxMb}} MB: save it as .xlsx or .csv',
  },
  UPLOAD_TOO_MANY_ROWS: {
    status: 422,
    audience: 'admin',
    en: 'The file has {{rows}} rows; at most {{max}} are accepted in one upload',
    grouping: 'en-IN',
  },
  UPLOAD_CSV_NOT_UTF8: {
    status: 422,
    audience: 'admin',
    en: 'The CSV file must be saved as UTF-8 text',
  },
  UPLOAD_EXCEL_UNREADABLE: {
    status: 422,
    audience: 'admin',
    en: 'The Excel file is damaged: it is not a readable .xlsx',
  },
  UPLOAD_EXCEL_DAMAGED: {
    status: 422,
    audience: 'admin',
    en: 'The Excel file is damaged: {{detail}}',
  },
  UPLOAD_ZIP_BOMB: {
    status: 422,
    audience: 'admin',
    en: 'The Excel file expands to more than {{maxMb}} MB or more than {{maxRatio}} times its size; it is refused as a possible zip bomb',
  },
  UPLOAD_TOO_MANY_STRINGS: {
    status: 422,
    audience: 'admin',
    en: 'The Excel file holds more than {{max}} distinct texts or more than {{maxMb}} MB of them (its shared strings); save it as CSV or split it into smaller files',
    grouping: 'en-IN',
  },
  UPLOAD_FILE_TOO_LARGE: {
    status: 413,
    audience: 'admin',
    en: 'The file is larger than {{maxMb}} MB',
  },
  UPLOAD_FIELD_MISSING: {
    status: 400,
    audience: 'api',
    en: 'Send the file in the {{field}} field',
  },
  UPLOAD_UNREADABLE: {
    status: 400,
    audience: 'admin',
    en: 'The upload could not be read: {{detail}}',
  },
  UPLOAD_NOT_MULTIPART: {
    status: 400,
    audience: 'api',
    en: 'The upload must be multipart/form-data with the file in image_name',
  },
  UPLOAD_NOT_FOUND: { status: 404, audience: 'admin', en: 'Upload not found' },
  UPLOAD_TEMPLATE_NOT_FOUND: { status: 404, audience: 'admin', en: 'No such upload template' },
  UPLOADS_QUEUE_DOWN: {
    status: 503,
    audience: 'admin',
    en: 'Uploads are unavailable: the background queue (Redis) cannot be reached. Nothing was saved; try again in a few minutes.',
  },
} as const satisfies ErrorDeclarations;
