import type { ErrorCode } from '@marketplace/contracts';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { AppError } from './errors/app-error';
import { rejectUnsafeInput } from './input/request-guard';

/** Body-parser errors carry a `type`; each has its own code (and so its own status). */
const CODES: Record<string, ErrorCode> = {
  'entity.parse.failed': 'BODY_MALFORMED_JSON',
  'entity.too.large': 'PAYLOAD_TOO_LARGE',
  'encoding.unsupported': 'BODY_ENCODING_UNSUPPORTED',
  'charset.unsupported': 'BODY_CHARSET_UNSUPPORTED',
  'request.aborted': 'REQUEST_ABORTED',
};

/**
 * A body-parser failure as an error answer. A gzip or deflate body that does not inflate fails
 * in zlib: body-parser passes that error on with status 400 but no `type` (its `code` is Z_…).
 * Any other error it marks as a client error stays one, under its status's generic code.
 */
export function bodyParserError(err: unknown): AppError | undefined {
  const e = err as { type?: string; code?: string; status?: number } | null;
  const known = CODES[e?.type ?? ''];
  if (known) return new AppError(known);
  if (typeof e?.code === 'string' && e.code.startsWith('Z_'))
    return new AppError('BODY_ENCODING_INVALID');
  if (e?.status === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (e?.status === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500)
    return new AppError('BODY_UNREADABLE');
  return undefined;
}

/**
 * JSON and form bodies (file uploads use multer per route), then the check of every parsed value
 * (see rejectUnsafeInput). The app is created with `bodyParser: false`.
 */
export function useBodyParsers(app: NestExpressApplication): void {
  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: false, limit: '1mb' }));
  app.use((err: unknown, _req: Request, _res: Response, next: NextFunction) => {
    next(bodyParserError(err) ?? err);
  });
  app.use(rejectUnsafeInput);
}
