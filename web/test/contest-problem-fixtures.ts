import { randomUUID } from 'node:crypto';
import { inject } from 'vitest';
import './provided-context';
import { logIn } from './accounts';

/* Contests of the contest problem page's browser test, made through the admin API as an organiser would. */

interface Envelope<T> {
  status: number;
  msg: string;
  data: T;
}

async function call<T>(path: string, init: { method?: string; token: string; body?: unknown }): Promise<T> {
  const response = await fetch(`${inject('localStack').url}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      'content-type': 'application/json',
      'accept-language': 'en-US',
      'url-type': path.startsWith('/api/admin/') ? 'admin' : 'general',
      authorization: init.token,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.status !== 200) throw new Error(`${path}: ${envelope.msg}`);
  return envelope.data;
}

const rootToken = async () => {
  const { adminUsername, adminPassword } = inject('localStack');
  return (await logIn(adminUsername, adminPassword)).token;
};

export interface ContestProblemLink {
  pid: number;
  displayId: string;
  title: string;
  color: string;
}

export interface TestContest {
  cid: number;
  title: string;
  body: Record<string, unknown>;
}

/**
 * A public contest running from a minute ago for two hours (ACM unless `type` says OI), holding the
 * given problems under their display ids, titles and balloon colours.
 */
export async function runningContest(
  problems: ContestProblemLink[],
  settings: { type?: 0 | 1; sealRank?: boolean; description?: string } = {},
): Promise<TestContest> {
  const token = await rootToken();
  const title = `Web contest ${randomUUID().slice(0, 8)}`;
  const body = {
    title,
    description: settings.description ?? 'A contest of the browser tests.',
    type: settings.type ?? 0,
    auth: 0,
    startTime: new Date(Date.now() - 60_000).toISOString(),
    endTime: new Date(Date.now() + 2 * 3_600_000).toISOString(),
    sealRank: settings.sealRank ?? false,
    visible: true,
  };
  await call('/api/admin/contest', { method: 'POST', token, body });
  const list = await call<{ records: { id: number; title: string }[] }>(
    `/api/admin/contest/get-contest-list?keyword=${encodeURIComponent(title)}`,
    { token },
  );
  const cid = list.records.find((row) => row.title === title)?.id;
  if (!cid) throw new Error(`the contest ${title} was not listed`);
  for (const problem of problems) {
    await call('/api/admin/contest/add-problem-from-public', {
      method: 'POST',
      token,
      body: { cid, pid: problem.pid, displayId: problem.displayId },
    });
    await call('/api/admin/contest/contest-problem', {
      method: 'PUT',
      token,
      body: { cid, ...problem, displayTitle: problem.title },
    });
  }
  return { cid, title, body };
}

/** An OI problem (points per case) summing two integers, with two cases of 50 points each. */
export async function oiSumProblem(): Promise<{ pid: number; problemId: string }> {
  return call<{ pid: number; problemId: string }>('/api/admin/problem', {
    method: 'POST',
    token: await rootToken(),
    body: {
      problem: {
        problemId: `WO${randomUUID().slice(0, 6).toUpperCase()}`,
        title: 'OI sum',
        description: 'Print the sum of two integers.',
        input: 'Two integers.',
        output: 'Their sum.',
        examples: [{ input: '1 2', output: '3' }],
        timeLimit: 1000,
        memoryLimit: 256,
        difficulty: 1,
        type: 1,
      },
      samples: [
        { input: '1 2\n', output: '3\n', score: 50 },
        { input: '10 20\n', output: '30\n', score: 50 },
      ],
      languages: ['C++', 'C'],
      isUploadTestCase: false,
      judgeMode: 'default',
    },
  });
}

/** Ends the contest now: its end time moves to a second ago. */
export async function endContest(contest: TestContest): Promise<void> {
  await call('/api/admin/contest', {
    method: 'PUT',
    token: await rootToken(),
    body: { ...contest.body, id: contest.cid, endTime: new Date(Date.now() - 1000).toISOString() },
  });
}

/** A submission to a contest's problem through the API, as the problem page sends one. */
export async function submitInContest(
  login: { token: string },
  cid: number,
  displayId: string,
  code: string,
): Promise<number> {
  const row = await call<{ submitId: number }>('/api/submit-problem-judge', {
    method: 'POST',
    token: login.token,
    body: { pid: displayId, cid, language: 'C++', code },
  });
  return row.submitId;
}
