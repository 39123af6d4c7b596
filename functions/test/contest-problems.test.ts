import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  contestType,
  judgeStatus,
  roleCodes,
  type ContestProblem,
  type ContestProblemRow,
  type StoredContest,
} from '@oj/shared';
import { callApi, sessionToken, useLocalStack, withQuery, type ApiAnswer } from './local-stack';
import { addContestProblemCounts, missingContestId, storeContest } from './contest-fixtures';
import { problemFormBody, storeProblem } from './problem-fixtures';
import { expectRefused, expectRolesRefused, nonAdminRoles, type CallAs } from './role-checks';
import { getProblem } from '../src/data/problems/get-problem';
import { storeAnswer } from './contest-ac-kit';
import type { Problem } from '../src/data/problems/problem-item';

type Session = { token: string; uid: string };

let url: string;
let root: Session;
let admin: Session;
let contestant: Session;
beforeAll(async () => {
  ({ url } = useLocalStack());
  [root, admin, contestant] = await Promise.all([
    sessionToken(roleCodes.superAdmin),
    sessionToken(roleCodes.admin),
    sessionToken(roleCodes.defaultUser),
  ]);
});

/** Calls `path` with a query and a JSON body as `token` (the super admin unless given; `null`: none). */
async function api<T = null>(
  method: string,
  path: string,
  options: { query?: Record<string, string | number | boolean>; body?: unknown; token?: string | null } = {},
): Promise<ApiAnswer<T>> {
  const token = options.token === undefined ? root.token : (options.token ?? undefined);
  return callApi<T>(withQuery(`${url}${path}`, options.query), {
    method,
    token,
    headers: { 'accept-language': 'en-US' },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
}

const unique = (prefix = 'CP') => `${prefix}${randomUUID().slice(0, 8).toUpperCase()}`;
const add = (cid: number, pid: number, displayId: string, token?: string) =>
  api('POST', '/api/admin/contest/add-problem-from-public', { body: { cid, pid, displayId }, token });
const publicList = (cid: number, token: string | null = contestant.token, containsEnd = false) =>
  api<ContestProblemRow[]>('GET', '/api/get-contest-problem', { query: { cid, containsEnd }, token });

/** A public ACM problem stored straight into the table. */
async function newProblem(): Promise<Problem> {
  return (await storeProblem({ problemId: unique() })).problem;
}

/** Expects a success envelope, showing the message otherwise. */
function expectOk(answer: ApiAnswer<unknown>): void {
  expect(answer.envelope.status, answer.envelope.msg).toBe(200);
}

describe('adding public problems to a contest', () => {
  it('adds a problem under its display id with its own title, and lists the contest in display id order', async () => {
    const contest = await storeContest();
    const [a, b, c] = await Promise.all([newProblem(), newProblem(), newProblem()]);
    expectOk(await add(contest.cid, a.pid, 'B'));
    expectOk(await add(contest.cid, b.pid, '10'));
    expectOk(await add(contest.cid, c.pid, '2'));

    const list = await publicList(contest.cid);
    expectOk(list);
    expect(list.envelope.data.map((row) => row.displayId)).toEqual(['2', '10', 'B']);
    expect(list.envelope.data[2]).toMatchObject({
      cid: contest.cid,
      pid: a.pid,
      displayTitle: a.title,
      color: null,
      ac: 0,
      total: 0,
    });

    const admin = await api<{
      problemList: { records: { pid: number }[]; total: number };
      contestProblemMap: Record<string, ContestProblem>;
    }>('GET', '/api/admin/contest/get-problem-list', { query: { cid: contest.cid } });
    expectOk(admin);
    expect(admin.envelope.data.problemList.records.map((row) => row.pid)).toEqual([c.pid, b.pid, a.pid]);
    expect(admin.envelope.data.contestProblemMap[String(b.pid)]).toMatchObject({
      displayId: '10',
    });
  });

  it('offers as candidates the public problems of the contest type, and remote ones, not yet in the contest', async () => {
    const contest = await storeContest();
    const title = unique('Pick');
    const [inside, acm, oi, remote, hidden] = await Promise.all([
      storeProblem({ problemId: unique(), title }),
      storeProblem({ problemId: unique(), title }),
      storeProblem({ problemId: unique(), title, type: 1 }),
      storeProblem({ problemId: unique(), title, type: 1, isRemote: true }),
      storeProblem({ problemId: unique(), title, auth: 2 }),
    ]);
    expectOk(await add(contest.cid, inside.problem.pid, 'A'));
    const answer = await api<{ problemList: { records: { pid: number }[] } }>(
      'GET',
      '/api/admin/contest/get-problem-list',
      { query: { cid: contest.cid, problemType: 0, keyword: title } },
    );
    expectOk(answer);
    const pids = answer.envelope.data.problemList.records.map((row) => row.pid).sort();
    expect(pids).toEqual([acm.problem.pid, remote.problem.pid].sort());
    expect(pids).not.toContain(oi.problem.pid);
    expect(pids).not.toContain(hidden.problem.pid);
  });

  it.each([
    [
      'an OI problem to an ACM contest',
      contestType.acm,
      { type: 1 as const },
      400,
      /is an OI problem: an ACM contest/,
    ],
    [
      'an ACM problem to an OI contest',
      contestType.oi,
      { type: 0 as const },
      400,
      /is an ACM problem: an OI contest/,
    ],
    [
      'a remote OI problem to an ACM contest',
      contestType.acm,
      { type: 1 as const, isRemote: true },
      200,
      /./,
    ],
    ['a remote ACM problem to an OI contest', contestType.oi, { isRemote: true }, 200, /./],
    ['a private problem', contestType.acm, { auth: 2 as const }, 400, /private or a group problem/],
    ['a contest-only problem', contestType.acm, { auth: 3 as const }, 200, /./],
  ])(
    'answers adding %s with its status and the rule it breaks',
    async (_name, type, fields, status, message) => {
      const contest = await storeContest({ type });
      const { problem } = await storeProblem({ problemId: unique(), ...fields });
      const answer = await add(contest.cid, problem.pid, 'A');
      expect(answer.envelope.status, answer.envelope.msg).toBe(status);
      expect(answer.envelope.msg).toMatch(message);
      if (status === 400) expect(answer.envelope.msg).toContain(problem.problemId);
    },
  );

  it('refuses a display id in use, a problem already in the contest, an empty display id, and unknown contests and problems', async () => {
    const contest = await storeContest();
    const [first, second] = await Promise.all([newProblem(), newProblem()]);
    expectOk(await add(contest.cid, first.pid, 'A'));

    const taken = await add(contest.cid, second.pid, 'A');
    expect(taken.envelope).toMatchObject({
      status: 400,
      msg: `Contest ${contest.cid} already has a problem with display id A: choose another one!`,
    });
    const twice = await add(contest.cid, first.pid, 'B');
    expect(twice.envelope).toMatchObject({
      status: 400,
      msg: `Problem ${first.problemId} is already in contest ${contest.cid}!`,
    });
    const empty = await add(contest.cid, second.pid, ' ');
    expect(empty.envelope.status).toBe(400);
    expect(empty.envelope.msg).toContain('displayId');
    const noContest = await add(missingContestId, second.pid, 'C');
    expect(noContest.envelope).toMatchObject({
      status: 404,
      msg: `The contest does not exist: ${missingContestId}`,
    });
    const noProblem = await add(contest.cid, 999_999_999, 'C');
    expect(noProblem.envelope.status).toBe(404);
    expect((await publicList(contest.cid)).envelope.data.map((row) => row.displayId)).toEqual(['A']);
  });
});

describe('who changes a contest problem set', () => {
  it('lets the contest creator and the super admin change it, and refuses an admin who did not create it', async () => {
    const contest = await storeContest({ uid: admin.uid });
    const other = await storeContest();
    const [one, two] = await Promise.all([newProblem(), newProblem()]);
    expectOk(await add(contest.cid, one.pid, 'A', admin.token));
    expectOk(await add(contest.cid, two.pid, 'B', root.token));
    const refused = await add(other.cid, one.pid, 'A', admin.token);
    expect(refused.envelope).toMatchObject({
      status: 403,
      msg: `Only contest ${other.cid}'s creator or a super admin may change its problems!`,
    });
  });

  it('refuses visitors and non-admin roles every admin call, and lets only problem admins and the super admin delete', async () => {
    const calls: Record<string, CallAs> = {
      list: (token) => api('GET', '/api/admin/contest/get-problem-list', { query: { cid: 1 }, token }),
      add: (token) => api('POST', '/api/admin/contest/add-problem-from-public', { body: {}, token }),
      get: (token) => api('GET', '/api/admin/contest/contest-problem', { query: { cid: 1, pid: 1 }, token }),
      set: (token) => api('PUT', '/api/admin/contest/contest-problem', { body: {}, token }),
      delete: (token) => api('DELETE', '/api/admin/contest/problem', { query: { pid: 1, cid: 1 }, token }),
      import: (token) => api('GET', '/api/admin/contest/import-remote-oj-problem', { token }),
      problem: (token) => api('GET', '/api/admin/contest/problem', { query: { pid: 1 }, token }),
      create: (token) => api('POST', '/api/admin/contest/problem', { body: {}, token }),
      update: (token) => api('PUT', '/api/admin/contest/problem', { body: {}, token }),
    };
    await expectRefused(calls, nonAdminRoles);
    await expectRolesRefused({ delete: calls.delete as CallAs }, [roleCodes.admin]);
  });
});

describe('a problem link in the contest', () => {
  it('reads and sets the display id, display title and colour, moving the row with its counts', async () => {
    const contest = await storeContest();
    const { problem } = await storeProblem({ problemId: unique() });
    expectOk(await add(contest.cid, problem.pid, 'A'));
    await addContestProblemCounts(contest.cid, 'A', { total: 3, ac: 1, afterEnd: false });

    const read = await api<ContestProblem>('GET', '/api/admin/contest/contest-problem', {
      query: { cid: contest.cid, pid: problem.pid },
    });
    expect(read.envelope.data).toMatchObject({
      cid: contest.cid,
      pid: problem.pid,
      displayId: 'A',
      color: null,
    });

    const set = await api<ContestProblem>('PUT', '/api/admin/contest/contest-problem', {
      body: { cid: contest.cid, pid: problem.pid, displayId: 'Z', displayTitle: 'Renamed', color: '#ff0000' },
    });
    expectOk(set);
    expect(set.envelope.data).toMatchObject({
      displayId: 'Z',
      displayTitle: 'Renamed',
      color: '#ff0000',
      id: read.envelope.data.id,
    });
    expect((await publicList(contest.cid)).envelope.data).toEqual([
      expect.objectContaining({ displayId: 'Z', displayTitle: 'Renamed', color: '#ff0000', ac: 1, total: 3 }),
    ]);
  });

  it.each([
    ['an empty display title', { displayTitle: '' }, 'displayTitle'],
    ['an empty display id', { displayId: '' }, 'displayId'],
    ['a display id with spaces', { displayId: 'A B' }, 'displayId'],
  ])('refuses %s naming the field', async (_name, change, field) => {
    const contest = await storeContest();
    const { problem } = await storeProblem({ problemId: unique() });
    expectOk(await add(contest.cid, problem.pid, 'A'));
    const answer = await api('PUT', '/api/admin/contest/contest-problem', {
      body: { cid: contest.cid, pid: problem.pid, displayId: 'A', displayTitle: 'T', ...change },
    });
    expect(answer.envelope.status).toBe(400);
    expect(answer.envelope.msg).toContain(field);
  });

  it('refuses moving a problem onto a display id another problem has', async () => {
    const contest = await storeContest();
    const [one, two] = await Promise.all([newProblem(), newProblem()]);
    expectOk(await add(contest.cid, one.pid, 'A'));
    expectOk(await add(contest.cid, two.pid, 'B'));
    const answer = await api('PUT', '/api/admin/contest/contest-problem', {
      body: { cid: contest.cid, pid: two.pid, displayId: 'A', displayTitle: 'T' },
    });
    expect(answer.envelope.status).toBe(400);
    expect((await publicList(contest.cid)).envelope.data.map((row) => row.pid)).toEqual([one.pid, two.pid]);
  });

  it('removes a problem from the contest with a cid and keeps the problem; deletes the problem from every contest without one', async () => {
    const [first, second] = await Promise.all([storeContest(), storeContest()]);
    const { problem } = await storeProblem({ problemId: unique() });
    expectOk(await add(first.cid, problem.pid, 'A'));
    expectOk(await add(second.cid, problem.pid, 'C'));

    expectOk(
      await api('DELETE', '/api/admin/contest/problem', { query: { pid: problem.pid, cid: first.cid } }),
    );
    expect((await publicList(first.cid)).envelope.data).toEqual([]);
    expect(await getProblem(problem.pid)).toBeDefined();
    const again = await api('DELETE', '/api/admin/contest/problem', {
      query: { pid: problem.pid, cid: first.cid },
    });
    expect(again.envelope.status).toBe(404);

    expectOk(await api('DELETE', '/api/admin/contest/problem', { query: { pid: problem.pid } }));
    expect(await getProblem(problem.pid)).toBeUndefined();
    expect((await publicList(second.cid)).envelope.data).toEqual([]);
  });

  it('takes a problem deleted by the admin problem call out of every contest holding it', async () => {
    const contest = await storeContest();
    const problem = await newProblem();
    expectOk(await add(contest.cid, problem.pid, 'A'));
    expectOk(await api('DELETE', '/api/admin/problem', { query: { pid: problem.pid } }));
    expect((await publicList(contest.cid)).envelope.data).toEqual([]);
  });

  it('refuses importing a remote problem, as remote judging does not exist here', async () => {
    const answer = await api('GET', '/api/admin/contest/import-remote-oj-problem', {
      query: { name: 'HDU', problemId: '1000', cid: 1, displayId: 'A' },
    });
    expect(answer.envelope).toMatchObject({
      status: 400,
      msg: 'Remote judging is not available on this site yet!',
    });
  });
});

describe('contest-only problems', () => {
  it('creates a contest-only problem from the full form linked to the contest, open through the contest only', async () => {
    const contest = await storeContest();
    const body = problemFormBody(
      { title: 'Only here' },
      { cid: contest.cid, displayId: 'A', color: '#00ff00', languages: ['C'] },
    );
    const created = await api<{ pid: number; problemId: string }>('POST', '/api/admin/contest/problem', {
      body,
    });
    expectOk(created);
    const { pid, problemId } = created.envelope.data;

    const form = await api<{ problem: { auth: number; title: string } }>(
      'GET',
      '/api/admin/contest/problem',
      {
        query: { pid },
      },
    );
    expect(form.envelope.data.problem).toMatchObject({ auth: 3, title: 'Only here' });
    expect((await publicList(contest.cid)).envelope.data).toEqual([
      expect.objectContaining({ pid, displayId: 'A', displayTitle: 'Only here', color: '#00ff00' }),
    ]);

    const details = await api<{ problem: { pid: number; title: string }; languages: string[] }>(
      'GET',
      '/api/get-contest-problem-details',
      { query: { cid: contest.cid, displayId: 'A' }, token: contestant.token },
    );
    expectOk(details);
    expect(details.envelope.data.problem).toMatchObject({ pid, title: 'Only here' });
    expect(details.envelope.data.languages).toEqual(['C']);

    const outside = await api('GET', '/api/get-problem-detail', {
      query: { problemId },
      token: contestant.token,
    });
    expect(outside.envelope.status).toBe(403);

    const edited = await api('PUT', '/api/admin/contest/problem', {
      body: problemFormBody({ id: pid, problemId, title: 'Edited', auth: 3 }),
    });
    expectOk(edited);
    expect((await getProblem(pid))?.title).toBe('Edited');
  });

  it('refuses a contest-only problem of the wrong type before saving anything', async () => {
    const contest = await storeContest({ type: contestType.oi });
    const problemId = unique('CPF');
    const answer = await api('POST', '/api/admin/contest/problem', {
      body: problemFormBody({ problemId }, { cid: contest.cid, displayId: 'A' }),
    });
    expect(answer.envelope.status).toBe(400);
    expect(answer.envelope.msg).toContain(problemId);
    const list = await api<{ problemList: { total: number } }>('GET', '/api/admin/problem/get-problem-list', {
      query: { keyword: problemId },
    });
    expect(list.envelope.data.problemList ?? list.envelope.data).toMatchObject({ total: 0 });
  });
});

describe('the contest problem list and pages for contestants', () => {
  const hour = 3600 * 1000;

  async function contestWithProblem(overrides: Partial<StoredContest> = {}): Promise<StoredContest> {
    const contest = await storeContest(overrides);
    const { problem } = await storeProblem({ problemId: unique(), type: contest.type });
    expectOk(await add(contest.cid, problem.pid, 'A'));
    await addContestProblemCounts(contest.cid, 'A', { total: 4, ac: 2, afterEnd: false });
    await addContestProblemCounts(contest.cid, 'A', { total: 1, ac: 1, afterEnd: true });
    return contest;
  }

  it('shows the counts of a running unsealed contest, adding after-contest submissions with containsEnd', async () => {
    const contest = await contestWithProblem();
    expect((await publicList(contest.cid)).envelope.data[0]).toMatchObject({ ac: 2, total: 4 });
    expect((await publicList(contest.cid, contestant.token, true)).envelope.data[0]).toMatchObject({
      ac: 3,
      total: 5,
    });
  });

  it.each([
    ['a contestant during the seal', () => contestant.token, { sealRank: true }, null],
    ['the contest admin during the seal', () => root.token, { sealRank: true }, 2],
    [
      'a contestant once the sealed contest has ended',
      () => contestant.token,
      {
        sealRank: true,
        startTime: new Date(Date.now() - 6 * hour).toISOString(),
        endTime: new Date(Date.now() - hour).toISOString(),
      },
      2,
    ],
    [
      'a contestant of an OI contest sealed from its start',
      () => contestant.token,
      { type: contestType.oi, sealRank: true, sealRankTime: null },
      null,
    ],
  ])(
    'answers the counts to %s, hidden (null) while results are sealed',
    async (_name, token, overrides, ac) => {
      const now = Date.now();
      const contest = await contestWithProblem({
        sealRankTime: new Date(now - 60_000).toISOString(),
        ...overrides,
      } as Partial<StoredContest>);
      const row = (await publicList(contest.cid, token())).envelope.data[0];
      expect(row?.ac).toBe(ac);
      expect(row?.total).toBe(ac === null ? null : 4);
    },
  );

  it('refuses visitors, contestants before the start and without a private contest password, and unknown contests and display ids', async () => {
    const running = await contestWithProblem();
    expect((await publicList(running.cid, null)).httpStatus).toBe(401);
    const later = await contestWithProblem({ startTime: new Date(Date.now() + hour).toISOString() });
    expect((await publicList(later.cid)).envelope.status).toBe(403);
    expectOk(await publicList(later.cid, root.token));
    const secret = await contestWithProblem({ auth: 1, pwd: 'secret' });
    expect((await publicList(secret.cid)).envelope.status).toBe(403);
    const details = (cid: number, displayId: string) =>
      api('GET', '/api/get-contest-problem-details', { query: { cid, displayId }, token: contestant.token });
    expect((await details(secret.cid, 'A')).envelope.status).toBe(403);
    expect((await details(missingContestId, 'A')).envelope.status).toBe(404);
    expect((await details(running.cid, 'Q')).envelope).toMatchObject({
      status: 404,
      msg: `Contest ${running.cid} has no problem Q`,
    });
    expect(
      (
        await api('GET', '/api/get-contest-problem-details', {
          query: { cid: running.cid, displayId: 'A' },
          token: null,
        })
      ).httpStatus,
    ).toBe(401);
  });
});

describe("a contest problem's own figures on its page", () => {
  const hour = 3600 * 1000;
  const countsOf = async (cid: number, token: string, containsEnd = false) =>
    (
      await api<{ problemCount: Record<string, number> }>('GET', '/api/get-contest-problem-details', {
        query: { cid, displayId: 'A', containsEnd },
        token,
      })
    ).envelope.data.problemCount;

  async function contestWithAnswers(overrides: Partial<StoredContest> = {}): Promise<StoredContest> {
    const contest = await storeContest({ allowEndSubmit: true, ...overrides });
    const { problem } = await storeProblem({ problemId: unique(), type: contest.type });
    expectOk(await add(contest.cid, problem.pid, 'A'));
    const who = { uid: contestant.uid, username: 'figures' };
    const { accepted, wrongAnswer, compileError, timeLimitExceeded, pending } = judgeStatus;
    for (const status of [accepted, wrongAnswer, wrongAnswer, compileError, timeLimitExceeded, pending])
      await storeAnswer({ contest, who, displayId: 'A', minute: 1, status });
    // One answer after the end, counted only with containsEnd.
    const minutesToEnd = (Date.parse(contest.endTime) - Date.parse(contest.startTime)) / 60_000;
    await storeAnswer({ contest, who, displayId: 'A', minute: minutesToEnd + 1, status: accepted });
    return contest;
  }

  const inTime = { total: 6, ac: 1, wa: 2, ce: 1, tle: 1, pa: 0, mle: 0, re: 0, pe: 0 };

  it('counts every verdict of the contest’s own submissions, a pending one in the total, after the end apart', async () => {
    const contest = await contestWithAnswers({
      startTime: new Date(Date.now() - 3 * hour).toISOString(),
      endTime: new Date(Date.now() - 10 * 60_000).toISOString(),
    });
    expect(await countsOf(contest.cid, contestant.token)).toEqual(inTime);
    expect(await countsOf(contest.cid, contestant.token, true)).toEqual({ ...inTime, total: 7, ac: 2 });
    // A full rebuild derives the same figures from the submissions.
    expectOk(await api('POST', '/api/get-contest-rank', { body: { cid: contest.cid, forceRefresh: true } }));
    expect(await countsOf(contest.cid, contestant.token)).toEqual(inTime);
  });

  it('hides them from a contestant while the board is sealed, and not from the contest admin', async () => {
    const contest = await contestWithAnswers({
      startTime: new Date(Date.now() - hour).toISOString(),
      sealRank: true,
      sealRankTime: new Date(Date.now() - 30 * 60_000).toISOString(),
    });
    expect(Object.values(await countsOf(contest.cid, contestant.token))).toEqual(Array(9).fill(0));
    expect(await countsOf(contest.cid, root.token)).toEqual(inTime);
  });
});
