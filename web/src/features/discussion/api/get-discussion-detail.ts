import { getDiscussionDetail } from '@oj/shared/api/discussion';
import { callQueryOptions } from '../../../lib/call-query';

/** GET /api/get-discussion-detail: the discussion with its content and the viewer's like. */
export const discussionDetailQueryOptions = (did: number, uid: string | null) =>
  callQueryOptions(getDiscussionDetail, { did }, { alsoKeyedBy: uid });
