import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { judgeStatus, problemType, type ProblemJudgeSpec } from '@oj/shared';
import { failSubmission, recordBestResult } from '@oj/functions/judging';
import {
  acDayKey,
  dynamo,
  enqueueJudge,
  getSubmission,
  nextSubmitId,
  pendingSubmission,
  problemSummaryKey,
  putJudgeSpec,
  putNewSubmission,
  putTestDataVersion,
  requeueSubmission,
  siteDayKey,
  siteStatusCountsKey,
  tableName,
  userDayKey,
  userProblemBestKey,
  userProblemTallyKey,
  userStatsKey,
  utcDay,
  type ItemKey,
} from '@oj/functions/judging/test-fixtures';
import { aPlusB, behaviours } from './programs/a-plus-b';
import { aPlusBFiles, defineProblem, startTestWorker, verdictOf } from './judge-harness';

let stopWorker: () => Promise<void>;
let problem: ProblemJudgeSpec;

beforeAll(async () => {
  ({ stop: stopWorker } = await startTestWorker(10));
  const { files, cases } = aPlusBFiles(2);
  problem = await defineProblem(files, { cases, difficulty: 2 });
}, 120_000);

afterAll(async () => {
  await stopWorker?.();
});

async function itemOf(key: ItemKey): Promise<Record<string, unknown> | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }),
  );
  return Item;
}

/** A pending submission of a given user to a problem (the shared one unless named), queued for the worker. */
async function submitAs(
  uid: string,
  language: string,
  code: string,
  to: ProblemJudgeSpec = problem,
): Promise<number> {
  const submitId = await nextSubmitId();
  await putNewSubmission(
    pendingSubmission({
      submitId,
      uid,
      username: `name-${uid.slice(0, 6)}`,
      pid: to.pid,
      displayPid: to.problemId,
      language,
      code,
    }),
  );
  await enqueueJudge({ kind: 'submission', submitId, round: 1, pid: to.pid });
  return submitId;
}

/** The pids of a number set as stored; DynamoDB drops a set that became empty. */
const pidsOf = (set: unknown) => [...((set as Set<number> | undefined) ?? [])];

/** A counter as stored, 0 when the item or the attribute is missing. */
const countOf = (item: Record<string, unknown> | undefined, name: string) => Number(item?.[name] ?? 0);

describe('when a verdict lands', () => {
  it('counts it for the problem, the user, the day, the week and the AC rank, once', async () => {
    const uid = randomUUID().replaceAll('-', '');
    const day = utcDay(new Date());
    const siteBefore = (await itemOf(siteDayKey(day))) ?? {};

    const accepted = await verdictOf(await submitAs(uid, 'C', aPlusB.C as string));
    expect(accepted.submission.status).toBe(judgeStatus.accepted);
    const wrong = await verdictOf(
      await submitAs(uid, behaviours.wrongAnswer.language, behaviours.wrongAnswer.code),
    );
    expect(wrong.submission.status).toBe(judgeStatus.wrongAnswer);

    const summary = await itemOf(problemSummaryKey(problem.pid));
    expect(summary).toMatchObject({ total: 2, ac: 1, wa: 1 });
    const stats = await itemOf(userStatsKey(uid));
    expect(stats).toMatchObject({ submitted: 2, accepted: 1 });
    expect([...(stats?.solved as Set<number>)]).toEqual([problem.pid]);
    expect([...(stats?.tried as Set<number>)]).toEqual([problem.pid]);
    expect(await itemOf(userDayKey(uid, day))).toMatchObject({ count: 2 });
    expect(await itemOf(acDayKey(day, uid))).toMatchObject({ ac: 1, username: `name-${uid.slice(0, 6)}` });
    const siteAfter = await itemOf(siteDayKey(day));
    expect(Number(siteAfter?.total) - Number(siteBefore.total ?? 0)).toBeGreaterThanOrEqual(2);
    // ACM accepted is full marks: round(100 * 0.1 + 2 * 2) = 14.
    expect(await itemOf(userProblemBestKey(uid, problem.pid))).toMatchObject({ bestOiRankScore: 14 });
    expect(stats?.scoreSum).toBe(14);
  });

  it('marks a dead-lettered submission System Error and counts it, but never a finished one', async () => {
    const uid = randomUUID().replaceAll('-', '');
    const submitId = await nextSubmitId();
    await putNewSubmission(
      pendingSubmission({
        submitId,
        uid,
        username: 'dead-letter',
        pid: problem.pid,
        displayPid: problem.problemId,
        language: 'C',
        code: 'x',
      }),
    );
    const seBefore = Number((await itemOf(problemSummaryKey(problem.pid)))?.se ?? 0);
    expect(await failSubmission(submitId, 1, 'gave up')).toBe(true);
    expect(await failSubmission(submitId, 1, 'gave up')).toBe(false);
    expect(Number((await itemOf(problemSummaryKey(problem.pid)))?.se)).toBe(seBefore + 1);
    const stats = await itemOf(userStatsKey(uid));
    expect(stats).toMatchObject({ submitted: 1, se: 1 });
    // A count that never moved is not stored: it reads as 0.
    expect(countOf(stats, 'accepted')).toBe(0);
  });
});

describe('when a rejudge turns an accepted verdict into a wrong answer', () => {
  it('moves the tally, the status counts, the solved set and the best exactly, through the worker', async () => {
    const { files, cases } = aPlusBFiles(2);
    const own = await defineProblem(files, { cases, difficulty: 2 });
    const uid = randomUUID().replaceAll('-', '');
    const day = utcDay(new Date());
    const siteCountsBefore = await itemOf(siteStatusCountsKey);

    const submitId = await submitAs(uid, 'C', aPlusB.C as string, own);
    expect((await verdictOf(submitId)).submission.status).toBe(judgeStatus.accepted);
    const tallyAfterAc = await itemOf(userProblemTallyKey(uid, own.pid));
    // An ACM verdict scores no points of its own: the tally's accepted count decides the best.
    expect(tallyAfterAc).toMatchObject({ all: 1, ac: 1 });
    expect(countOf(tallyAfterAc, 'wa')).toBe(0);
    const siteCountsAfterAc = await itemOf(siteStatusCountsKey);
    expect(countOf(siteCountsAfterAc, 'ac') - countOf(siteCountsBefore, 'ac')).toBe(1);
    expect(countOf(siteCountsAfterAc, 'wa') - countOf(siteCountsBefore, 'wa')).toBe(0);
    expect(await itemOf(problemSummaryKey(own.pid))).toMatchObject({ total: 1, ac: 1 });
    const statsAfterAc = await itemOf(userStatsKey(uid));
    expect(statsAfterAc).toMatchObject({ submitted: 1, accepted: 1, ac: 1, scoreSum: 14 });
    expect(pidsOf(statsAfterAc?.solved)).toEqual([own.pid]);

    // The answers were wrong: an administrator replaces the test data and rejudges.
    const corrected = Object.fromEntries(
      Object.entries(files).map(([name, content]) => [
        name,
        name.endsWith('.out') ? `${Number(content) + 1}\n` : content,
      ]),
    );
    await putJudgeSpec({ ...own, testDataVersion: await putTestDataVersion(own.pid, corrected) });
    const stored = await getSubmission(submitId, true);
    if (!stored) throw new Error(`submission ${submitId} is gone`);
    expect(await requeueSubmission(stored, { type: problemType.acm, difficulty: 2 })).toBe(true);
    const rejudged = (await verdictOf(submitId)).submission;
    expect(rejudged).toMatchObject({ status: judgeStatus.wrongAnswer, round: 2 });

    const tally = await itemOf(userProblemTallyKey(uid, own.pid));
    expect(tally).toMatchObject({ all: 1, ac: 0, wa: 1 });
    expect(Number(tally?.n)).toBeGreaterThan(Number(tallyAfterAc?.n));
    const siteCounts = await itemOf(siteStatusCountsKey);
    expect(countOf(siteCounts, 'ac') - countOf(siteCountsBefore, 'ac')).toBe(0);
    expect(countOf(siteCounts, 'wa') - countOf(siteCountsBefore, 'wa')).toBe(1);
    expect(await itemOf(problemSummaryKey(own.pid))).toMatchObject({ total: 1, ac: 0, wa: 1 });
    const stats = await itemOf(userStatsKey(uid));
    expect(stats).toMatchObject({ submitted: 1, accepted: 0, ac: 0, wa: 1, scoreSum: 0 });
    expect(pidsOf(stats?.solved)).toEqual([]);
    expect(pidsOf(stats?.tried)).toEqual([own.pid]);
    expect(await itemOf(userProblemBestKey(uid, own.pid))).toBeUndefined();
    expect(await itemOf(userDayKey(uid, day))).toMatchObject({ count: 1 });
    expect(countOf(await itemOf(acDayKey(day, uid)), 'ac')).toBe(0);
  });
});

describe('the best result on a problem', () => {
  it('only rises, and the score sum follows it once per improvement', async () => {
    const uid = randomUUID().replaceAll('-', '');
    const oi = { uid, pid: 77, type: problemType.oi, difficulty: 1 } as const;
    expect(await recordBestResult({ ...oi, status: judgeStatus.partialAccepted, score: 40 })).toBe(true);
    expect(await recordBestResult({ ...oi, status: judgeStatus.partialAccepted, score: 40 })).toBe(false);
    expect(await recordBestResult({ ...oi, status: judgeStatus.partialAccepted, score: 20 })).toBe(false);
    expect(await recordBestResult({ ...oi, status: judgeStatus.accepted, score: 100 })).toBe(true);
    expect(await itemOf(userProblemBestKey(uid, 77))).toMatchObject({ bestOiRankScore: 12, accepted: true });
    expect((await itemOf(userStatsKey(uid)))?.scoreSum).toBe(12);
  });

  it('records nothing for a result worth no points', async () => {
    const uid = randomUUID().replaceAll('-', '');
    const acm = { uid, pid: 78, type: problemType.acm, difficulty: 4, score: null } as const;
    expect(await recordBestResult({ ...acm, status: judgeStatus.wrongAnswer })).toBe(false);
    expect(await itemOf(userProblemBestKey(uid, 78))).toBeUndefined();
  });
});
