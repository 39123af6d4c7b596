import { adminDeleteContestProblem } from '@oj/shared/api/admin-contest-problem';
import { useCallMutation } from '../../../lib/call-query';
import { contestProblemChangedKeys } from './contest-problem-changed-keys';

/** DELETE /api/admin/contest/problem?pid=&cid=: the problem leaves the contest and stays on the site. */
export const useRemoveContestProblem = (cid: number) =>
  useCallMutation(adminDeleteContestProblem, {
    toInput: (pid: number) => ({ query: { pid, cid } }),
    invalidates: contestProblemChangedKeys,
  });
