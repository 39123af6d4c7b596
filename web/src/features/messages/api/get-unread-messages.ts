import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApiOrAbsent } from '../../../lib/api-client-optional';

/** Unread counts by kind (spec §3). */
export interface UnreadMessages {
  comment: number;
  reply: number;
  like: number;
  sys: number;
  mine: number;
}

/** Spec §4: polled every 120 seconds, only for logged-in users. */
export const unreadPollMs = 120_000;

/**
 * GET /api/msg/unread. The messages area is not on the server yet and answers 404, so a 404 means
 * "nothing to show" and stays silent instead of raising a toast every two minutes.
 */
export const unreadMessagesQueryOptions = () =>
  queryOptions({
    queryKey: ['msg/unread'],
    queryFn: () => callApiOrAbsent<UnreadMessages>('GET', '/api/msg/unread'),
    refetchInterval: unreadPollMs,
    retry: false,
  });

export function useUnreadMessages(loggedIn: boolean): UnreadMessages | null {
  const query = useQuery({ ...unreadMessagesQueryOptions(), enabled: loggedIn });
  return loggedIn ? (query.data ?? null) : null;
}

export function totalUnread(counts: UnreadMessages | null): number {
  if (!counts) return 0;
  return counts.comment + counts.reply + counts.like + counts.sys + counts.mine;
}
