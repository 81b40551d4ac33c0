import { SentForApproval } from './sent-for-approval';

/**
 * The envelopes of the spec's admin calls, so that controllers stay one line:
 * `{ success: true, message?, <key>: result }`, and `{ success: true, message }` when the
 * result is not part of the answer. A write sent for approval (maker-checker) answers as it is.
 */
export async function reply<T, K extends string = 'data'>(
  work: Promise<T | SentForApproval>,
  message?: string,
  key: K = 'data' as K,
): Promise<({ success: true; message?: string } & Record<K, T>) | SentForApproval> {
  const result = await work;
  if (result instanceof SentForApproval) return result;
  return { success: true, ...(message ? { message } : {}), [key]: result } as {
    success: true;
    message?: string;
  } & Record<K, T>;
}

export async function done(work: Promise<unknown>, message: string) {
  const result = await work;
  if (result instanceof SentForApproval) return result;
  return { success: true as const, message };
}
