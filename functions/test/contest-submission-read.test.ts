/* Reading submissions inside a contest: the contest's list (`contest-submissions`, and the status
   list's `contestID`), a submission's detail and cases, the status polls, the last accepted code, the
   focus-mode problem list and the problem statuses, for each role, with a contest's seal, exam mode
   and submit time windows. Submissions are written straight into the table, in the states a judge
   would have left them. */
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contestType,
  judgeStatus,
  roleCodes,
  type Page,
  type StoredContest,
  type SubmissionRow,
} from '@oj/shared';
import { callApi, useLocalStack, withQuery, type ApiAnswer } from './local-stack';
import { missingContestId, storeContest } from './contest-fixtures';
import { account, problemWith } from './submission-fixtures';
import { capacityOf, submissionOf } from './submissions-kit';
import type { Problem } from '../src/data/problems/problem-item';
import { addContestProblem } from '../src/data/contest-problems/save-contest-problem';
import { nextSubmitId, putNewSubmission } from '../src/data/submissions/create-submission';
import type { Submission } from '../src/data/submissions/submission-item';

type Account = Awaited<ReturnType<typeof account>>;
type Detail = {
  submission: SubmissionRow & { code: string | null; errorMessage: string | null };
  codeShare: boolean;
  codeVisible: boolean;
};
type StatusMap = Record<string, { status: number; score: number | null }>;

const minute = 60_000;
const hour = 60 * minute;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

let url: string;
let organiser: Account;
let alice: Account;
let bob: Account;
let siteAdmin: Account;
let root: Account;
let problemA: Problem;
let problemB: Problem;
beforeAll(async () => {
  ({ url } = useLocalStack());
  [organiser, alice, bob, siteAdmin, root, problemA, problemB] = await Promise.all([
    account(),
    account(),
    account(),
    account(roleCodes.admin),
    account(roleCodes.superAdmin),
    problemWith(),
    problemWith(),
  ]);
});

function api<T>(method: string, path: string, token: string | undefined, query = {}, body?: unknown) {
  return callApi<T>(withQuery(`${url}${path}`, query), {
    method,
    token,
    headers: { 'accept-language': 'en-US' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

function ok<T>(answer: ApiAnswer<T>): T {
  expect(answer.envelope.status, answer.envelope.msg).toBe(200);
  return answer.envelope.data;
}

/** A contest by the organiser holding problems A and B under those display ids and titles. */
async function contestWith(overrides: Partial<StoredContest> = {}): Promise<StoredContest> {
  const contest = await storeContest({ uid: organiser.uid, author: organiser.username, ...overrides });
  await Promise.all(
    [problemA, problemB].map((problem, index) =>
      addContestProblem({
        cid: contest.cid,
        pid: problem.pid,
        displayId: index === 0 ? 'A' : 'B',
        displayTitle: `Contest title ${index === 0 ? 'A' : 'B'}`,
        color: null,
      }),
    ),
  );
  return contest;
}

/** A submission in `contest` by `author` to problem A (or B), judged as `status`, made at `submitTime`. */
async function submitted(
  contest: StoredContest,
  author: Account,
  status: number,
  fields: Partial<Submission> & { problem?: 'A' | 'B' } = {},
): Promise<Submission> {
  const { problem = 'A', ...rest } = fields;
  const submission = submissionOf(problem === 'A' ? problemA : problemB, {
    submitId: await nextSubmitId(true),
    uid: author.uid,
    status,
    username: author.username,
    cid: contest.cid,
    displayPid: problem,
    score: status === judgeStatus.accepted ? 100 : status === judgeStatus.partialAccepted ? 40 : 0,
    timeMs: 12,
    memoryKb: 1024,
    code: `// by ${author.username}\n`,
    ...rest,
  });
  await putNewSubmission(submission);
  return submission;
}

const list = (token: string | undefined, contestID: number, query: Record<string, unknown> = {}) =>
  api<Page<SubmissionRow>>('GET', '/api/contest-submissions', token, {
    contestID,
    beforeContestSubmit: false,
    limit: 30,
    ...query,
  });

/** Each listed submission's id and the status the viewer sees. */
async function seen(token: string | undefined, contestID: number, query: Record<string, unknown> = {}) {
  const page = ok(await list(token, contestID, query));
  return page.records.map((row) => [row.submitId, row.status] as const);
}

describe('the contest submission list', () => {
  it('lists every contestant’s submissions newest first under the contest’s display ids and titles, without code', async () => {
    const contest = await contestWith();
    const first = await submitted(contest, alice, judgeStatus.wrongAnswer);
    const second = await submitted(contest, bob, judgeStatus.accepted, { problem: 'B' });
    const page = ok(await list(bob.token, contest.cid));
    expect(page.records.map((row) => row.submitId)).toEqual([second.submitId, first.submitId]);
    expect(page.total).toBe(2);
    expect(page.records[1]).toMatchObject({
      cid: contest.cid,
      displayId: 'A',
      title: 'Contest title A',
      status: judgeStatus.wrongAnswer,
      time: 12,
      username: alice.username,
    });
    expect(page.records[0]).not.toHaveProperty('code');
  });

  it('pages newest first and offers the next page while more submissions follow', async () => {
    const contest = await contestWith();
    const made: number[] = [];
    for (let index = 0; index < 5; index += 1)
      made.push((await submitted(contest, alice, judgeStatus.accepted)).submitId);
    const pageOne = ok(await list(alice.token, contest.cid, { limit: 2, currentPage: 1 }));
    const pageThree = ok(await list(alice.token, contest.cid, { limit: 2, currentPage: 3 }));
    expect(pageOne.records.map((row) => row.submitId)).toEqual([made[4], made[3]]);
    expect(pageOne.total).toBe(3);
    expect(pageThree.records.map((row) => row.submitId)).toEqual([made[0]]);
    expect(pageThree.total).toBe(5);
  });

  it.each([
    ['a visitor', () => undefined, 401],
    ['someone not registered for a private contest', () => bob.token, 403],
  ])('refuses %s', async (_who, token, status) => {
    const contest = await contestWith({ auth: 1, pwd: 'secret' });
    expect((await list(token(), contest.cid)).envelope.status).toBe(status);
  });

  it('answers 404 for a contest that does not exist and 400 without the required parameters', async () => {
    expect((await list(alice.token, missingContestId)).envelope.status).toBe(404);
    const bare = await api('GET', '/api/contest-submissions', alice.token, { contestID: 5 });
    expect(bare.envelope.status).toBe(400);
    expect(bare.envelope.msg).toContain('beforeContestSubmit');
  });

  it('refuses a contestant before the start and lists the organiser’s tries to the organiser', async () => {
    const contest = await contestWith({ startTime: at(hour), endTime: at(3 * hour) });
    const trial = await submitted(contest, organiser, judgeStatus.accepted, { submitTime: at(0) });
    expect((await list(alice.token, contest.cid)).envelope.status).toBe(403);
    expect(await seen(organiser.token, contest.cid, { beforeContestSubmit: true })).toEqual([
      [trial.submitId, judgeStatus.accepted],
    ]);
    expect(await seen(organiser.token, contest.cid)).toEqual([]);
  });

  it('lists the tries made before the start to the contest’s admins only', async () => {
    const contest = await contestWith();
    const trial = await submitted(contest, organiser, judgeStatus.accepted, { submitTime: at(-2 * hour) });
    const during = await submitted(contest, alice, judgeStatus.accepted);
    expect(await seen(root.token, contest.cid, { beforeContestSubmit: true })).toEqual([
      [trial.submitId, judgeStatus.accepted],
    ]);
    expect(await seen(alice.token, contest.cid, { beforeContestSubmit: true })).toEqual([]);
    expect(await seen(alice.token, contest.cid)).toEqual([[during.submitId, judgeStatus.accepted]]);
  });

  it('leaves out the submissions made after the end unless containsEnd asks for them', async () => {
    const contest = await contestWith({
      startTime: at(-3 * hour),
      endTime: at(-hour),
      allowEndSubmit: true,
    });
    const during = await submitted(contest, alice, judgeStatus.wrongAnswer, { submitTime: at(-2 * hour) });
    const after = await submitted(contest, alice, judgeStatus.accepted, { submitTime: at(0) });
    expect((await seen(bob.token, contest.cid)).map(([id]) => id)).toEqual([during.submitId]);
    expect((await seen(bob.token, contest.cid, { containsEnd: true })).map(([id]) => id)).toEqual([
      after.submitId,
      during.submitId,
    ]);
  });

  it.each([
    ['onlyMine', (alice: Account) => ({ onlyMine: true, token: alice.token }), ['alice-A', 'alice-B']],
    ['an author', (alice: Account) => ({ username: alice.username }), ['alice-A', 'alice-B']],
    ['a whole display id', () => ({ problemID: 'b', completeProblemID: true }), ['alice-B', 'bob-B']],
    ['a part of a display id', () => ({ problemID: 'a' }), ['alice-A', 'bob-A']],
    [
      'an author and a problem',
      (alice: Account) => ({ username: alice.username, problemID: 'B' }),
      ['alice-B'],
    ],
    ['a status', () => ({ status: judgeStatus.accepted }), ['alice-B', 'bob-A']],
    ['a problem no contest problem matches', () => ({ problemID: 'Z' }), []],
    ['an author who does not exist', () => ({ username: 'no-such-user-here' }), []],
  ])('filters by %s', async (_filter, filterOf, expected) => {
    const contest = await contestWith();
    const made = new Map<number, string>();
    for (const [author, name] of [
      [alice, 'alice'],
      [bob, 'bob'],
    ] as const) {
      const onA = await submitted(
        contest,
        author,
        name === 'bob' ? judgeStatus.accepted : judgeStatus.wrongAnswer,
      );
      const onB = await submitted(
        contest,
        author,
        name === 'alice' ? judgeStatus.accepted : judgeStatus.wrongAnswer,
        {
          problem: 'B',
        },
      );
      made.set(onA.submitId, `${name}-A`).set(onB.submitId, `${name}-B`);
    }
    const { token = bob.token, ...query } = filterOf(alice) as Record<string, unknown> & { token?: string };
    const rows = await seen(token, contest.cid, query);
    expect(rows.map(([id]) => made.get(id)).sort()).toEqual(expected);
  });

  it('lists a contestant only their own submissions in exam mode, and everyone’s to the organiser', async () => {
    const contest = await contestWith({ description: '[exam, 5]\nAnswer every question.' });
    const mine = await submitted(contest, alice, judgeStatus.accepted);
    const theirs = await submitted(contest, bob, judgeStatus.accepted);
    expect((await seen(alice.token, contest.cid)).map(([id]) => id)).toEqual([mine.submitId]);
    expect((await seen(organiser.token, contest.cid)).map(([id]) => id)).toEqual([
      theirs.submitId,
      mine.submitId,
    ]);
  });

  it('answers the status list’s contestID with the same page', async () => {
    const contest = await contestWith();
    const made = await submitted(contest, alice, judgeStatus.accepted);
    const page = ok(
      await api<Page<SubmissionRow>>('GET', '/api/get-submission-list', bob.token, {
        contestID: contest.cid,
      }),
    );
    expect(page.records.map((row) => [row.submitId, row.displayId])).toEqual([[made.submitId, 'A']]);
    const visitor = await api('GET', '/api/get-submission-list', undefined, { contestID: contest.cid });
    expect(visitor.envelope.status).toBe(401);
  });
});

describe('results under a seal', () => {
  /** An ACM contest sealed for its last hour, which began half an hour ago. */
  const acmSealed = () =>
    contestWith({
      startTime: at(-2 * hour),
      endTime: at(hour),
      sealRank: true,
      sealRankTime: at(-30 * minute),
    });
  /** An OI contest without real-time results: sealed from its start. */
  const oiSealed = () => contestWith({ type: contestType.oi, sealRank: true, sealRankTime: null });

  it.each([
    ['its author sees it', () => alice, true],
    ['another contestant does not', () => bob, false],
    ['a site admin who does not run the contest does not', () => siteAdmin, false],
    ['the organiser sees it', () => organiser, true],
    ['the super admin sees it', () => root, true],
  ])('in an ACM contest, a verdict given during the freeze: %s', async (_who, viewer, shown) => {
    const contest = await acmSealed();
    const before = await submitted(contest, alice, judgeStatus.wrongAnswer, { submitTime: at(-hour) });
    const during = await submitted(contest, alice, judgeStatus.accepted, { submitTime: at(-10 * minute) });
    const page = ok(await list(viewer().token, contest.cid));
    const during_ = page.records.find((row) => row.submitId === during.submitId);
    expect(page.records.find((row) => row.submitId === before.submitId)?.status).toBe(
      judgeStatus.wrongAnswer,
    );
    expect(during_).toMatchObject(
      shown
        ? { status: judgeStatus.accepted, score: 100, time: 12 }
        : { status: judgeStatus.cannotView, score: null, time: null, memory: null },
    );
  });

  it('never lets a status filter match a hidden verdict', async () => {
    const contest = await acmSealed();
    const during = await submitted(contest, alice, judgeStatus.accepted, { submitTime: at(-10 * minute) });
    expect(await seen(bob.token, contest.cid, { status: judgeStatus.accepted })).toEqual([]);
    expect(await seen(bob.token, contest.cid, { status: judgeStatus.cannotView })).toEqual([
      [during.submitId, judgeStatus.cannotView],
    ]);
    expect(await seen(alice.token, contest.cid, { status: judgeStatus.accepted })).toEqual([
      [during.submitId, judgeStatus.accepted],
    ]);
  });

  it('in an OI contest without real-time results, shows the author only whether it compiled', async () => {
    const contest = await oiSealed();
    const partial = await submitted(contest, alice, judgeStatus.partialAccepted);
    const broken = await submitted(contest, alice, judgeStatus.compileError, { problem: 'B' });
    expect(await seen(alice.token, contest.cid)).toEqual([
      [broken.submitId, judgeStatus.compileError],
      [partial.submitId, judgeStatus.cannotView],
    ]);
    expect(await seen(bob.token, contest.cid)).toEqual([
      [broken.submitId, judgeStatus.cannotView],
      [partial.submitId, judgeStatus.cannotView],
    ]);
    const admin = ok(await list(organiser.token, contest.cid)).records;
    expect(admin.map((row) => [row.status, row.score])).toEqual([
      [judgeStatus.compileError, 0],
      [judgeStatus.partialAccepted, 40],
    ]);
  });

  it('shows every verdict once the contest has ended', async () => {
    const contest = await contestWith({
      startTime: at(-3 * hour),
      endTime: at(-minute),
      sealRank: true,
      sealRankTime: at(-2 * hour),
    });
    const late = await submitted(contest, alice, judgeStatus.accepted, { submitTime: at(-hour) });
    expect(await seen(bob.token, contest.cid)).toEqual([[late.submitId, judgeStatus.accepted]]);
  });
});

describe('a contest submission’s detail and cases', () => {
  const detail = (token: string | undefined, submitId: number) =>
    api<Detail>('GET', '/api/get-submission-detail', token, { submitId });

  it.each([
    ['its author sees the code', () => alice, true],
    ['the organiser sees the code', () => organiser, true],
    ['the super admin sees the code', () => root, true],
    ['another contestant does not, even when it is shared', () => bob, false],
    ['a site admin who does not run the contest does not', () => siteAdmin, false],
  ])('%s', async (_who, viewer, codeVisible) => {
    const contest = await contestWith();
    const made = await submitted(contest, alice, judgeStatus.accepted, { share: true });
    const answer = ok(await detail(viewer().token, made.submitId));
    expect(answer).toMatchObject({ codeVisible, codeShare: false });
    expect(answer.submission.code).toBe(codeVisible ? made.code : null);
    expect(answer.submission).toMatchObject({ displayId: 'A', title: 'Contest title A' });
  });

  it('refuses a visitor, and someone not registered for a private contest', async () => {
    const contest = await contestWith({ auth: 1, pwd: 'secret' });
    const made = await submitted(contest, alice, judgeStatus.accepted);
    expect((await detail(undefined, made.submitId)).envelope.status).toBe(401);
    expect((await detail(bob.token, made.submitId)).envelope.status).toBe(403);
  });

  it('hides the verdict, the error text and the cases of a try made during the freeze from another contestant', async () => {
    const contest = await contestWith({
      startTime: at(-2 * hour),
      endTime: at(hour),
      sealRank: true,
      sealRankTime: at(-hour),
    });
    const made = await submitted(contest, alice, judgeStatus.compileError, { submitTime: at(-minute) });
    const other = ok(await detail(bob.token, made.submitId)).submission;
    expect(other).toMatchObject({ status: judgeStatus.cannotView, errorMessage: null, time: null });
    const own = ok(await detail(alice.token, made.submitId)).submission;
    expect(own).toMatchObject({ status: judgeStatus.compileError, errorMessage: 'main.c:1: error' });
    const cases = (token: string) =>
      api('GET', '/api/get-all-case-result', token, { submitId: made.submitId });
    expect(ok(await cases(bob.token))).toBeNull();
  });

  it('refuses another contestant’s submission in exam mode', async () => {
    const contest = await contestWith({ description: '[exam]' });
    const made = await submitted(contest, alice, judgeStatus.accepted);
    expect((await detail(bob.token, made.submitId)).envelope).toMatchObject({
      status: 403,
      msg: expect.stringMatching(/only your own submissions|只向您显示您自己的/) as unknown,
    });
    expect(ok(await detail(alice.token, made.submitId)).codeVisible).toBe(true);
  });
});

describe('the contest’s status polls', () => {
  const poll = (path: string, token: string, cid: number, submitIds: number[]) =>
    api<StatusMap>('POST', path, token, {}, { cid, submitIds });

  it.each(['/api/check-contest-submissions-status', '/api/check-submissions-status'])(
    '%s answers the viewer’s own submissions, any for the organiser, hiding what the freeze hides',
    async (path) => {
      const contest = await contestWith({
        startTime: at(-2 * hour),
        endTime: at(hour),
        sealRank: true,
        sealRankTime: at(-hour),
      });
      const mine = await submitted(contest, alice, judgeStatus.accepted, { submitTime: at(-minute) });
      const theirs = await submitted(contest, bob, judgeStatus.wrongAnswer, { submitTime: at(-minute) });
      const ids = [mine.submitId, theirs.submitId];
      expect(Object.keys(ok(await poll(path, alice.token, contest.cid, ids)))).toEqual([
        String(mine.submitId),
      ]);
      expect(ok(await poll(path, alice.token, contest.cid, ids))[mine.submitId]?.status).toBe(
        judgeStatus.accepted,
      );
      const organiserView = ok(await poll(path, organiser.token, contest.cid, ids));
      expect(organiserView[theirs.submitId]?.status).toBe(judgeStatus.wrongAnswer);
      expect((await poll(path, alice.token, missingContestId, ids)).envelope.status).toBe(404);
    },
  );

  it('answers -5 for the author’s own verdict in an OI contest without real-time results', async () => {
    const contest = await contestWith({ type: contestType.oi, sealRank: true, sealRankTime: null });
    const mine = await submitted(contest, alice, judgeStatus.partialAccepted);
    const answer = ok(
      await poll('/api/check-contest-submissions-status', alice.token, contest.cid, [mine.submitId]),
    );
    expect(answer[mine.submitId]).toMatchObject({ status: judgeStatus.cannotView, score: null });
  });
});

describe('the last accepted code in a contest', () => {
  const lastAc = (token: string, pid: number | string, cid: number) =>
    api<{ code: string; language: string }>('GET', '/api/get-last-ac-code', token, { pid, cid });

  it('answers the newest accepted submission in the contest, by pid or by display id', async () => {
    const contest = await contestWith();
    await submitted(contest, alice, judgeStatus.accepted, { code: 'old\n' });
    await submitted(contest, alice, judgeStatus.accepted, { code: 'new\n' });
    await submitted(contest, alice, judgeStatus.wrongAnswer, { code: 'wrong\n' });
    expect(ok(await lastAc(alice.token, problemA.pid, contest.cid))).toEqual({
      code: 'new\n',
      language: 'C',
    });
    expect(ok(await lastAc(alice.token, 'A', contest.cid)).code).toBe('new\n');
  });

  it.each([
    ['a problem not accepted in this contest', async () => (await contestWith()).cid, 'A', 'lastAc'],
    ['a problem the contest does not hold', async () => (await contestWith()).cid, 'Q', 'missing'],
  ])('refuses %s', async (_case, cidOf, pid, kind) => {
    const cid = await cidOf();
    const answer = await lastAc(alice.token, pid, cid);
    expect(answer.envelope.status).toBe(kind === 'missing' ? 404 : 400);
  });

  it('does not give away an accepted verdict an OI contest still hides', async () => {
    const contest = await contestWith({ type: contestType.oi, sealRank: true, sealRankTime: null });
    await submitted(contest, alice, judgeStatus.accepted);
    const answer = await lastAc(alice.token, 'A', contest.cid);
    expect(answer.envelope.status).not.toBe(200);
  });
});

describe('the viewer’s status on contest problems', () => {
  const statuses = (token: string, cid: number, containsEnd = false) =>
    api<StatusMap>(
      'POST',
      '/api/get-user-problem-status',
      token,
      {},
      {
        pidList: [problemA.pid, problemB.pid, 999_999_999],
        isContestProblemList: true,
        cid,
        containsEnd,
      },
    );

  it('answers accepted once any try is accepted in ACM, else the newest try, keyed by pid', async () => {
    const contest = await contestWith();
    await submitted(contest, alice, judgeStatus.accepted);
    await submitted(contest, alice, judgeStatus.wrongAnswer);
    await submitted(contest, alice, judgeStatus.timeLimitExceeded, { problem: 'B' });
    await submitted(contest, bob, judgeStatus.accepted, { problem: 'B' });
    expect(ok(await statuses(alice.token, contest.cid))).toEqual({
      [problemA.pid]: { status: judgeStatus.accepted, score: null },
      [problemB.pid]: { status: judgeStatus.timeLimitExceeded, score: null },
      999999999: { status: judgeStatus.notSubmitted, score: null },
    });
  });

  it('answers the newest score in OI, and -5 without a score while results are not real-time', async () => {
    const open = await contestWith({ type: contestType.oi });
    await submitted(open, alice, judgeStatus.partialAccepted);
    expect(ok(await statuses(alice.token, open.cid))[problemA.pid]).toEqual({
      status: judgeStatus.partialAccepted,
      score: 40,
    });
    const sealed = await contestWith({ type: contestType.oi, sealRank: true, sealRankTime: null });
    await submitted(sealed, alice, judgeStatus.partialAccepted);
    expect(ok(await statuses(alice.token, sealed.cid))[problemA.pid]).toEqual({
      status: judgeStatus.cannotView,
      score: null,
    });
  });

  it('counts the tries made after the end only with containsEnd', async () => {
    const contest = await contestWith({ startTime: at(-3 * hour), endTime: at(-hour), allowEndSubmit: true });
    await submitted(contest, alice, judgeStatus.accepted, { submitTime: at(0) });
    expect(ok(await statuses(alice.token, contest.cid))[problemA.pid]?.status).toBe(judgeStatus.notSubmitted);
    expect(ok(await statuses(alice.token, contest.cid, true))[problemA.pid]?.status).toBe(
      judgeStatus.accepted,
    );
  });

  it('lists the contest’s problems for focus mode with the viewer’s status on each', async () => {
    const contest = await contestWith();
    await submitted(contest, alice, judgeStatus.wrongAnswer, { problem: 'B' });
    const rows = ok(await api('GET', '/api/get-full-screen-problem-list', alice.token, { cid: contest.cid }));
    expect(rows).toEqual([
      {
        pid: problemA.pid,
        problemId: 'A',
        title: 'Contest title A',
        status: judgeStatus.notSubmitted,
        score: null,
      },
      {
        pid: problemB.pid,
        problemId: 'B',
        title: 'Contest title B',
        status: judgeStatus.wrongAnswer,
        score: null,
      },
    ]);
    const visitor = await api('GET', '/api/get-full-screen-problem-list', undefined, { cid: contest.cid });
    expect(visitor.envelope.status).toBe(401);
  });
});

describe('what the contest reads cost', () => {
  it('reads a page of the contest list and a contestant’s problem statuses within a few read units', async () => {
    const contest = await contestWith();
    for (let index = 0; index < 40; index += 1)
      await submitted(contest, index % 2 === 0 ? alice : bob, judgeStatus.wrongAnswer, {
        problem: index % 3 === 0 ? 'B' : 'A',
      });
    const readOf = (answer: ApiAnswer) => capacityOf(answer).read;
    const pageOne = readOf(await list(alice.token, contest.cid, { limit: 15 }));
    const pageTwo = readOf(await list(alice.token, contest.cid, { limit: 15, currentPage: 2 }));
    const byProblem = readOf(
      await list(alice.token, contest.cid, { limit: 15, problemID: 'B', completeProblemID: true }),
    );
    const statuses = readOf(
      await api(
        'POST',
        '/api/get-user-problem-status',
        alice.token,
        {},
        {
          pidList: [problemA.pid, problemB.pid],
          isContestProblemList: true,
          cid: contest.cid,
        },
      ),
    );
    // Measured on the local stack: 8, 6.5, 5 and 4.5 (the contest, its problems, the page, the labels).
    expect(pageOne).toBeLessThanOrEqual(10);
    expect(pageTwo).toBeLessThanOrEqual(10);
    expect(byProblem).toBeLessThanOrEqual(8);
    expect(statuses).toBeLessThanOrEqual(6);
  });
});
