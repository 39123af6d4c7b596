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
 * The poll of `msg/unread` for the logged-in viewer `uid` (spec part 1, §4 and part 3, §6): every
 * 120 seconds while the tab is visible; the message centre reads the same entry.
 */
export function useUnreadMessages(uid: string): UnreadMessages {
  const { data, dataUpdatedAt } = useQuery(unreadMessageCountQueryOptions(uid));
  const total = unreadTotal(data);
  const [noticeKey, setNoticeKey] = useState(0);
  useEffect(() => {
    if (dataUpdatedAt === 0) return;
    if (noteUnreadTotal(sessionStorage, uid, total)) setNoticeKey((key) => key + 1);
  }, [uid, total, dataUpdatedAt]);
  return { counts: data, total, noticeKey };
}
