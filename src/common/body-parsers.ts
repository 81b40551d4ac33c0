import { BadRequestException, HttpException, HttpStatus } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';

/** Body-parser errors carry a `type`; each becomes a clear message with its own status. */
const messages: Record<string, [string, HttpStatus]> = {
  'entity.parse.failed': ['Malformed JSON in request body', HttpStatus.BAD_REQUEST],
  'entity.too.large': ['Request body is too large', HttpStatus.PAYLOAD_TOO_LARGE],
  'encoding.unsupported': ['Unsupported request body encoding', HttpStatus.UNSUPPORTED_MEDIA_TYPE],
  'charset.unsupported': ['Unsupported request body charset', HttpStatus.UNSUPPORTED_MEDIA_TYPE],
  'request.aborted': ['Request aborted', HttpStatus.BAD_REQUEST],
};

/** JSON and form bodies (file uploads use multer per route). The app is created with `bodyParser: false`. */
export function useBodyParsers(app: NestExpressApplication): void {
  app.use(express.json({ limit: '1mb' }));
  app.use(express.urlencoded({ extended: false, limit: '1mb' }));
  app.use((err: unknown, _req: Request, _res: Response, next: NextFunction) => {
    const known = messages[(err as { type?: string })?.type ?? ''];
    if (!known) return next(err);
    const [message, status] = known;
    next(
      status === HttpStatus.BAD_REQUEST
        ? new BadRequestException(message)
        : new HttpException(message, status),
    );
  });
}
