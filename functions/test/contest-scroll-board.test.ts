import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  contestType,
  judgeStatus,
  roleCodes,
  type ContestScrollBoardInfo,
  type ContestScrollBoardSubmission,
  type StoredContest,
} from '@oj/shared';
import { callApi, sessionToken, useLocalStack, withQuery, type ApiAnswer } from './local-stack';
import { missingContestId, storeContest, storeJudgedContestSubmission } from './contest-fixtures';
import { account } from './submission-fixtures';
import { addContestProblem } from '../src/data/contest-problems/save-contest-problem';

const minuteMs = 60_000;
type Session = { token: string; uid: string };
type Who = 'visitor' | 'contestant' | 'owner' | 'root';

let url: string;
let sessions: Record<Exclude<Who, 'visitor'>, Session>;
beforeAll(async () => {
  ({ url } = useLocalStack());
  const [contestant, owner, root] = await Promise.all([
    sessionToken(roleCodes.defaultUser),
    sessionToken(roleCodes.admin),
    sessionToken(roleCodes.superAdmin),
  ]);
  sessions = { contestant, owner, root };
});

function ask<T>(path: string, query: Record<string, string | number | boolean>, who: Who) {
  return callApi<T>(withQuery(`${url}${path}`, query), {
    token: who === 'visitor' ? undefined : sessions[who].token,
    headers: { 'accept-language': 'en-US' },
  });
}
const info = (cid: number, who: Who = 'visitor') =>
  ask<ContestScrollBoardInfo>('/api/get-contest-scroll-board-info', { cid }, who);
const submissions = (cid: number, who: Who = 'visitor', removeStar?: boolean) =>
  ask<ContestScrollBoardSubmission[]>(
    '/api/get-contest-scroll-board-submission',
    removeStar === undefined ? { cid } : { cid, removeStar },
    who,
  );

function ok<T>(answer: ApiAnswer<T>): T {
  expect(answer.envelope.status, answer.envelope.msg).toBe(200);
  return answer.envelope.data;
}

/** The contract's scroll board date, worked out here on its own: the UTC clock moved 8 hours. */
function gmt8(ms: number): string {
  const [date = '', time = ''] = new Date(ms + 8 * 3600_000).toISOString().split('T');
  return `${date.replaceAll('-', '/')} ${time.slice(0, 8)}`;
}

/** A contest with problems A (a red balloon) and B (none), started `startedMinutesAgo` ago, 300 minutes long. */
async function contestWith(overrides: Partial<StoredContest>, startedMinutesAgo: number) {
  const start = Date.now() - startedMinutesAgo * minuteMs;
  const contest = await storeContest({
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 300 * minuteMs).toISOString(),
    ...overrides,
  });
  await addContestProblem({
    cid: contest.cid,
    pid: 910_000,
    displayId: 'A',
    displayTitle: 'A',
    color: '#ff0000',
  });
  await addContestProblem({ cid: contest.cid, pid: 910_001, displayId: 'B', displayTitle: 'B', color: null });
  return contest;
}

/** A contest submission stored with its verdict set, `minutes` after the contest's start. */
async function submit(
  contest: StoredContest,
  who: { uid: string; username: string },
  displayId: 'A' | 'B',
  minutes: number,
  status: number,
) {
  const pid = displayId === 'A' ? 910_000 : 910_001;
  const { submitId } = await storeJudgedContestSubmission(contest, who, { pid, displayId }, minutes, status);
  const submittedAt = Date.parse(contest.startTime) + minutes * minuteMs;
  return { submitId, submittedAt, who, displayId, status };
}

const contestantNamed = (name: string) => ({ uid: `u${randomUUID().replaceAll('-', '')}`, username: name });
const { accepted: AC, wrongAnswer: WA, pending } = judgeStatus;

describe('the scroll board of an ended ACM contest', () => {
  const tag = randomUUID().slice(0, 6);
  const star = contestantNamed(`${tag}-star`);
  const bob = contestantNamed(`${tag}-bob`);
  let ann: Awaited<ReturnType<typeof account>>;
  let contest: StoredContest;
  let made: Awaited<ReturnType<typeof submit>>[];

  beforeAll(async () => {
    ann = await account(roleCodes.defaultUser, 'Ann Real');
    // Started six hours ago for five hours (ended an hour ago), sealed from minute 240.
    contest = await contestWith(
      {
        openRank: true,
        sealRank: true,
        sealRankTime: new Date(Date.now() - 120 * minuteMs).toISOString(),
        starAccount: [` ${star.username} `],
        allowEndSubmit: true,
        rankShowName: 'realname',
      },
      360,
    );
    made = [];
    // Stored out of time order, as the judges' verdicts arrive.
    made.push(await submit(contest, bob, 'A', 250, AC));
    made.push(await submit(contest, ann, 'A', 10, WA));
    made.push(await submit(contest, star, 'B', 5, AC));
    made.push(await submit(contest, ann, 'A', 260, AC));
    made.push(await submit(contest, bob, 'B', 299, pending));
    made.push(await submit(contest, ann, 'B', 301, AC)); // after the end: off the board
  });

  it('introduces the contest: id, shown name, problems and balloons, start and seal in GMT+8, stars', async () => {
    expect(ok(await info(contest.cid))).toEqual({
      id: contest.cid,
      rankShowName: 'realname',
      problemCount: 2,
      balloonColor: { A: '#ff0000', B: null },
      startTime: gmt8(Date.parse(contest.startTime)),
      sealRankTime: gmt8(Date.parse(contest.sealRankTime ?? '')),
      starUserList: [star.username],
    });
  });

  it('writes its dates as yyyy/MM/dd HH:mm:ss', async () => {
    const { startTime, sealRankTime } = ok(await info(contest.cid));
    expect(startTime).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(sealRankTime).toMatch(/^\d{4}\/\d{2}\/\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('lists every submission made during the contest, oldest first, the after-contest one left out', async () => {
    const listed = ok(await submissions(contest.cid));
    const expected = made
      .filter((submission) => submission.submittedAt < Date.parse(contest.endTime))
      .sort((a, b) => a.submittedAt - b.submittedAt);
    expect(
      listed.map((row) => [row.submitId, row.username, row.displayId, row.status, row.submitTime]),
    ).toEqual(
      expected.map((submission) => [
        submission.submitId,
        submission.who.username,
        submission.displayId,
        submission.status,
        gmt8(submission.submittedAt),
      ]),
    );
  });

  it('names each contestant as their account says', async () => {
    const anns = ok(await submissions(contest.cid)).find((row) => row.uid === ann.uid);
    expect(anns).toMatchObject({ username: ann.username, realname: 'Ann Real', nickname: '', school: '' });
    expect(Object.keys(anns ?? {}).sort()).toEqual(
      [
        'avatar',
        'displayId',
        'gender',
        'nickname',
        'realname',
        'school',
        'status',
        'submitId',
        'submitTime',
        'uid',
        'username',
      ].sort(),
    );
  });

  it('leaves the star accounts out with removeStar, and keeps them without it', async () => {
    const names = (rows: ContestScrollBoardSubmission[]) => new Set(rows.map((row) => row.username));
    expect(names(ok(await submissions(contest.cid, 'visitor', true))).has(star.username)).toBe(false);
    expect(names(ok(await submissions(contest.cid, 'visitor', false))).has(star.username)).toBe(true);
    expect(ok(await submissions(contest.cid, 'visitor', true))).toHaveLength(4);
  });
});

describe('who may read a scroll board', () => {
  let running: StoredContest;
  let ended: StoredContest;
  let endedClosed: StoredContest;
  let endedOi: StoredContest;

  beforeAll(async () => {
    running = await contestWith({ openRank: true, uid: sessions.owner.uid }, 60);
    ended = await contestWith({ openRank: true }, 360);
    endedClosed = await contestWith({ openRank: false }, 360);
    endedOi = await contestWith({ openRank: true, type: contestType.oi }, 360);
    await submit(running, contestantNamed('running-one'), 'A', 5, AC);
  });

  const contestOf = (name: 'running' | 'ended' | 'endedClosed' | 'endedOi') =>
    ({ running, ended, endedClosed, endedOi })[name];

  it.each<[string, Who, 'running' | 'ended' | 'endedClosed' | 'endedOi', number, string]>([
    [
      'refuses a visitor while the contest runs',
      'visitor',
      'running',
      403,
      'opens once the contest has ended',
    ],
    [
      'refuses a contestant while the contest runs',
      'contestant',
      'running',
      403,
      'opens once the contest has ended',
    ],
    ['refuses an OI contest, even to the super admin', 'root', 'endedOi', 403, 'ACM contests only'],
    [
      'refuses a visitor when the board is closed to visitors',
      'visitor',
      'endedClosed',
      403,
      'not open to visitors',
    ],
    [
      'answers a logged-in contestant of an ended public contest whose board is closed',
      'contestant',
      'endedClosed',
      200,
      '',
    ],
    ['answers a visitor once the contest has ended with its board open', 'visitor', 'ended', 200, ''],
    ['answers the contest creator while it runs', 'owner', 'running', 200, ''],
    ['answers the super admin while it runs', 'root', 'running', 200, ''],
  ])('%s', async (_, who, name, status, message) => {
    const cid = contestOf(name).cid;
    for (const answer of [await info(cid, who), await submissions(cid, who)]) {
      expect(answer.envelope.status, answer.envelope.msg).toBe(status);
      if (status !== 200) {
        expect(answer.envelope.msg).toContain(message);
        expect(answer.envelope.msg).toContain(String(cid));
        expect(answer.envelope.data).toBeNull();
      }
    }
  });

  it('shows a contest admin the running contest’s submissions, sealed hour and all', async () => {
    const rows = ok(await submissions(running.cid, 'owner'));
    expect(rows.map((row) => [row.username, row.status])).toEqual([['running-one', AC]]);
  });

  it('answers 404 naming a contest that does not exist', async () => {
    const answer = await info(missingContestId);
    expect(answer.envelope.status).toBe(404);
    expect(answer.envelope.msg).toContain(String(missingContestId));
  });

  it('refuses a cid that is not a contest id with 400', async () => {
    const answer = await ask('/api/get-contest-scroll-board-info', { cid: 'abc' }, 'visitor');
    expect(answer.envelope.status).toBe(400);
    expect(answer.envelope.msg).toContain('cid');
  });
});
