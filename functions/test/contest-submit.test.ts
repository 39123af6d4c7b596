import { beforeAll, describe, expect, it } from 'vitest';
import {
  encodeAnswerSheet,
  judgeStatus,
  roleCodes,
  submissionRules,
  type StoredContest,
  type SubmissionRow,
} from '@oj/shared';
import { callApi, sessionToken, useLocalStack, type ApiAnswer } from './local-stack';
import { linkContestProblems, storeContest } from './contest-fixtures';
import {
  account,
  aPlusB,
  english,
  paper as quizPaper,
  problemWith,
  quizProblem,
  submissionOf,
  submit,
} from './submissions-kit';
import type { Problem } from '../src/data/problems/problem-item';
import { getSubmission } from '../src/data/submissions/get-submission';
import {
  contestSubmitIdBase,
  nextSubmitId,
  putNewSubmission,
} from '../src/data/submissions/create-submission';

/*
 * Submitting inside a contest (spec part 2 §4–§6) through the real /api: the problem must be the
 * contest's, who may submit when, the account limit rule, exam mode's submit limit and lock, the flood
 * guard, Online Tests and sharing. Quiz papers are graded on the spot, so most rules are tried with
 * them and nothing waits for a judge.
 */

type Account = { uid: string; username: string; token: string };

const hourMs = 3600_000;
const running = {};
const scheduled = {
  startTime: new Date(Date.now() + hourMs).toISOString(),
  endTime: new Date(Date.now() + 3 * hourMs).toISOString(),
};
const ended = {
  startTime: new Date(Date.now() - 3 * hourMs).toISOString(),
  endTime: new Date(Date.now() - hourMs).toISOString(),
};

let root: Account;
beforeAll(async () => {
  useLocalStack();
  root = { ...(await sessionToken(roleCodes.superAdmin)), username: 'root' };
});

async function call<T>(method: string, path: string, token: string, body: unknown): Promise<ApiAnswer<T>> {
  return callApi<T>(`${useLocalStack().url}${path}`, {
    method,
    token,
    headers: english,
    body: JSON.stringify(body),
  });
}

const fullMarks = encodeAnswerSheet(['B', 'T']);
const halfMarks = encodeAnswerSheet(['B', 'F']);
const noMarks = encodeAnswerSheet(['A', 'F']);

/** A quiz paper answer sheet handed in as `who` to `pid` (a number or a display id) in contest `cid`. */
const handIn = (who: Account, cid: number, pid: number | string, code = fullMarks) =>
  submit(who.token, { pid: pid as number, cid, language: 'Quiz', code });

const testRun = (who: Account, cid: number, pid: number | string) =>
  call<string>('POST', '/api/submit-problem-test-judge', who.token, {
    pid,
    cid,
    type: 'contest',
    language: 'C',
    code: aPlusB,
    userInput: '1 2\n',
    expectedOutput: '3\n',
  });

const releaseLock = (who: Account, cid: number, uid: string) =>
  call<null>('POST', '/api/admin/contest/release-exam-lock', who.token, { cid, uid });

/** A contest created by `creator` holding `problems` under their display ids. */
async function contestWith(
  creator: Account,
  problems: Record<string, Problem>,
  overrides: Partial<StoredContest> = {},
): Promise<StoredContest> {
  const contest = await storeContest({ uid: creator.uid, author: creator.username, ...overrides });
  await linkContestProblems(contest.cid, problems);
  return contest;
}

/** A quiz paper only its contests open (auth 3). */
const contestOnlyQuiz = () =>
  problemWith({ problemId: `CS${Math.floor(Math.random() * 1e9)}`, quiz: quizPaper, languages: [], auth: 3 });

/**
 * A submission of `who` to `problem` (display id `displayPid`) in `cid`, stored through the data
 * layer, made 11 minutes ago unless `submitTime` says otherwise: past any submit interval the switch
 * page allows (at most 600 s) and out of the flood guard's in-flight window.
 */
async function earlierSubmission(
  who: Account,
  problem: Problem,
  cid: number,
  status: number,
  displayPid: string,
  submitTime = new Date(Date.now() - 11 * 60_000),
): Promise<void> {
  const submitId = await nextSubmitId(true);
  await putNewSubmission(
    submissionOf(problem, {
      ...{ submitId, uid: who.uid, username: who.username, status, cid, displayPid },
      submitTime: submitTime.toISOString(),
    }),
  );
}

function expectAccepted(answer: ApiAnswer<SubmissionRow>): SubmissionRow {
  expect(answer.envelope.status, answer.envelope.msg).toBe(200);
  return answer.envelope.data;
}

describe('a submission inside a contest', () => {
  it('is stored in the contest under its display id there, with an id from the contests’ range, not shared', async () => {
    const creator = await account(roleCodes.admin);
    const problem = await problemWith();
    const contest = await contestWith(creator, { A: problem });
    const contestant = await account();

    const row = expectAccepted(await submit(contestant.token, { pid: problem.pid, cid: contest.cid }));
    expect(row).toMatchObject({ cid: contest.cid, pid: problem.pid, displayPid: 'A', share: false });
    expect(row.submitId).toBeGreaterThan(contestSubmitIdBase);
    expect(await getSubmission(row.submitId)).toMatchObject({
      cid: contest.cid,
      pid: problem.pid,
      displayPid: 'A',
      share: false,
      code: aPlusB,
    });

    const byDisplayId = await account();
    expect(
      expectAccepted(await submit(byDisplayId.token, { pid: 'A' as unknown as number, cid: contest.cid })),
    ).toMatchObject({ pid: problem.pid, displayPid: 'A' });
  });

  it.each<[string, (own: Problem, other: Problem) => number | string]>([
    ['a problem of the site the contest does not hold', (_own, other) => other.pid],
    ['a display id the contest does not use', () => 'Z'],
  ])('refuses %s, naming the contest and the problem', async (_case, pidOf) => {
    const creator = await account(roleCodes.admin);
    const [own, other] = await Promise.all([quizProblem(), quizProblem()]);
    const contest = await contestWith(creator, { A: own });
    const answer = await handIn(await account(), contest.cid, pidOf(own, other));
    expect(answer.envelope).toMatchObject({
      status: 404,
      msg: `Contest ${contest.cid} has no problem ${pidOf(own, other)}`,
    });
  });

  it('takes a contest-only problem in its contest and nowhere else', async () => {
    const creator = await account(roleCodes.admin);
    const contestOnly = await contestOnlyQuiz();
    const contest = await contestWith(creator, { CS1: contestOnly });
    const elsewhere = await contestWith(creator, {});

    expect(expectAccepted(await handIn(await account(), contest.cid, contestOnly.pid))).toMatchObject({
      displayPid: 'CS1',
    });
    expect((await handIn(await account(), 0, contestOnly.pid)).envelope).toMatchObject({
      status: 403,
      msg: 'You have no permission to view the problem!',
    });
    expect((await handIn(await account(), elsewhere.cid, contestOnly.pid)).envelope.status).toBe(404);
  });
});

describe('who may submit in a contest, and when', () => {
  type Who = 'contestant' | 'registered contestant' | 'creator' | 'super admin';
  it.each<[string, Partial<StoredContest>, Who, string | null]>([
    ['a contestant in a running public contest', running, 'contestant', null],
    ['a contestant before the start', scheduled, 'contestant', 'The contest has not started yet!'],
    ['the creator before the start', scheduled, 'creator', null],
    ['the super admin before the start', scheduled, 'super admin', null],
    [
      'an unregistered contestant in a running protected contest',
      { auth: 2, pwd: 'secret' },
      'contestant',
      'You have not registered for this contest and cannot submit!',
    ],
    [
      'a registered contestant in a running protected contest',
      { auth: 2, pwd: 'secret' },
      'registered contestant',
      null,
    ],
    [
      'an unregistered contestant in a running private contest',
      { auth: 1, pwd: 'secret' },
      'contestant',
      'You have not registered for this contest and cannot submit!',
    ],
    [
      'a registered contestant in a running private contest',
      { auth: 1, pwd: 'secret' },
      'registered contestant',
      null,
    ],
    ['the creator of a running private contest', { auth: 1, pwd: 'secret' }, 'creator', null],
    ['a contestant after the end', ended, 'contestant', 'Contest has ended'],
    ['the creator after the end', ended, 'creator', 'Contest has ended'],
    [
      'a contestant after the end of a contest that allows it',
      { ...ended, allowEndSubmit: true },
      'contestant',
      null,
    ],
    [
      'a contestant in a hidden contest',
      { visible: false },
      'contestant',
      'The contest does not exist: {cid}',
    ],
    ['the creator of a hidden contest', { visible: false }, 'creator', null],
  ])('%s', async (_case, overrides, who, refusal) => {
    const creator = await account(roleCodes.admin);
    const contest = await contestWith(creator, { A: await quizProblem() }, overrides);
    const submitter = who === 'creator' ? creator : who === 'super admin' ? root : await account();
    if (who === 'registered contestant') {
      const registered = await call('POST', '/api/register-contest', submitter.token, {
        cid: contest.cid,
        password: 'secret',
      });
      expect(registered.envelope.status, registered.envelope.msg).toBe(200);
    }
    const answer = await handIn(submitter, contest.cid, 'A');
    if (refusal === null) {
      const row = expectAccepted(answer);
      expect(row).toMatchObject({ cid: contest.cid, status: judgeStatus.accepted });
      // After the end the submission is an after-contest one: its time is past the contest's end.
      if (Date.parse(contest.endTime) < Date.now())
        expect(Date.parse(row.submitTime)).toBeGreaterThanOrEqual(Date.parse(contest.endTime));
    } else
      expect(answer.envelope).toMatchObject({
        status: refusal.includes('{cid}') ? 404 : 403,
        msg: refusal.replace('{cid}', String(contest.cid)),
      });
  });
});

describe('the account limit rule', () => {
  it.each<[string, 'listed' | 'unlisted' | 'creator', string | null]>([
    ['lets in an account the rule names', 'listed', null],
    ['refuses an account the rule does not name, saying so', 'unlisted', 'does not'],
    ['exempts the contest’s creator', 'creator', null],
  ])('%s', async (_case, who, refusal) => {
    const creator = await account(roleCodes.admin);
    const listed = await account();
    const contest = await contestWith(
      creator,
      { A: await quizProblem() },
      {
        openAccountLimit: true,
        accountLimitRule: `<prefix>team</prefix><start>1</start><end>9</end><extra>${listed.username}</extra>`,
      },
    );
    const submitter = who === 'listed' ? listed : who === 'creator' ? creator : await account();
    const answer = await handIn(submitter, contest.cid, 'A');
    if (refusal === null) expectAccepted(answer);
    else
      expect(answer.envelope).toMatchObject({
        status: 403,
        msg: `Sorry, only accounts matching the rule of this contest may take part: ${submitter.username} does not`,
      });
  });
});

describe('exam mode', () => {
  it('refuses the submission past the per-problem limit of the description, naming it, problem by problem', async () => {
    const creator = await account(roleCodes.admin);
    const [a, b] = await Promise.all([problemWith(), quizProblem()]);
    const contest = await contestWith(creator, { A: a, B: b }, { description: '[exam, 2] Term exam' });
    const contestant = await account();
    await earlierSubmission(contestant, a, contest.cid, judgeStatus.wrongAnswer, 'A');
    await earlierSubmission(contestant, a, contest.cid, judgeStatus.compileError, 'A');

    expect((await submit(contestant.token, { pid: a.pid, cid: contest.cid })).envelope).toMatchObject({
      status: 403,
      msg: 'Submit limit reached: this exam takes at most 2 submissions per problem',
    });
    expect(expectAccepted(await handIn(contestant, contest.cid, 'B', noMarks))).toMatchObject({
      displayPid: 'B',
    });
  });

  it('lets the contest’s creator submit past the limit', async () => {
    const creator = await account(roleCodes.admin);
    const a = await problemWith();
    const contest = await contestWith(creator, { A: a }, { description: '[exam, 1]' });
    await earlierSubmission(creator, a, contest.cid, judgeStatus.wrongAnswer, 'A');
    expectAccepted(await submit(creator.token, { pid: a.pid, cid: contest.cid }));
  });

  it.each<[string, string, boolean]>([
    ['locks the paper after an accepted answer sheet', fullMarks, true],
    ['locks the paper after a partially accepted answer sheet', halfMarks, true],
    ['leaves the paper open after an answer sheet that scored nothing', noMarks, false],
  ])('%s', async (_case, sheet, locked) => {
    const creator = await account(roleCodes.admin);
    const contest = await contestWith(creator, { CS1: await quizProblem() }, { description: '[exam]' });
    const contestant = await account();
    expectAccepted(await handIn(contestant, contest.cid, 'CS1', sheet));
    const again = await handIn(contestant, contest.cid, 'CS1', sheet);
    if (locked)
      expect(again.envelope).toMatchObject({
        status: 403,
        msg: 'The exam paper is locked: you have handed it in; ask an exam admin to unlock it to answer again',
      });
    // Open again: at most the interval between two submissions stands in the way.
    else expect([200, 429]).toContain(again.envelope.status);
  });

  it('exempts the contest’s creator and the super admin from the lock', async () => {
    const creator = await account(roleCodes.admin);
    const paper = await quizProblem();
    const contest = await contestWith(creator, { CS1: paper }, { description: '[exam, 5]' });
    for (const admin of [creator, root]) {
      await earlierSubmission(admin, paper, contest.cid, judgeStatus.accepted, 'CS1');
      expectAccepted(await handIn(admin, contest.cid, 'CS1'));
    }
  });

  it('lets a released user hand the paper in again, and only the contest’s admins release', async () => {
    const creator = await account(roleCodes.admin);
    const paper = await quizProblem();
    const contest = await contestWith(creator, { CS1: paper }, { description: '[exam, 5]' });
    const contestant = await account();
    await earlierSubmission(contestant, paper, contest.cid, judgeStatus.partialAccepted, 'CS1');
    expect((await handIn(contestant, contest.cid, 'CS1')).envelope.status).toBe(403);

    const otherAdmin = await account(roleCodes.admin);
    expect((await releaseLock(otherAdmin, contest.cid, contestant.uid)).envelope).toMatchObject({
      status: 403,
      msg: `You did not create contest ${contest.cid}: only its creator or the super admin may do this`,
    });
    expect((await releaseLock(contestant, contest.cid, contestant.uid)).httpStatus).toBe(403);
    expect((await releaseLock(creator, contest.cid, 'nobody-has-this-uid')).envelope).toMatchObject({
      status: 404,
      msg: 'The user does not exist',
    });
    expect((await handIn(contestant, contest.cid, 'CS1')).envelope.status).toBe(403);

    expect((await releaseLock(creator, contest.cid, contestant.uid)).envelope.status).toBe(200);
    expectAccepted(await handIn(contestant, contest.cid, 'CS1', halfMarks));
  });
});

describe('the flood guard inside a contest', () => {
  it.each<[string, 'programming' | 'quiz paper']>([
    ['takes a program sent right after the user’s last submission in the contest', 'programming'],
    ['takes an answer sheet sent right after the user’s last submission in the contest', 'quiz paper'],
  ])('%s: the submit interval is for submissions outside contests', async (_case, kind) => {
    const creator = await account(roleCodes.admin);
    const problem = kind === 'programming' ? await problemWith() : await quizProblem();
    const contest = await contestWith(creator, { A: problem });
    const contestant = await account();
    await earlierSubmission(contestant, problem, contest.cid, judgeStatus.wrongAnswer, 'A', new Date());
    expectAccepted(
      kind === 'programming'
        ? await submit(contestant.token, { pid: problem.pid, cid: contest.cid })
        : await handIn(contestant, contest.cid, 'A'),
    );
  });

  it('refuses a program while the user already has the most jobs in flight, naming how many', async () => {
    const creator = await account(roleCodes.admin);
    const problem = await problemWith();
    const contest = await contestWith(creator, { A: problem });
    const contestant = await account();
    for (let waiting = 0; waiting < submissionRules.maxJobsInFlightPerUser; waiting += 1)
      await earlierSubmission(contestant, problem, contest.cid, judgeStatus.pending, 'A', new Date());
    expect((await submit(contestant.token, { pid: problem.pid, cid: contest.cid })).envelope).toMatchObject({
      status: 429,
      msg: expect.stringContaining(`You already have ${submissionRules.maxJobsInFlightPerUser} judge jobs`),
    });
  });

  it('does not count a contest submission towards the interval of the next one outside the contest', async () => {
    const creator = await account(roleCodes.admin);
    const paper = await quizProblem();
    const contest = await contestWith(creator, { A: paper });
    const contestant = await account();
    expectAccepted(await handIn(contestant, contest.cid, 'A'));
    expectAccepted(await handIn(contestant, 0, paper.pid));
    expect((await handIn(contestant, 0, paper.pid)).envelope).toMatchObject({
      status: 429,
      msg: 'operation too fast, possibly a bot, verify again',
    });
  });
});

describe('Online Test inside a contest', () => {
  it.each<[string, Partial<StoredContest>, 'held' | 'not held' | 'contest-only', number | null]>([
    ['runs a problem the contest holds', running, 'held', null],
    ['runs a contest-only problem through its contest', running, 'contest-only', null],
    ['refuses a problem the contest does not hold', running, 'not held', 404],
    ['refuses before the start', scheduled, 'held', 403],
    ['refuses after the end', ended, 'held', 403],
    [
      'refuses an account the account limit rule does not name',
      { openAccountLimit: true, accountLimitRule: '<extra>someone-else</extra>' },
      'held',
      403,
    ],
  ])('%s', async (_case, overrides, which, refusal) => {
    const creator = await account(roleCodes.admin);
    const problem = await problemWith(which === 'contest-only' ? { auth: 3 } : {});
    const contest = await contestWith(creator, which === 'not held' ? {} : { A: problem }, overrides);
    const answer = await testRun(await account(), contest.cid, problem.pid);
    if (refusal === null) {
      expect(answer.envelope.status, answer.envelope.msg).toBe(200);
      expect(answer.envelope.data).toMatch(/^[0-9a-f-]{36}$/);
    } else expect(answer.envelope.status).toBe(refusal);
  });

  it('keeps a contest-only problem closed to a run that names no contest', async () => {
    const problem = await problemWith({ auth: 3 });
    expect((await testRun(await account(), 0, problem.pid)).envelope.status).toBe(403);
  });
});

describe('sharing a contest submission', () => {
  it('refuses to share the code of a contest submission, saying why', async () => {
    const creator = await account(roleCodes.admin);
    const contest = await contestWith(creator, { A: await problemWith() });
    const contestant = await account();
    const row = expectAccepted(
      await submit(contestant.token, { pid: 'A' as unknown as number, cid: contest.cid }),
    );
    const answer = await call('PUT', '/api/submission', contestant.token, {
      submitId: row.submitId,
      share: true,
    });
    expect(answer.envelope).toMatchObject({
      status: 400,
      msg: 'Contest submissions cannot share their code!',
    });
  });
});
