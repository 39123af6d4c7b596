import { showToast } from '../../lib/toast-store';

/** What the kit needs of a write; React Query's `useMutation` result fits as it is. */
export interface RowMutation<V> {
  mutate: (variables: V, options?: { onSuccess?: () => void }) => void;
  isPending: boolean;
  variables: V | undefined;
}

/** The id of the row whose write is on its way (its controls wait), from the write's variables. */
export function pendingRow<V, K>(mutation: RowMutation<V>, idOf: (variables: V) => K): K | null {
  return mutation.isPending && mutation.variables !== undefined ? idOf(mutation.variables) : null;
}

/**
 * Runs a row's write and, once the server has agreed, says so in a success toast, then `after`. A
 * failure is the API client's to tell, so nothing is said here.
 */
export function writeThenSay<V>(
  mutation: RowMutation<V>,
  variables: V,
  doneText: string,
  after?: () => void,
): void {
  mutation.mutate(variables, {
    onSuccess: () => {
      showToast('success', doneText);
      after?.();
    },
  });
}
