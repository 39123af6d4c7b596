import { useSyncExternalStore } from 'react';

/*
 * The unread total the header's badge shows. The poll itself loads lazily once a user is logged in
 * (`unread-watcher.tsx`) and writes the total here, so the first load carries only this and the badge.
 */

let total = 0;
const listeners = new Set<() => void>();

export function setUnreadTotal(next: number): void {
  if (next === total) return;
  total = next;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

export function useUnreadTotal(): number {
  return useSyncExternalStore(subscribe, () => total);
}
