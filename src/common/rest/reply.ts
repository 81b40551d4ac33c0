/**
 * The envelopes of the spec's admin calls, so that controllers stay one line:
 * `{ success: true, message?, <key>: result }`, and `{ success: true, message }` when the
 * result is not part of the answer.
 */
export async function reply<T, K extends string = 'data'>(
  work: Promise<T>,
  message?: string,
  key: K = 'data' as K,
): Promise<{ success: true; message?: string } & Record<K, T>> {
  const result = await work;
  return { success: true, ...(message ? { message } : {}), [key]: result } as {
    success: true;
    message?: string;
  } & Record<K, T>;
}

export async function done(work: Promise<unknown>, message: string) {
  await work;
  return { success: true as const, message };
}
