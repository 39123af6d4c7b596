import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { UnreadCounts } from '@oj/shared/api/message';
import { unreadMessageCountQueryOptions } from '../api/get-unread-message-count';
import { unreadTotal } from '../boxes';
import { noteUnreadTotal } from './unread-baseline';

export interface UnreadMessages {
  counts: UnreadCounts | undefined;
  total: number;
  /** Grows by one each time the total grows past the one seen: the notice shows again. */
  noticeKey: number;
}

/**
 * The header's poll of `msg/unread` (spec part 1, §4 and part 3, §6): only for a logged-in viewer
 * (`uid`), every 120 seconds while the tab is visible; the message centre reads the same entry.
 */
export function useUnreadMessages(uid: string | null): UnreadMessages {
  const { data, dataUpdatedAt } = useQuery({
    ...unreadMessageCountQueryOptions(uid ?? ''),
    enabled: uid !== null,
  });
  const total = uid === null ? 0 : unreadTotal(data);
  const [noticeKey, setNoticeKey] = useState(0);
  useEffect(() => {
    if (uid === null || dataUpdatedAt === 0) return;
    if (noteUnreadTotal(sessionStorage, uid, total)) setNoticeKey((key) => key + 1);
  }, [uid, total, dataUpdatedAt]);
  return { counts: uid === null ? undefined : data, total, noticeKey };
}
