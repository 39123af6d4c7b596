import { submitProblemJudge } from '@oj/shared/api/submission';
import { callApi } from '../../../../lib/api-client';

/** POST /api/submit-problem-judge with the exam's cid: an answer sheet or a program. */
export const submitPaperAnswer = (cid: number, pid: number, language: string, code: string) =>
  callApi(submitProblemJudge, { body: { pid, cid, language, code } });
