/*
 * Whether the header's notice of unread messages shows (spec part 1, §4: polled every 120 s, the
 * notice lasts 5 s). It shows when the unread total grows past the last total this tab saw for the
 * user: a login with unread messages is told once, a reload is not told again (the total is kept in
 * the tab's session storage), and after the user reads a box a new message is told again.
 */

type KeyValueStore = Pick<Storage, 'getItem' | 'setItem'>;

const storageKey = (uid: string) => `message-unread-seen:${uid}`;

/** The last unread total this tab saw for `uid`; 0 when it saw none. */
export function seenUnreadTotal(store: KeyValueStore, uid: string): number {
  const stored = Number(store.getItem(storageKey(uid)));
  return Number.isInteger(stored) && stored > 0 ? stored : 0;
}

/** Keeps `total` as seen; answers whether it grew past the one seen before (the notice shows). */
export function noteUnreadTotal(store: KeyValueStore, uid: string, total: number): boolean {
  const grew = total > seenUnreadTotal(store, uid);
  store.setItem(storageKey(uid), String(Math.max(0, total)));
  return grew;
}
