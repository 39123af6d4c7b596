import { submitProblemJudge } from '@oj/shared/api/submission';
import { callApi } from '../../../../lib/api-client';

/** POST /api/submit-problem-judge: stores the submission and queues it; answers its row (status 5). */
export function submitCode(input: {
  pid: number;
  language: string;
  code: string;
  cid?: number;
  tid?: number;
}) {
  return callApi(submitProblemJudge, {
    body: { ...input, cid: input.cid ?? 0, tid: input.tid ?? 0, gid: 0, isRemote: false },
  });
}
