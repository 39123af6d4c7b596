import { useSyncExternalStore } from 'react';

/**
 * What the site navigation's contest menu (spec part 2, §2) needs of the contest on screen; the shell
 * publishes it while it is drawn, so the header (outside the shell) greys out and hides the same
 * entries as the tab bar.
 */
export interface ContestMenuState {
  cid: number;
  menuDisabled: boolean;
  /** Exam mode hides the problems, and the submissions from all but the contest admins. */
  hideProblems: boolean;
  hideSubmissions: boolean;
}

let current: ContestMenuState | null = null;
const listeners = new Set<() => void>();

export function publishContestMenu(next: ContestMenuState | null): void {
  current = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The contest menu state the shell last published, or null outside a contest. */
export function useContestMenuState(): ContestMenuState | null {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => current,
  );
}
