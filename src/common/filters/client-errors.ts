import type { ErrorCode } from '@marketplace/contracts';
import { QueryFailedError } from 'typeorm';
import { bodyParserError } from '../body-parsers';
import { AppError } from '../errors/app-error';

/**
 * PostgreSQL's "data exception" codes that a request's value causes (it does not fit its
 * column): the input checks should refuse such values first, this is the safety net.
 */
const DATA_ERRORS: Record<string, ErrorCode> = {
  '22P02': 'VALUE_WRONG_FORM',
  '22001': 'VALUE_TOO_LONG',
  '22003': 'NUMBER_OUT_OF_RANGE',
  '22007': 'DATE_NOT_VALID',
  '22008': 'DATE_OUT_OF_RANGE',
  '22021': 'TEXT_NOT_UTF8',
  '22P05': 'TEXT_NOT_STORABLE',
};

/** The parser of multipart bodies (@fastify/busboy) fails with plain errors that say what it saw. */
const MULTIPART_FAILURE =
  /^(Multipart: Boundary not found|Malformed part header|Unexpected end of (form|file|multipart data)|\w+ terminated early)/;

export const postgresCode = (e: unknown): string | undefined =>
  e instanceof QueryFailedError
    ? (e.driverError as { code?: string } | undefined)?.code
    : undefined;

/** A multipart parser failure as a 400, or undefined for any other error. */
export function multipartError(e: unknown): AppError | undefined {
  return e instanceof Error && MULTIPART_FAILURE.test(e.message)
    ? new AppError('MULTIPART_MALFORMED')
    : undefined;
}

/**
 * An error that is not an HttpException but was caused by the request, as the 4xx it is; or
 * undefined for a real server error. Covers failures to read a body (Fastify's refusals, bodies
 * that do not inflate), multipart parser failures, and PostgreSQL data exceptions.
 */
export function asClientError(e: unknown): AppError | undefined {
  const code = postgresCode(e);
  if (code && DATA_ERRORS[code]) return new AppError(DATA_ERRORS[code]);
  return bodyParserError(e) ?? multipartError(e);
}
