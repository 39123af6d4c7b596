import { randomUUID } from 'node:crypto';
import { logIn, type Login } from './accounts';
import { apiCall } from './api-call';
import { submitInContest } from './contest-fixtures';

/*
 * The scroll board's browser test boards, through the HTTP API only (the contest comes from
 * contest-fixtures.ts): contestants submit through the contest's submit call and root sets each
 * verdict with the manual-judge call (no sandbox needed for a board).
 */

/** A submission through the contest's submit call, then cancelled and its verdict set by hand by root. */
export async function submitJudged(
  rootToken: string,
  contestant: { token: string },
  cid: number,
  displayId: string,
  status: number,
): Promise<number> {
  const submitId = await submitInContest(
    contestant,
    cid,
    displayId,
    `// try ${randomUUID()}\nint main() { return 0; }\n`,
  );
  // Taken from the judges first: a submission they still have cannot be judged by hand.
  await apiCall(`/api/admin/judge/cancel-judge?submitId=${submitId}`, { token: rootToken });
  await apiCall(`/api/admin/judge/manual-judge?submitId=${submitId}&status=${status}`, { token: rootToken });
  return submitId;
}

/** A row of the real board as the contest's admin reads it. */
export interface RealRankRow {
  username: string;
  rank: number;
  ac: number;
  totalTime: number;
}

/** The contest's whole board, as `get-contest-rank` answers it to root (no seal for an admin). */
export async function realBoard(rootToken: string, cid: number): Promise<RealRankRow[]> {
  const page = await apiCall<{ records: RealRankRow[] }>('/api/get-contest-rank', {
    method: 'POST',
    token: rootToken,
    body: { cid, currentPage: 1, limit: 50, forceRefresh: true },
  });
  return page.records.map(({ username, rank, ac, totalTime }) => ({ username, rank, ac, totalTime }));
}

/** `count` accounts made by root's generate-user call, each logged in (as a contest hall's teams are). */
export async function generatedTeams(rootToken: string, count: number): Promise<Login[]> {
  const prefix = `sb${randomUUID().slice(0, 6)}t`;
  const { users } = await apiCall<{ users: { username: string; password: string }[] }>(
    '/api/admin/user/generate-user',
    {
      method: 'POST',
      token: rootToken,
      body: { prefix, suffix: '', number_from: 1, number_to: count, password_length: 10 },
    },
  );
  return Promise.all(users.map((account) => logIn(account.username, account.password)));
}
