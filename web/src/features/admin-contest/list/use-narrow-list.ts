import { useSyncExternalStore } from 'react';

/** Below tailwind's `sm` (640 px) the contest list folds its actions under the title. */
const narrowQuery = '(max-width: 639.98px)';

function subscribe(listener: () => void): () => void {
  const query = window.matchMedia(narrowQuery);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

/**
 * Whether the window is phone-narrow. The list draws its actions in one place or the other (not
 * both, hidden by CSS), so each action exists once on the page whatever its width.
 */
export function useNarrowList(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(narrowQuery).matches,
    () => false,
  );
}
