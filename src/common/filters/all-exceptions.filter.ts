import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { type ErrorBody, type ErrorCode, errorStatus, isErrorCode } from '@marketplace/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors/app-error';
import { errorMessage } from '../errors/error-messages';
import { asClientError, postgresCode } from './client-errors';
import { isDatabaseUnavailable } from './database-unavailable';

/** A database restart or failover takes seconds: when a client may try again. */
const DATABASE_RETRY_AFTER_SECONDS = 5;

/** The code of an HttpException the framework threw (no route, throttled, body too large). */
const CODE_OF_STATUS: Partial<Record<number, ErrorCode>> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * What an error log may say: type, code, message and stack, never the error's other fields.
 * pino's error serializer prints every field, and a TypeORM QueryFailedError carries the query's
 * parameters (a PAN, a birth date) and PostgreSQL's `detail` (the offending value).
 */
export function loggable(e: unknown): Record<string, unknown> {
  if (!(e instanceof Error)) return { type: typeof e };
  const code = postgresCode(e) ?? (e as { code?: unknown }).code;
  const query = (e as { query?: unknown }).query;
  return {
    type: e.name,
    ...(code !== undefined && { code }),
    message: e.message,
    // The SQL text names the columns; the values travel apart, as parameters, and stay out.
    ...(typeof query === 'string' && { query }),
    stack: e.stack,
  };
}

/**
 * The one place errors become HTTP answers: always `{ code, message, params?, errors? }` (see
 * ErrorBody). Unexpected errors are logged with the request id and answered as INTERNAL without
 * internals.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    this.send(exception, ctx.getRequest<FastifyRequest>(), ctx.getResponse<FastifyReply>());
  }

  /** Answers the request with the error (unless an answer has already started). */
  send(exception: unknown, req: FastifyRequest, reply: FastifyReply): void {
    const { status, body } = this.toResponse(exception, req);
    if (reply.sent || reply.raw.headersSent) return;
    // Framework errors (a malformed URL) are answered before the onRequest hooks that set it.
    reply.header('X-Request-Id', req.id);
    // A refusal that says when to retry says it in the standard header too.
    const wait = body.params?.retryAfterSeconds;
    if (typeof wait === 'number') reply.header('Retry-After', String(wait));
    void reply.status(status).type('application/json; charset=utf-8').send(body);
  }

  private toResponse(thrown: unknown, req: FastifyRequest) {
    const clientError =
      thrown instanceof AppError || thrown instanceof HttpException
        ? undefined
        : asClientError(thrown);
    // After the client errors: Fastify marks a reset while reading the body as the client's, and
    // any other reset is on the database's socket.
    if (!clientError && isDatabaseUnavailable(thrown)) {
      this.logger.error({ err: loggable(thrown), reqId: req.id }, 'Database unavailable');
      const e = new AppError('DATABASE_UNAVAILABLE', {
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      });
      return { status: errorStatus(e.code), body: appErrorBody(e) };
    }
    const exception = clientError ?? thrown;
    if (exception instanceof AppError) {
      const status = errorStatus(exception.code);
      if (status >= 500)
        this.logger.error({ err: loggable(exception), reqId: req.id }, exception.message);
      return { status, body: appErrorBody(exception) };
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      if (status >= 500)
        this.logger.error({ err: loggable(exception), reqId: req.id }, exception.message);
      return { status, body: httpExceptionBody(exception) };
    }
    this.logger.error({ err: loggable(exception), reqId: req.id }, 'Unhandled error');
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: { code: 'INTERNAL', message: errorMessage('INTERNAL'), requestId: req.id } as ErrorBody,
    };
  }
}

function appErrorBody(e: AppError): ErrorBody {
  return {
    code: e.code,
    message: e.message,
    ...(e.params && { params: e.params }),
    ...(e.errors && { errors: e.errors }),
  };
}

/**
 * An exception of Nest or a library (a route that does not exist, the throttler, terminus): the
 * generic code of its status, with its own message.
 */
function httpExceptionBody(e: HttpException): ErrorBody {
  const raw = e.getResponse();
  const fields: Record<string, unknown> = typeof raw === 'string' ? { message: raw } : { ...raw };
  let message = Array.isArray(fields.message) ? fields.message[0] : fields.message;
  if (typeof message !== 'string' || !message) message = e.message;
  const status = e.getStatus();
  const code = isErrorCode(fields.code)
    ? fields.code
    : (CODE_OF_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST'));
  return { code, message: message as string };
}
