import { adminRejudgeProblem } from '@oj/shared/api/admin-judge';
import { useCallMutation } from '../../../../lib/call-query';

/** GET /api/admin/judge/rejudge-problem (super admin): starts the job, answers its id. */
export const useRejudgeProblem = () =>
  useCallMutation(adminRejudgeProblem, { toInput: (pid: number) => ({ query: { pid } }) });
