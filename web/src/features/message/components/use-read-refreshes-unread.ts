import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getUnreadMessageCount } from '@oj/shared/api/message';
import { callKey } from '../../../lib/call-query';

/**
 * Reading a box marks its messages read on the server (spec part 3, §4), so every fresh read of a
 * page (`readAt`, the query's `dataUpdatedAt`) has the unread counts read again: the tab's badge and
 * the header's go down at once.
 */
export function useReadRefreshesUnread(readAt: number) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (readAt > 0) void queryClient.invalidateQueries({ queryKey: callKey(getUnreadMessageCount) });
  }, [readAt, queryClient]);
}
