import type { adminGetContestProblemList } from '@oj/shared/api/admin-contest-problem';
import type { CallResponse } from '@oj/shared/api/define-call';

/** A row of the contest's problem list: the problem and its link in the contest. */
export interface ContestProblemRow {
  pid: number;
  problemId: string;
  title: string;
  /** 3: written for contests only (edited through the contest problem form). */
  auth: number;
  displayId: string;
  displayTitle: string;
  color: string | null;
}

/** The list call's answer as rows: each problem with its link from `contestProblemMap`. */
export function contestProblemRowsOf(
  answer: CallResponse<typeof adminGetContestProblemList>,
): ContestProblemRow[] {
  return answer.problemList.records.map((problem) => {
    const link = answer.contestProblemMap[String(problem.pid)];
    return {
      pid: problem.pid,
      problemId: problem.problemId,
      title: problem.title,
      auth: problem.auth,
      displayId: link?.displayId ?? problem.problemId,
      displayTitle: link?.displayTitle ?? problem.title,
      color: link?.color ?? null,
    };
  });
}
