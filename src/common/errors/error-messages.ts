import { ERROR_CATALOGUE, type ErrorCode, type ErrorParams } from '@marketplace/contracts';

/**
 * The server's English of an error: the catalogue's text (packages/contracts/src/errors/) filled
 * with the answer's params. The only place the server writes an error message (`npm run lint`
 * refuses one anywhere else); the apps show their own English and Hindi by code.
 */

/** "45 seconds", "3 minutes", "2 hours": always rounded up, so the user never retries too early. */
export function describeWait(seconds: number): string {
  const unit = (n: number, name: string) => `${n} ${name}${n === 1 ? '' : 's'}`;
  if (seconds < 60) return unit(seconds, 'second');
  if (seconds < 3600) return unit(Math.ceil(seconds / 60), 'minute');
  return unit(Math.ceil(seconds / 3600), 'hour');
}

/** The gold and housing loan journeys, as the texts name them (`params.product`: GL, HL). */
const groupProduct = (product: unknown) => (product === 'GL' ? 'gold loan' : 'housing loan');

/**
 * The values a text names: the params (numbers grouped as the code's declaration says), and the
 * words the apps too derive from them (`wait`, `productName`, `count`).
 */
function values(code: ErrorCode, params: ErrorParams): Record<string, string> {
  const declared = ERROR_CATALOGUE[code];
  const grouping = 'grouping' in declared ? declared.grouping : undefined;
  const filled: Record<string, string> = { ...('absent' in declared && declared.absent) };
  for (const [name, value] of Object.entries(params)) {
    filled[name] =
      typeof value === 'number' && grouping ? value.toLocaleString(grouping) : String(value);
  }
  if (params.retryAfterSeconds !== undefined)
    filled.wait = describeWait(Number(params.retryAfterSeconds));
  if (params.product !== undefined) filled.productName = groupProduct(params.product);
  if ('count' in declared) filled.count = String(params[declared.count]);
  return filled;
}

/** The English text of a code with its params filled in (a missing param stays `{name}`). */
export function errorMessage(code: ErrorCode, params: ErrorParams = {}): string {
  const declared = ERROR_CATALOGUE[code];
  const { en } = declared;
  const count = 'count' in declared ? params[declared.count] : undefined;
  const text = typeof en === 'string' ? en : Number(count) === 1 ? en.one : en.other;
  const filled = values(code, params);
  return text.replace(/\{\{(\w+)\}\}/g, (_all, name: string) => filled[name] ?? `{${name}}`);
}
