import { useEffect, type ReactNode } from 'react';
import type { UnreadCounts } from '@oj/shared/api/message';
import { setUnreadTotal } from './unread-total-store';
import { useUnreadMessages } from './use-unread-messages';

interface UnreadWatcherProps {
  /** The logged-in viewer. */
  uid: string;
  /** Draws the notice (loaded with its strings by the caller); `key` is new each time the total grows. */
  notice: (props: { key: number; counts: UnreadCounts | undefined; total: number }) => ReactNode;
}

/**
 * The unread poll of a logged-in user (spec part 1, §4): hands the total to the header's badge and
 * shows the notice when it grows. Mounted only while someone is logged in; a logout clears the badge.
 */
export function UnreadWatcher({ uid, notice }: UnreadWatcherProps) {
  const { counts, total, noticeKey } = useUnreadMessages(uid);
  useEffect(() => setUnreadTotal(total), [total]);
  useEffect(() => () => setUnreadTotal(0), []);
  return noticeKey > 0 ? notice({ key: noticeKey, counts, total }) : null;
}
