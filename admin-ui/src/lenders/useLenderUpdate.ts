import { useNotify, useUpdate, type RaRecord } from 'react-admin';
import { errorMessage } from '../common/errors';

/**
 * Saves fields of a lender (PUT /api/admin/lenders/{id} with just those fields) and toasts
 * 'Lender updated successfully!' or the failure ('Update failed' when the server says nothing).
 */
export function useLenderUpdate() {
  const [update] = useUpdate();
  const notify = useNotify();
  return async (record: RaRecord, data: Record<string, unknown>) => {
    try {
      const saved = await update(
        'lenders',
        { id: record.id, data: { id: record.id, ...data }, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('app.lenders.updated', { type: 'success' });
      return saved;
    } catch (error) {
      notify(errorMessage(error, 'app.lenders.update_failed'), { type: 'error' });
      throw error;
    }
  };
}

/** Admin spec §5: a number field sends a number, or null when emptied. */
export const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
