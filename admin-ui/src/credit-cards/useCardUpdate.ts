import type { CreditCardView } from '@marketplace/contracts';
import { useNotify, useRefresh, useUpdate } from 'react-admin';
import { errorMessage } from '../common/errors';

/**
 * Saves one property of a card (PUT /api/admin/credit-cards/{id} with that field), toasts the
 * result and reloads the list (a new sort order moves the row).
 */
export function useCardUpdate() {
  const [update] = useUpdate();
  const notify = useNotify();
  const refresh = useRefresh();
  return async (record: CreditCardView, property: keyof CreditCardView, value: unknown) => {
    try {
      await update(
        'credit-cards',
        { id: record.id, data: { id: record.id, [property]: value }, previousData: record },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify('app.cards.updated', { type: 'success' });
      refresh();
    } catch (error) {
      notify(errorMessage(error), { type: 'error' });
      throw error;
    }
  };
}
