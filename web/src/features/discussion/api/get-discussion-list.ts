import { getDiscussionList } from '@oj/shared/api/discussion';
import { discussionRules } from '@oj/shared/domain/discussion';
import { callQueryOptions } from '../../../lib/call-query';
import type { DiscussionListFilters } from '../list/url-state';

/**
 * GET /api/get-discussion-list: a page of 50 (spec part 3 §7), pinned first; for one problem when
 * `pid` is given. Keyed by the viewer, whose `onlyMine` and role change the answer.
 */
export const discussionListQueryOptions = (
  filters: DiscussionListFilters,
  pid: string | null,
  uid: string | null,
) =>
  callQueryOptions(
    getDiscussionList,
    {
      currentPage: filters.currentPage,
      limit: discussionRules.listPageSize,
      ...(filters.cid !== null ? { cid: filters.cid } : {}),
      ...(filters.keyword ? { keyword: filters.keyword } : {}),
      ...(filters.onlyMine && uid ? { onlyMine: 'true' as const } : {}),
      ...(pid ? { pid } : {}),
    },
    { alsoKeyedBy: uid, placeholderData: (previous) => previous },
  );
