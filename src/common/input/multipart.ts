import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { multipartError } from '../filters/client-errors';
import { textProblem } from './unsafe-values';

/** How an upload route words the refusals of its multipart body. */
export interface UploadRefusals {
  /** A request that is not multipart; without it, the route runs and finds no file. */
  notMultipart?: () => AppError;
  tooLarge: () => AppError;
  wrongField: () => AppError;
  unreadable: (detail: string) => AppError;
}

/** Where an upload route keeps its file while the request is read, and how it lets go of one. */
export interface FileKeeper<T> {
  keep: (part: MultipartFile) => Promise<T>;
  discard: (file: T) => Promise<void>;
}

/** At most one file and a few short text fields: an upload form has nothing else. */
const limits = (fileSize: number) => ({ fileSize, files: 1, fields: 5, fieldSize: 1024, parts: 6 });

/** @fastify/multipart's refusals as the route's words (others are not the request's fault). */
function explain(err: unknown, refusals: UploadRefusals): unknown {
  const e = (err ?? {}) as { code?: string; message?: string };
  if (e.code === 'FST_REQ_FILE_TOO_LARGE') return refusals.tooLarge();
  if (e.code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('MULTIPART_MALFORMED');
  if (e.code?.startsWith('FST_') && e.code !== 'FST_FILE_BUFFER_NOT_FOUND')
    return refusals.unreadable(e.message ?? e.code);
  return multipartError(err) ?? err;
}

/** Where readUpload leaves the file (`request.file` is @fastify/multipart's own method). */
const UPLOAD = Symbol('upload');

/** The file an upload interceptor read (readUpload), or undefined: a route's parameter. */
export const Upload = createParamDecorator(
  (_data: unknown, ctx: ExecutionContext): unknown =>
    ctx.switchToHttp().getRequest<Record<symbol, unknown>>()[UPLOAD],
);

/**
 * Reads a multipart upload: the one file of `field` (kept by `keeper`) for the route's
 * `@Upload()` parameter, the text fields as `req.body`. A request that is not multipart is
 * refused (`notMultipart`) or left as it is (the route then says the file is missing). A file
 * too large, in another field, or with a name that is not text is refused, and a file already
 * kept is let go of on every refusal.
 */
export async function readUpload<T>(
  req: FastifyRequest,
  field: string,
  fileSize: number,
  keeper: FileKeeper<T>,
  refusals: UploadRefusals,
): Promise<void> {
  if (!req.isMultipart()) {
    if (refusals.notMultipart) throw refusals.notMultipart();
    return;
  }
  let file: T | undefined;
  let name = '';
  const fields: Record<string, string> = {};
  try {
    for await (const part of req.parts({ limits: limits(fileSize) })) {
      if (part.type === 'file') {
        if (part.fieldname !== field) {
          part.file.resume();
          throw refusals.wrongField();
        }
        name = part.filename;
        file = await keeper.keep(part);
      } else {
        if (part.valueTruncated)
          throw refusals.unreadable(`the field ${part.fieldname} is too long`);
        fields[part.fieldname] = String(part.value);
      }
    }
    const problem = file !== undefined && textProblem('The file name', name);
    if (problem) throw problem;
  } catch (err) {
    if (file !== undefined) await keeper.discard(file);
    throw explain(err, refusals);
  }
  Object.assign(req, { [UPLOAD]: file, body: fields });
}
