import { isIP } from 'node:net';
import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors/app-error';
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
 * throw on it, and deep nesting would overflow class-transformer's recursion. Multipart fields
 * are parsed later, by multer, and checked by the global validation pipe.
 */
export function rejectUnsafeInput(req: Request, _res: Response, next: NextFunction): void {
  const problem =
    pathProblem(req.path) ?? findUnsafeValue(req.query) ?? findUnsafeValue(req.body as unknown);
  next(problem ?? undefined);
}

/**
 * `req.ip` comes from X-Forwarded-For when a trusted proxy (or a test on loopback) sends one, and
 * Express takes that header's text as it is. The address is stored (OTP send logs, audit rows,
 * the consumer's `ip_address`), so a value that is not an address of at most 45 characters is
 * ignored and the socket's address used instead: a bad proxy header must not fail the request.
 */
export function trustworthyClientIp(req: Request, _res: Response, next: NextFunction): void {
  const ip = req.ip;
  if (ip !== undefined && (ip.length > MAX_IP_LENGTH || !isIP(ip))) {
    const socketIp = req.socket.remoteAddress;
    Object.defineProperty(req, 'ip', {
      value: socketIp && socketIp.length <= MAX_IP_LENGTH ? socketIp : undefined,
      configurable: true,
    });
  }
  next();
}
