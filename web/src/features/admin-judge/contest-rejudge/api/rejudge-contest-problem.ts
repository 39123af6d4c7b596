import { adminRejudgeContestProblem } from '@oj/shared/api/admin-judge';
import { useCallMutation } from '../../../../lib/call-query';

/** GET /api/admin/judge/rejudge-contest-problem (super admin): starts the job, answers its id. */
export const useRejudgeContestProblem = () =>
  useCallMutation(adminRejudgeContestProblem, {
    toInput: (query: { cid: number; pid: number }) => ({ query }),
  });
