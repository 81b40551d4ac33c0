import type { ErrorCode, ErrorParams } from '@marketplace/contracts';
import { QueryFailedError } from 'typeorm';
import { AppError } from '../errors/app-error';

/** A numeric column's text as a number (pg returns numeric as text); null stays null. */
export function num(value: string | number | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return Number(value);
}

/** A number as a numeric column's text; null stays null. */
export function numText(value: number | null | undefined): string | null {
  return value === null || value === undefined ? null : String(value);
}

/** True for PostgreSQL's unique_violation, optionally of one named constraint or index. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  if (!(error instanceof QueryFailedError)) return false;
  const driverError = error.driverError as { code?: string; constraint?: string };
  return driverError.code === '23505' && (!constraint || driverError.constraint === constraint);
}

/**
 * Runs `work`; a unique violation of `constraint` becomes the error `code` (a 409 in the
 * catalogue). A name checked as free can still be taken by a concurrent write: the index decides,
 * with the same answer.
 */
export async function conflictOnUnique<T>(
  constraint: string,
  code: ErrorCode,
  params: ErrorParams | undefined,
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error, constraint)) throw new AppError(code, params);
    throw error;
  }
}

/** `%`, `_` and `\` escaped for a LIKE pattern. */
export function likeEscape(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
