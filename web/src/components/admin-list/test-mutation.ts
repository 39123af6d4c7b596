import type { RowMutation } from './row-write';

/** A write for the kit's tests: records what it was asked, and answers yes when told to. */
export function fakeMutation<V>(pending: V | undefined = undefined) {
  const calls: V[] = [];
  let succeed: (() => void) | undefined;
  const mutation: RowMutation<V> = {
    mutate: (variables, options) => {
      calls.push(variables);
      succeed = options?.onSuccess;
    },
    isPending: pending !== undefined,
    variables: pending,
  };
  return { mutation, calls, serverAgrees: () => succeed?.() };
}
