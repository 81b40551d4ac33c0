import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import { rejectUnsafeInput } from './input/request-guard';

/** Body-parser errors carry a `type`; each becomes a clear message with its own status. */
const messages: Record<string, [string, HttpStatus]> = {
  'entity.parse.failed': ['Malformed JSON in request body', HttpStatus.BAD_REQUEST],
  'entity.too.large': ['Request body is too large', HttpStatus.PAYLOAD_TOO_LARGE],
  'encoding.unsupported': ['Unsupported request body encoding', HttpStatus.UNSUPPORTED_MEDIA_TYPE],
  'charset.unsupported': ['Unsupported request body charset', HttpStatus.UNSUPPORTED_MEDIA_TYPE],
  'request.aborted': ['Request aborted', HttpStatus.BAD_REQUEST],
};

export const BAD_ENCODING = 'The request body is not valid for its Content-Encoding';

/**
 * A body-parser failure as an HTTP error. A gzip or deflate body that does not inflate fails in
 * zlib: body-parser passes that error on with status 400 but no `type` (its `code` is Z_…).
 * Any other error it marks as a client error stays one, with a generic message.
 */
export function bodyParserError(err: unknown): HttpException | undefined {
  const e = err as { type?: string; code?: string; status?: number } | null;
  const known = messages[e?.type ?? ''];
  if (known) {
    const [message, status] = known;
    return status === HttpStatus.BAD_REQUEST
      ? new BadRequestException(message)
      : new HttpException(message, status);
  }
  if (typeof e?.code === 'string' && e.code.startsWith('Z_'))
    return new BadRequestException(BAD_ENCODING);
  if (typeof e?.status === 'number' && e.status >= 400 && e.status < 500)
    return new HttpException('The request body could not be read', e.status);
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
