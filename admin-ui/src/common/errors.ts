/**
 * Admin spec §8: the server's message; else the screen's fixed message for the call ('Update
 * failed', …); else the error's own message; else 'An error occurred'.
 */
export function errorMessage(error: unknown, fixed?: string): string {
  if (error && typeof error === 'object') {
    const body = (error as { body?: { message?: unknown } }).body;
    if (body && typeof body.message === 'string' && body.message) return body.message;
    if (fixed) return fixed;
    const message = (error as { message?: unknown }).message;
    if (typeof message === 'string' && message) return message;
  }
  return fixed ?? 'app.common.error';
}
