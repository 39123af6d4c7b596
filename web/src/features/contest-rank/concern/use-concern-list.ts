import { useMemo, useSyncExternalStore } from 'react';
import { concernStoreOf, type ConcernStore } from './concern-store';
import type { ConcernedUser } from './concern-list';

/** The viewer's followed users on contest `cid`'s board, and the store that changes them. */
export function useConcernList(cid: number): { concerned: readonly ConcernedUser[]; store: ConcernStore } {
  const store = useMemo(() => concernStoreOf(cid), [cid]);
  const concerned = useSyncExternalStore(store.subscribe, store.read, store.read);
  return { concerned, store };
}
