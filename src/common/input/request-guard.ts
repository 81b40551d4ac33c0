import { isIP } from 'node:net';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { AppError } from '../errors/app-error';
import { AllExceptionsFilter } from '../filters/all-exceptions.filter';
import { MAX_IP_LENGTH } from '../validation';
import { findUnsafeValue, textProblem } from './unsafe-values';

/** Why the path cannot be read as text (a bad %-escape, %00, a lone surrogate), or null. */
function pathProblem(path: string): AppError | null {
  for (const segment of path.split('/')) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      return new AppError('URL_PATH_INVALID');
    }
    const problem = textProblem('The URL path', decoded);
    if (problem) return problem;
  }
  return null;
}

/**
 * Refuses, before any route runs, a request whose path, query or parsed body holds a value no
 * column can take (see findUnsafeValue): PostgreSQL would fail on it with a 500, validators may
 * throw on it, and deep nesting would overflow class-transformer's recursion. A Fastify
 * preValidation hook: the body is parsed by then. Multipart fields are read later, by the upload
 * interceptors, and checked by the global validation pipe.
 */
export function rejectUnsafeInput(
  req: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const problem =
    pathProblem(req.url.split('?')[0]) ?? findUnsafeValue(req.query) ?? findUnsafeValue(req.body);
  done(problem ?? undefined);
}

/**
 * A path the router cannot decode (a bad %-escape) never reaches a route or the exceptions
 * filter: Fastify hands it here (its `frameworkErrors` option), and it gets the same answer.
 */
export function badUrl(error: Error, req: FastifyRequest, reply: FastifyReply): void {
  const known = (error as { code?: string }).code === 'FST_ERR_BAD_URL';
  new AllExceptionsFilter().send(known ? new AppError('URL_PATH_INVALID') : error, req, reply);
}

/**
 * `request.ip` comes from X-Forwarded-For when a trusted proxy (or a test on loopback) sends one,
 * and Fastify takes that header's text as it is. The address is stored (OTP send logs, audit
 * rows, the consumer's `ip_address`), so a value that is not an address of at most 45
 * characters is ignored and the socket's address used instead: a bad proxy header must not fail
 * the request.
 */
export function trustworthyClientIp(
  req: FastifyRequest,
  _reply: FastifyReply,
  done: HookHandlerDoneFunction,
): void {
  const ip = req.ip;
  if (ip !== undefined && (ip.length > MAX_IP_LENGTH || !isIP(ip))) {
    const socketIp = req.socket.remoteAddress;
    Object.defineProperty(req, 'ip', {
      value: socketIp && socketIp.length <= MAX_IP_LENGTH ? socketIp : undefined,
      configurable: true,
    });
  }
  done();
}
