import { parse as parseQuery } from 'node:querystring';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import type { Transform } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors/app-error';

/** The largest JSON or form body (uploads have their own limits). */
export const MAX_BODY_BYTES = 1024 * 1024;

/**
 * A failure to read a body that reaches the exceptions filter as it is, as an error answer.
 * (Fastify's own refusals, such as a body over the limit, arrive as Nest HttpExceptions with
 * their status.) A gzip, deflate or brotli body that does not inflate fails in zlib (its `code`
 * is Z_… or ERR__…; Fastify marks it 400); a client that went away is an aborted request; any
 * other error marked as a client error stays one, under a generic code.
 */
export function bodyParserError(err: unknown): AppError | undefined {
  const e = err as { code?: string; statusCode?: number } | null;
  // Fastify marks a failure while reading the body with a 4xx; an ECONNRESET without one came
  // from another socket (the database's) and is no client of ours going away.
  const whileReading =
    typeof e?.statusCode === 'number' && e.statusCode >= 400 && e.statusCode < 500;
  if (e?.code === 'ECONNRESET' && whileReading) return new AppError('REQUEST_ABORTED');
  if (typeof e?.code === 'string' && /^(Z_|ERR__)/.test(e.code))
    return new AppError('BODY_ENCODING_INVALID');
  if (e?.statusCode === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (e?.statusCode === 415) return new AppError('UNSUPPORTED_MEDIA_TYPE');
  if (whileReading) return new AppError('BODY_UNREADABLE');
  return undefined;
}

/** The inflating stream for a Content-Encoding, null for none; throws on one we cannot read. */
function decoder(header: string | undefined): Transform | null {
  const encoding = (header ?? 'identity').trim().toLowerCase();
  if (encoding === 'identity' || encoding === '') return null;
  if (encoding === 'gzip' || encoding === 'x-gzip') return createGunzip();
  if (encoding === 'deflate') return createInflate();
  if (encoding === 'br') return createBrotliDecompress();
  throw new AppError('BODY_ENCODING_UNSUPPORTED');
}

/** HTTP/1.1: a request has a body when it says its length (not 0) or is chunked. */
const hasBody = (req: FastifyRequest) =>
  req.headers['transfer-encoding'] !== undefined ||
  (req.headers['content-length'] !== undefined && req.headers['content-length'] !== '0');

/** The body's charset must be UTF-8 (the only one JSON and our forms are read in). */
function checkCharset(req: FastifyRequest): void {
  const match = /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(req.headers['content-type'] ?? '');
  const charset = match?.[1].toLowerCase();
  if (charset !== undefined && charset !== 'utf-8' && charset !== 'utf8')
    throw new AppError('BODY_CHARSET_UNSUPPORTED');
}

/** A JSON body: an object or an array (body-parser's strict mode), or none when blank. */
function parseJson(body: string): unknown {
  if (body.trim() === '') return undefined;
  if (!/^\s*[[{]/.test(body)) throw new AppError('BODY_MALFORMED_JSON');
  try {
    return JSON.parse(body);
  } catch {
    throw new AppError('BODY_MALFORMED_JSON');
  }
}

/** A URL-encoded form, as a plain object. */
const parseForm = (body: string): unknown => ({ ...parseQuery(body) });

/** A request whose body was read as text: the text as received (after any inflation). */
export type RawBodyRequest = FastifyRequest & { rawBody?: string };

/** A content-type parser for a UTF-8 text body read whole. */
function utf8(parse: (body: string) => unknown) {
  return (
    req: FastifyRequest,
    body: string | Buffer,
    done: (err: Error | null, value?: unknown) => void,
  ) => {
    try {
      checkCharset(req);
      // Signed bodies (lender webhooks) are verified over the bytes sent, not a re-serialisation.
      (req as RawBodyRequest).rawBody = body as string;
      done(null, parse(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  };
}

/**
 * The request bodies the API reads: JSON (objects and arrays only, at most 1 MB once inflated)
 * and URL-encoded forms; multipart is read by the upload routes' interceptors. gzip, deflate and
 * brotli bodies are inflated first. Any other type is refused with 415 before a route runs, and
 * every parsed value is then checked by rejectUnsafeInput (a preValidation hook).
 */
export function useBodyParsers(fastify: FastifyInstance): void {
  fastify.removeAllContentTypeParsers();
  fastify.addHook('preParsing', async (req, _reply, payload) => {
    const inflate = decoder(req.headers['content-encoding']);
    if (!inflate) return payload;
    // Fastify compares the bytes received with Content-Length: those are the encoded ones.
    const counted = inflate as Transform & { receivedEncodedLength: number };
    counted.receivedEncodedLength = 0;
    payload.on('data', (chunk: Buffer) => (counted.receivedEncodedLength += chunk.length));
    payload.on('error', (err) => inflate.destroy(err));
    return payload.pipe(inflate);
  });
  const text = { parseAs: 'string', bodyLimit: MAX_BODY_BYTES } as const;
  fastify.addContentTypeParser('application/json', text, utf8(parseJson));
  fastify.addContentTypeParser('application/x-www-form-urlencoded', text, utf8(parseForm));
  // No other type: a clear 415 instead of a body the route would not understand. A type with
  // no body is no body (react-admin's DELETE calls say text/plain).
  fastify.addContentTypeParser('*', (req, _payload, done) =>
    hasBody(req) ? done(new AppError('UNSUPPORTED_MEDIA_TYPE'), undefined) : done(null, undefined),
  );
}
