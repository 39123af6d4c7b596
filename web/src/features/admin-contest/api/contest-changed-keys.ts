import { adminGetContest, adminGetContestList } from '@oj/shared/api/admin-contest';
import { getContestInfo, getContestList } from '@oj/shared/api/contest';
import { callKey } from '../../../lib/call-query';

/** What a write to a contest makes stale: the admin list and form, and the site's list and contest page. */
export const contestChangedKeys = [
  callKey(adminGetContestList),
  callKey(adminGetContest),
  callKey(getContestList),
  callKey(getContestInfo),
];
