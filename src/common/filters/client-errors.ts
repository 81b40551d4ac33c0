import { BadRequestException, HttpException } from '@nestjs/common';
import { QueryFailedError } from 'typeorm';
import { bodyParserError } from '../body-parsers';

/**
 * PostgreSQL's "data exception" codes that a request's value causes (it does not fit its
 * column): the input checks should refuse such values first, this is the safety net.
 */
const DATA_ERRORS: Record<string, string> = {
  '22P02': 'A value in the request has the wrong form for its field',
  '22001': 'A value in the request is too long for its field',
  '22003': 'A number in the request is out of range for its field',
  '22007': 'A date in the request is not valid',
  '22008': 'A date in the request is out of range',
  '22021': 'A text in the request is not valid UTF-8',
  '22P05': 'A text in the request has a character that cannot be stored',
};

/** The parser of multipart bodies (busboy) fails with plain errors that say what it saw. */
const MULTIPART_FAILURE =
  /^(Multipart: Boundary not found|Malformed part header|Unexpected end of (form|file))/;
export const BAD_MULTIPART = 'The upload is not a well-formed multipart/form-data body';

export const postgresCode = (e: unknown): string | undefined =>
  e instanceof QueryFailedError
    ? (e.driverError as { code?: string } | undefined)?.code
    : undefined;

/** A multipart parser failure as a 400, or undefined for any other error. */
export function multipartError(e: unknown): HttpException | undefined {
  return e instanceof Error && MULTIPART_FAILURE.test(e.message)
    ? new BadRequestException(BAD_MULTIPART)
    : undefined;
}

/**
 * An error that is not an HttpException but was caused by the request, as the 4xx it is; or
 * undefined for a real server error. Covers body-parser and Express errors (they carry a 4xx
 * `status`), multipart parser failures, and PostgreSQL data exceptions.
 */
export function asClientError(e: unknown): HttpException | undefined {
  const code = postgresCode(e);
  if (code && DATA_ERRORS[code]) return new BadRequestException(DATA_ERRORS[code]);
  return bodyParserError(e) ?? multipartError(e);
}
