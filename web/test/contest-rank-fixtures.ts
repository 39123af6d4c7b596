import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import './provided-context';
import { logIn } from './accounts';

/*
 * The rank tab's browser test contests, made through the HTTP API as an organiser makes them: root
 * creates the contest and edits it (to seal the board, to end it), contestants submit through the
 * contest's submit call and a real judge worker judges.
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

export const rootToken = async (): Promise<string> => {
  const { adminUsername, adminPassword } = inject('localStack');
  return (await logIn(adminUsername, adminPassword)).token;
};

/** A time on the whole second, as the admin form sends it. */
export const wholeSecond = (ms: number) => new Date(Math.floor(ms / 1000) * 1000).toISOString();

export interface RankContest {
  cid: number;
  /** The create body, for edits (an edit sends every field). */
  body: Record<string, unknown>;
}

/**
 * A public contest of `type` that started `startedMinutesAgo` minutes ago and runs one more hour,
 * holding the problems under their display ids and balloon colours; `settings` go into the body.
 */
export async function createRankContest(
  problems: readonly { pid: number; displayId: string; color: string }[],
  settings: Record<string, unknown> & { type: 0 | 1; startedMinutesAgo: number },
): Promise<RankContest> {
  const token = await rootToken();
  const { startedMinutesAgo, ...fields } = settings;
  const title = `Rank ${randomUUID().slice(0, 8)}`;
  const body = {
    title,
    description: 'A contest of the rank browser test.',
    auth: 0,
    startTime: wholeSecond(Date.now() - startedMinutesAgo * 60_000),
    endTime: wholeSecond(Date.now() + 60 * 60_000),
    sealRank: false,
    visible: true,
    ...fields,
  };
  await apiCall('/api/admin/contest', { method: 'POST', token, body });
  const list = await apiCall<{ records: { id: number; title: string }[] }>(
    `/api/admin/contest/get-contest-list?keyword=${encodeURIComponent(title)}`,
    { token },
  );
  const cid = list.records.find((row) => row.title === title)?.id;
  if (!cid) throw new Error(`the contest ${title} was not listed`);
  for (const problem of problems) {
    await apiCall('/api/admin/contest/add-problem-from-public', {
      method: 'POST',
      token,
      body: { cid, pid: problem.pid, displayId: problem.displayId },
    });
    await apiCall('/api/admin/contest/contest-problem', {
      method: 'PUT',
      token,
      body: {
        cid,
        pid: problem.pid,
        displayId: problem.displayId,
        displayTitle: 'A+B',
        color: problem.color,
      },
    });
  }
  return { cid, body };
}

/** Edits the contest: every field as created, with `changes` over them. */
export async function editRankContest(contest: RankContest, changes: Record<string, unknown>): Promise<void> {
  Object.assign(contest.body, changes);
  await apiCall('/api/admin/contest', {
    method: 'PUT',
    token: await rootToken(),
    body: { ...contest.body, id: contest.cid },
  });
}

/** C sources for an A+B problem: right, and wrong in two ways. */
export const sources = {
  right:
    '#include <stdio.h>\nint main(void){long long a,b;scanf("%lld%lld",&a,&b);printf("%lld\\n",a+b);return 0;}\n',
  /** Right only for the first case (1 2): half the points of a two-case OI problem. */
  firstCaseOnly: '#include <stdio.h>\nint main(void){printf("3\\n");return 0;}\n',
  wrong: '#include <stdio.h>\nint main(void){printf("0\\n");return 0;}\n',
};

const waitingStatuses = new Set([5, 6, 7, 9]);
const lastSubmitAt = new Map<string, number>();

/** Submits in C through the contest's submit call and waits for the judge's verdict (60 s). */
export async function submitAndJudge(
  login: { token: string },
  cid: number,
  displayId: string,
  code: string,
): Promise<number> {
  // The site takes one submission per user every 5 s: a user's next one waits out the interval.
  const lastSubmit = lastSubmitAt.get(login.token) ?? 0;
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastSubmit + 5_500 - Date.now())));
  lastSubmitAt.set(login.token, Date.now());
  const { submitId } = await apiCall<{ submitId: number }>('/api/submit-problem-judge', {
    method: 'POST',
    token: login.token,
    body: { pid: displayId, cid, language: 'C', code },
  });
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
