import type { SentForApprovalAnswer } from '@marketplace/contracts';
import type { DataProvider, useNotify } from 'react-admin';

type Notify = ReturnType<typeof useNotify>;

/**
 * Maker-checker: a gated write answers 202 with the pending change instead of the record. Either
 * the API's answer itself or a record the data provider answered in its place (see below).
 */
export const isSentForApproval = (answer: unknown): boolean =>
  typeof answer === 'object' && answer !== null && 'pending_change' in answer;

/** The success toast of a save, or 'Sent for approval' when it waits for a second admin. */
export function notifySaved(notify: Notify, answer: unknown, savedMessage: string) {
  if (isSentForApproval(answer)) notify('app.approvals.sent', { type: 'info' });
  else notify(savedMessage, { type: 'success' });
}

const pendingOf = (data: unknown) => (data as SentForApprovalAnswer).pending_change;

/**
 * react-admin takes a write's answer for the saved record. A change sent for approval saved
 * nothing, so the record stays what it was (with the pending change beside it): the cache and the
 * form keep the values that still apply.
 */
export function withApprovals<P extends DataProvider>(provider: P): P {
  return {
    ...provider,
    create: async (resource, params) => {
      const answer = await provider.create(resource, params);
      if (!isSentForApproval(answer.data)) return answer;
      const pending_change = pendingOf(answer.data);
      return { data: { ...params.data, id: `pending-${pending_change.id}`, pending_change } };
    },
    update: async (resource, params) => {
      const answer = await provider.update(resource, params);
      if (!isSentForApproval(answer.data)) return answer;
      return { data: { ...params.previousData, pending_change: pendingOf(answer.data) } };
    },
    delete: async (resource, params) => {
      const answer = await provider.delete(resource, params);
      if (!isSentForApproval(answer.data)) return answer;
      return { data: { ...params.previousData, pending_change: pendingOf(answer.data) } };
    },
  };
}
