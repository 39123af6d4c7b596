import { apiCall } from './api-call';
import { submitInContest } from './contest-fixtures';
import { spacedSubmit } from './submit-interval';

/*
 * The rank tab's browser test boards (the contests come from contest-fixtures.ts): contestants
 * submit through the contest's submit call, a real judge worker judges, and the board is read as
 * the API answers it.
 */

/** C sources for an A+B problem: right, and wrong in two ways. */
export const sources = {
  right:
    '#include <stdio.h>\nint main(void){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);return 0;}\n',
  /** Right only for the first case (1 2): half the points of a two-case OI problem. */
  firstCaseOnly: '#include <stdio.h>\nint main(void){printf("3\\n");return 0;}\n',
  wrong: '#include <stdio.h>\nint main(void){printf("0\\n");return 0;}\n',
};

const waitingStatuses = new Set([5, 6, 7, 9]);

/** Submits in C through the contest's submit call and waits for the judge's verdict (60 s). */
export async function submitAndJudge(
  login: { token: string },
  cid: number,
  displayId: string,
  code: string,
): Promise<number> {
  // The site takes one submission per user every 5 s: a user's next one waits out the interval.
  const submitId = await spacedSubmit(login.token, () => submitInContest(login, cid, displayId, code, 'C'));
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const detail = await apiCall<{ submission: { status: number } }>(
      `/api/get-submission-detail?submitId=${submitId}`,
      { token: login.token },
    );
    if (!waitingStatuses.has(detail.submission.status)) return detail.submission.status;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`submission ${submitId} was not judged within 60 s`);
}

/** A row of a board as the API answers it. */
export interface ApiRankRow {
  uid: string;
  username: string;
  rank: number;
  ac?: number;
  totalTime: number;
  totalScore?: number;
  submissionInfo: Record<string, { ACTime?: number; isAC?: boolean; isFirstAC?: boolean } | number>;
}

/** The contest's whole board as `login` sees it, rebuilt first when `login` is its admin. */
export async function boardAs(login: { token: string }, cid: number): Promise<ApiRankRow[]> {
  const page = await apiCall<{ records: ApiRankRow[] }>('/api/get-contest-rank', {
    method: 'POST',
    token: login.token,
    body: { cid, currentPage: 1, limit: 300, forceRefresh: true },
  });
  return page.records;
}

/** Reads the board as `login` until `done` holds (the board follows a verdict within seconds). */
export async function boardWhen(
  login: { token: string },
  cid: number,
  done: (rows: ApiRankRow[]) => boolean,
): Promise<ApiRankRow[]> {
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const rows = await boardAs(login, cid);
    if (done(rows)) return rows;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`the board of contest ${cid} did not reach the expected state`);
}
