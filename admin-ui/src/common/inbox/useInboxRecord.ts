import { useState } from 'react';
import { useGetOne, useNotify, useRefresh, type RaRecord } from 'react-admin';
import { errorMessage } from '../errors';

/** How an action's success reads: a text key, or one chosen from what the server answered. */
type Done<T> = string | ((answer: T) => { message: string; type: 'success' | 'warning' });

/**
 * The opened row of an inbox (read through the dataProvider, fresh on every open) and `act`,
 * which runs one of its actions: the answer's notice, then the list and the row read again.
 */
export function useInboxRecord<T>(resource: string, id: RaRecord['id'] | null) {
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const { data } = useGetOne(
    resource,
    { id: id ?? '' },
    {
      enabled: id !== null,
      refetchOnMount: 'always',
      onError: (error: unknown) => notify(errorMessage(error), { type: 'error' }),
    },
  );
  const act = async <A>(work: () => Promise<A>, done: Done<A>): Promise<boolean> => {
    setBusy(true);
    try {
      const answer = await work();
      const { message, type } =
        typeof done === 'string' ? { message: done, type: 'success' as const } : done(answer);
      notify(message, { type });
      refresh();
      return true;
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { record: id === null ? null : ((data as T | undefined) ?? null), busy, act };
}
