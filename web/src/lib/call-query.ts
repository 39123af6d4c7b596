import {
  queryOptions,
  useMutation,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { z } from 'zod';
import type { CallDefinition, CallResponse } from '@oj/shared/api/define-call';
import { callApi, type CallInput, type CallOptions } from './api-client';
import { i18n } from './i18n/i18n';
import { showToast } from './toast-store';

/** What a GET call sends: the input of its query schema. */
export type CallQueryInput<C extends CallDefinition> = z.input<C['query']>;

/**
 * The query key of a call, derived from its definition so that no key is written by hand: the call's
 * path, then the query it sends, then what else the cached answer depends on (the viewer whose marks
 * the rows carry, the attempt that asks for a fresh captcha). Keys match by prefix, so `callKey(call)`
 * covers every request of the call and `callKey(call, { submitId })` every request for that id.
 */
export function callKey<C extends CallDefinition>(
  call: C,
  query?: CallQueryInput<C>,
  alsoKeyedBy?: unknown,
): QueryKey {
  if (alsoKeyedBy !== undefined) return [call.path, query ?? {}, alsoKeyedBy];
  return query === undefined ? [call.path] : [call.path, query];
}

/** Query options a call's factory may set; key and fetch come from the call. */
export type CallQueryExtras<C extends CallDefinition> = Omit<
  UseQueryOptions<CallResponse<C>, Error, CallResponse<C>, QueryKey>,
  'queryKey' | 'queryFn'
> & {
  /** Part of the key but not of the request; see callKey. */
  alsoKeyedBy?: unknown;
  /** Passed to callApi, e.g. statuses this query handles itself. */
  callOptions?: CallOptions;
};

/**
 * Query options for one GET call: its key from callKey and its fetch through callApi, so a loader's
 * `ensureQueryData` and a component's `useQuery` of the same factory share one cache entry.
 */
export function callQueryOptions<C extends CallDefinition>(
  call: C,
  query: CallQueryInput<C> = {} as CallQueryInput<C>,
  extras: CallQueryExtras<C> = {},
) {
  const { alsoKeyedBy, callOptions, ...options } = extras;
  return queryOptions({
    ...options,
    queryKey: callKey(call, query, alsoKeyedBy),
    queryFn: () => callApi(call, { query }, callOptions),
  });
}

/** The keys a write makes stale: fixed, or read from the answer and the variables. */
export type Invalidates<C extends CallDefinition, V> =
  readonly QueryKey[] | ((answer: CallResponse<C>, variables: V) => readonly QueryKey[]);

/** An i18n key, with its parameters when the sentence names something. */
export type SuccessText = string | { key: string; params?: Record<string, unknown> };

/** What a write says once it has succeeded: fixed, or read from the answer and the variables. */
export type SaysOnSuccess<C extends CallDefinition, V> =
  SuccessText | ((answer: CallResponse<C>, variables: V) => SuccessText);

/** The sentence a write's success says, in the interface language. */
export function successSentence<C extends CallDefinition, V>(
  says: SaysOnSuccess<C, V>,
  answer: CallResponse<C>,
  variables: V,
): string {
  const text = typeof says === 'function' ? says(answer, variables) : says;
  return typeof text === 'string' ? i18n.t(text) : i18n.t(text.key, text.params);
}

export interface CallMutationOptions<C extends CallDefinition, V> {
  /** Turns what the caller passes to `mutate` into the request; by default it is the request. */
  toInput?: (variables: V) => CallInput<C>;
  /** Query keys (from callKey) to mark stale once the call succeeds. */
  invalidates?: Invalidates<C, V>;
  /**
   * What the success says to the person who made it (spec §8's successes: "Update Successfully",
   * "Create Successfully"…), shown as a toast once the invalidated queries show the change. A write
   * made from a form declares it here, with the call, so no screen that sends it can forget to say so.
   */
  says?: SaysOnSuccess<C, V>;
  /** Runs after a success, once the invalidated queries have been read again. */
  onSuccess?: (answer: CallResponse<C>, variables: V) => void;
  callOptions?: CallOptions;
}

/**
 * A mutation for one write call: it sends through callApi and, on success, invalidates the queries
 * named by callKey, so a feature never spells out another feature's key.
 */
export function useCallMutation<C extends CallDefinition, V = CallInput<C>>(
  call: C,
  options: CallMutationOptions<C, V> = {},
) {
  const queryClient = useQueryClient();
  const {
    toInput = (variables: V) => variables as CallInput<C>,
    invalidates,
    says,
    onSuccess,
    callOptions,
  } = options;
  return useMutation({
    mutationFn: (variables: V) => callApi(call, toInput(variables), callOptions),
    // Awaited, so the mutation settles after the stale queries show the change.
    onSuccess: async (answer, variables) => {
      const keys = typeof invalidates === 'function' ? invalidates(answer, variables) : (invalidates ?? []);
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
      if (says !== undefined) showToast('success', successSentence(says, answer, variables));
      onSuccess?.(answer, variables);
    },
  });
}
