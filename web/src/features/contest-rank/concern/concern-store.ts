import {
  concernListKey,
  parseConcernList,
  withConcerned,
  withoutConcerned,
  type ConcernedUser,
} from './concern-list';

/**
 * One contest's followed users in local storage, readable by `useSyncExternalStore`: the same parsed
 * list is answered until it changes (here, or in another tab through the `storage` event).
 */
export interface ConcernStore {
  read(): readonly ConcernedUser[];
  follow(user: ConcernedUser): void;
  unfollow(uid: string): void;
  clear(): void;
  subscribe(listener: () => void): () => void;
}

export function concernStoreOf(cid: number, storage: Storage = localStorage): ConcernStore {
  const key = concernListKey(cid);
  const listeners = new Set<() => void>();
  let text: string | null = null;
  let list: readonly ConcernedUser[] = [];
  let loaded = false;

  function read(): readonly ConcernedUser[] {
    const now = storage.getItem(key);
    if (!loaded || now !== text) {
      text = now;
      list = parseConcernList(now);
      loaded = true;
    }
    return list;
  }
  function write(next: readonly ConcernedUser[]): void {
    if (next.length === 0) storage.removeItem(key);
    else storage.setItem(key, JSON.stringify(next));
    for (const listener of listeners) listener();
  }
  return {
    read,
    follow: (user) => write(withConcerned(read(), user)),
    unfollow: (uid) => write(withoutConcerned(read(), uid)),
    clear: () => write([]),
    subscribe(listener) {
      listeners.add(listener);
      const onStorage = (event: StorageEvent) => {
        if (event.key === key || event.key === null) listener();
      };
      globalThis.addEventListener?.('storage', onStorage);
      return () => {
        listeners.delete(listener);
        globalThis.removeEventListener?.('storage', onStorage);
      };
    },
  };
}
