import {
  ArgumentsHost,
  Catch,
  ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import type { Request, Response } from 'express';
import { asClientError, postgresCode } from './client-errors';

export interface FieldError {
  field: string;
  messages: string[];
}

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
 * The one place errors become HTTP answers: always `{ message }` (plus `errors` for validation
 * failures). Unexpected errors are logged with the request id and answered without internals.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Exceptions');

  catch(exception: unknown, host: ArgumentsHost): void {
    const ctx = host.switchToHttp();
    const res = ctx.getResponse<Response>();
    const req = ctx.getRequest<Request & { id?: string }>();
    const { status, body } = this.toResponse(exception, req);
    if (res.headersSent) return;
    // A refusal that says when to retry says it in the standard header too.
    if (typeof body.retryAfterSeconds === 'number')
      res.setHeader('Retry-After', String(body.retryAfterSeconds));
    res.status(status).json(body);
  }

  private toResponse(thrown: unknown, req: Request & { id?: string }) {
    const exception = thrown instanceof HttpException ? thrown : (asClientError(thrown) ?? thrown);
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const raw = exception.getResponse();
      const body: Record<string, unknown> =
        typeof raw === 'string' ? { message: raw } : { ...(raw as Record<string, unknown>) };
      // Nest's defaults put a list in `message` and add `error`/`statusCode`: keep one text message.
      if (Array.isArray(body.message)) body.message = body.message[0];
      if (typeof body.message !== 'string' || !body.message) body.message = exception.message;
      delete body.error;
      delete body.statusCode;
      if (status >= 500)
        this.logger.error({ err: loggable(exception), reqId: req.id }, exception.message);
      return { status, body };
    }
    this.logger.error({ err: loggable(exception), reqId: req.id }, 'Unhandled error');
    return {
      status: HttpStatus.INTERNAL_SERVER_ERROR,
      body: { message: 'Something went wrong. Please try again.', requestId: req.id },
    };
  }
}
