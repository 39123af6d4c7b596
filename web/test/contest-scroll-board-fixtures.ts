import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import './provided-context';

/*
 * The scroll board's browser test contest, made through the HTTP API only: the organiser (root)
 * creates an ACM contest, contestants submit through the contest's submit call, and root sets each
 * verdict with the manual-judge call (no sandbox needed for a board), then seals and ends the
 * contest by editing it, as an organiser can.
 */

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

export async function apiCall<T>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const response = await fetch(`${inject('localStack').url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en-US',
      'url-type': path.startsWith('/api/admin/') ? 'admin' : 'general',
      ...(init.token ? { authorization: init.token } : {}),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.status !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

/** A time on the whole second, as the admin form sends it (the scroll board's dates are to the second). */
export const wholeSecond = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

export interface BoardContest {
  cid: number;
  /** The create body, for edits (the edit sends every field). */
  body: Record<string, unknown>;
}

/** A public contest of `type` (ACM 0, OI 1) that started two hours ago and runs two more, not sealed. */
export async function createContest(
  rootToken: string,
  problems: readonly { pid: number; displayId: string; color: string }[],
  settings: { type?: 0 | 1; starAccount?: string[] } = {},
): Promise<BoardContest> {
  const title = `Resolver ${randomUUID().slice(0, 8)}`;
  const body = {
    title,
    description: 'The scroll board test contest.',
    type: settings.type ?? 0,
    auth: 0,
    startTime: wholeSecond(Date.now() - 2 * 3_600_000),
    endTime: wholeSecond(Date.now() + 2 * 3_600_000),
    sealRank: false,
    visible: true,
    starAccount: settings.starAccount ?? [],
  };
  await apiCall('/api/admin/contest', { method: 'POST', token: rootToken, body });
  const list = await apiCall<{ records: { id: number; title: string }[] }>(
    `/api/admin/contest/get-contest-list?keyword=${encodeURIComponent(title)}`,
    { token: rootToken },
  );
  const cid = list.records.find((row) => row.title === title)?.id;
  if (!cid) throw new Error(`the contest ${title} was not listed`);
  for (const problem of problems) {
    await apiCall('/api/admin/contest/add-problem-from-public', {
      method: 'POST',
      token: rootToken,
      body: { cid, pid: problem.pid, displayId: problem.displayId },
    });
    await apiCall('/api/admin/contest/contest-problem', {
      method: 'PUT',
      token: rootToken,
      body: {
        cid,
        pid: problem.pid,
        displayId: problem.displayId,
        displayTitle: 'A+B',
        color: problem.color,
      },
    });
  }
  return { cid, body: { ...body, title } };
}

/** Edits the contest: every field as created, with `changes` over them. */
export async function editContest(
  rootToken: string,
  contest: BoardContest,
  changes: Record<string, unknown>,
): Promise<void> {
  Object.assign(contest.body, changes);
  await apiCall('/api/admin/contest', {
    method: 'PUT',
    token: rootToken,
    body: { ...contest.body, id: contest.cid },
  });
}

/** A submission through the contest's submit call, then its verdict set by hand by root. */
export async function submitJudged(
  rootToken: string,
  contestant: { token: string },
  cid: number,
  displayId: string,
  status: number,
): Promise<number> {
  const { submitId } = await apiCall<{ submitId: number }>('/api/submit-problem-judge', {
    method: 'POST',
    token: contestant.token,
    body: {
      pid: displayId,
      cid,
      language: 'C++',
      code: `// try ${randomUUID()}\nint main() { return 0; }\n`,
    },
  });
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
export async function generatedTeams(rootToken: string, count: number): Promise<{ token: string }[]> {
  const prefix = `sb${randomUUID().slice(0, 6)}t`;
  const { users } = await apiCall<{ users: { username: string; password: string }[] }>(
    '/api/admin/user/generate-user',
    {
      method: 'POST',
      token: rootToken,
      body: { prefix, suffix: '', number_from: 1, number_to: count, password_length: 10 },
    },
  );
  return Promise.all(
    users.map(async (account) => {
      const response = await fetch(`${inject('localStack').url}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'accept-language': 'en-US' },
        body: JSON.stringify(account),
      });
      const token = response.headers.get('authorization');
      if (!token) throw new Error(`login ${account.username}: no token`);
      return { token };
    }),
  );
}
