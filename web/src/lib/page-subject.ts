import { useEffect, useSyncExternalStore } from 'react';

/*
 * What the current page is about, when that is more than its route's title: the problem page names
 * its problem, so the browser tab reads "P1000 A+B Problem - OJ" instead of "Problem - OJ".
 */
let subject: string | null = null;
const listeners = new Set<() => void>();

function publish(next: string | null): void {
  subject = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Names the page's subject while the calling component is on screen. */
export function usePageSubject(text: string): void {
  useEffect(() => {
    publish(text);
    return () => publish(null);
  }, [text]);
}

/** The subject a page named, or null. */
export function useCurrentPageSubject(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => subject,
    () => subject,
  );
}
