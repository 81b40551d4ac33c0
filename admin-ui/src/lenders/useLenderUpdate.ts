import type { LenderView } from '@marketplace/contracts';
import { useNotify, useUpdate } from 'react-admin';
import { notifySaved } from '../common/approvals';
import { errorMessage } from '../common/errors';

/**
 * Saves fields of a lender (PUT /api/admin/lenders/{id} with just those fields) and toasts
 * 'Lender updated successfully!', 'Sent for approval' (maker-checker) or the failure ('Update
 * failed' when the server says nothing).
 */
export function useLenderUpdate() {
  const [update] = useUpdate();
  const notify = useNotify();
  return async (record: LenderView, data: Record<string, unknown>) => {
    try {
      const saved = await update(
        'lenders',
        { id: record.id, data: { id: record.id, ...data }, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notifySaved(notify, saved, 'app.lenders.updated');
      return saved;
    } catch (error) {
      notify(errorMessage(error, 'app.lenders.update_failed'), { type: 'error' });
      throw error;
    }
  };
}

/** A lender's number field sends a number, or null when emptied. */
export const numberOrNull = (text: string) => (text.trim() === '' ? null : Number(text));
