import { AppError } from '../errors/app-error';

/** Deeper than this, a request's JSON is refused: no form of ours nests more than a few levels. */
export const MAX_DEPTH = 32;

const name = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);

/** Why a text cannot be stored or compared in PostgreSQL (which refuses U+0000), or null. */
export function textProblem(field: string, text: string): AppError | null {
  if (text.includes('\u0000')) return new AppError('TEXT_HAS_NUL', { field });
  // A lone surrogate has no UTF-8 form: the driver would send U+FFFD or fail, and validators throw.
  if (!text.isWellFormed()) return new AppError('TEXT_MALFORMED', { field });
  return null;
}

/**
 * The first value of a parsed request part (body, query, params) that no column can hold: a text
 * with NUL or a lone surrogate (in a value or a key), a number that is not finite (`1e309` parses
 * to Infinity), or nesting deeper than MAX_DEPTH. Walks with a stack, not recursion, so that a
 * body nested 100,000 deep is refused rather than overflowing the call stack.
 */
export function findUnsafeValue(root: unknown, field = ''): AppError | null {
  const stack: [unknown, string, number][] = [[root, field, 0]];
  while (stack.length) {
    const [value, path, depth] = stack.pop()!;
    if (typeof value === 'string') {
      const problem = textProblem(path || 'value', value);
      if (problem) return problem;
    } else if (typeof value === 'number') {
      if (!Number.isFinite(value))
        return new AppError('NUMBER_NOT_FINITE', { field: path || 'value' });
    } else if (value !== null && typeof value === 'object') {
      if (depth >= MAX_DEPTH) return new AppError('BODY_TOO_DEEP');
      for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
        const keyProblem = textProblem('A field name', key);
        if (keyProblem) return keyProblem;
        stack.push([child, Array.isArray(value) ? `${path}[${key}]` : name(path, key), depth + 1]);
      }
    }
  }
  return null;
}
