import { getUnreadMessageCount } from '@oj/shared/api/message';
import { messageRules } from '@oj/shared/domain/discussion';
import { callQueryOptions } from '../../../lib/call-query';

/** Spec part 1, §4: logged-in clients ask for their unread counts every 120 seconds. */
export const unreadPollMs = messageRules.unreadPollSeconds * 1000;

/**
 * The viewer's unread counts of the five boxes, read again every two minutes while the tab is
 * visible. Keyed by the viewer, so another login never shows the last one's counts; the message
 * centre's tabs read the same entry, and reading a box makes it stale.
 */
export const unreadMessageCountQueryOptions = (uid: string) =>
  callQueryOptions(
    getUnreadMessageCount,
    {},
    {
      alsoKeyedBy: uid,
      staleTime: unreadPollMs,
      refetchInterval: unreadPollMs,
      refetchOnWindowFocus: false,
    },
  );
