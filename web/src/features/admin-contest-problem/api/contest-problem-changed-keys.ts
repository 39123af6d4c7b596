import { adminGetContestProblemList } from '@oj/shared/api/admin-contest-problem';
import { adminGetProblemList } from '@oj/shared/api/admin-problem';
import { getContestProblemList } from '@oj/shared/api/contest-problem';
import { callKey } from '../../../lib/call-query';

/** What a change to a contest's problems makes stale: its admin list, the admin problem list, the contest's tab. */
export const contestProblemChangedKeys = [
  callKey(adminGetContestProblemList),
  callKey(adminGetProblemList),
  callKey(getContestProblemList),
];
