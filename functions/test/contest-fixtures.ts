import { randomInt } from 'node:crypto';
import { contestType, contestRules, type StoredContest } from '@oj/shared';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { roleCodes } from '@oj/shared';
import { putContest } from '../src/data/contests/put-contest';
import { sessionToken } from './local-stack';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { contestProblemKey } from '../src/data/contest-problems/contest-problem-item';
import { addContestProblem } from '../src/data/contest-problems/save-contest-problem';
import type { Problem } from '../src/data/problems/problem-item';
import { nextSubmitId, pendingSubmission, putNewSubmission } from '../src/data/submissions/create-submission';
import type { Submission } from '../src/data/submissions/submission-item';

const hourMs = 3600 * 1000;

/**
 * An id no contest holds on any test stack: above the fixtures' random range, and far beyond what the
 * contest counter reaches. Tests of "does not exist" use it (a small id may be a contest another file made).
 */
export const missingContestId = 2_100_000_000;

/**
 * A contest stored straight into the table for a test: running from an hour ago for five hours,
 * public, ACM, by `uid`, unless `overrides` say otherwise. Ids are drawn high and at random so that
 * tests sharing a stack never meet (contests made through the API take ids from the counter).
 */
export async function storeContest(overrides: Partial<StoredContest> = {}): Promise<StoredContest> {
  const now = Date.now();
  const startTime = overrides.startTime ?? new Date(now - hourMs).toISOString();
  const endTime = overrides.endTime ?? new Date(Date.parse(startTime) + 5 * hourMs).toISOString();
  const contest: StoredContest = {
    cid: randomInt(1_000_000, 2_000_000_000),
    uid: 'fixture-owner',
    author: 'fixture-owner',
    title: 'Fixture contest',
    type: contestType.acm,
    description: '',
    source: 0,
    auth: 0,
    pwd: '',
    startTime,
    endTime,
    duration: Math.round((Date.parse(endTime) - Date.parse(startTime)) / 1000),
    sealRank: false,
    sealRankTime: null,
    autoRealRank: true,
    visible: true,
    openPrint: false,
    openAccountLimit: false,
    accountLimitRule: '',
    rankShowName: 'username',
    starAccount: [],
    openRank: false,
    oiRankScoreType: 'Recent',
    gid: null,
    awardType: 0,
    awardConfigList: [...contestRules.defaultAwards],
    allowEndSubmit: false,
    count: 0,
    gmtCreate: new Date(now).toISOString(),
    gmtModified: new Date(now).toISOString(),
    ...overrides,
  };
  await putContest(contest, { ifNew: true });
  return contest;
}

/**
 * Puts `problems` into contest `cid` under their display ids (the record's keys, in its order), each
 * under its own title and without a balloon colour.
 */
export async function linkContestProblems(
  cid: number,
  problems: Readonly<Record<string, Pick<Problem, 'pid' | 'title'>>>,
): Promise<void> {
  for (const [displayId, problem] of Object.entries(problems))
    await addContestProblem({ cid, pid: problem.pid, displayId, displayTitle: problem.title, color: null });
}

/**
 * A contest stored for a board test with problems A and B (pids `firstPid` and the next), started
 * `startedMinutesAgo` ago and lasting `lengthMinutes`, unless `overrides` say otherwise.
 */
export async function storeContestAB(
  overrides: Partial<StoredContest>,
  timing: { firstPid: number; startedMinutesAgo?: number; lengthMinutes?: number },
): Promise<StoredContest> {
  const { firstPid, startedMinutesAgo = 180, lengthMinutes = 300 } = timing;
  const start = Date.now() - startedMinutesAgo * 60_000;
  const contest = await storeContest({
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + lengthMinutes * 60_000).toISOString(),
    ...overrides,
  });
  for (const [index, displayId] of ['A', 'B'].entries())
    await addContestProblem({
      cid: contest.cid,
      pid: firstPid + index,
      displayId,
      displayTitle: displayId,
      color: null,
    });
  return contest;
}

/**
 * A contest submission stored straight into the table with its verdict already set, `minutes` after
 * the contest's start (negative: before it), to the problem `pid` shown as `displayId`: the board's
 * hook takes it in as it takes in a judged one.
 */
export async function storeJudgedContestSubmission(
  contest: Pick<StoredContest, 'cid' | 'startTime'>,
  who: { uid: string; username: string },
  problem: { pid: number; displayId: string },
  minutes: number,
  status: number,
  extra: Partial<Submission> = {},
): Promise<Submission> {
  const submission: Submission = {
    ...pendingSubmission(
      {
        submitId: await nextSubmitId(true),
        uid: who.uid,
        username: who.username,
        pid: problem.pid,
        displayPid: problem.displayId,
        language: 'C',
        code: 'int main(void){return 0;}',
      },
      new Date(Date.parse(contest.startTime) + minutes * 60_000),
    ),
    cid: contest.cid,
    status,
    ...extra,
  };
  await putNewSubmission(submission);
  return submission;
}

/**
 * Adds to a contest problem's counts straight in the table (submissions made while it ran, or after
 * its end with `afterEnd`), for tests of what the counts show; submissions move them through the
 * board's hook.
 */
export async function addContestProblemCounts(
  cid: number,
  displayId: string,
  delta: { total: number; ac: number; afterEnd: boolean },
): Promise<void> {
  const [total, ac] = delta.afterEnd ? ['endTotal', 'endAc'] : ['total', 'ac'];
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: contestProblemKey(cid, displayId),
      UpdateExpression: 'ADD #total :total, #ac :ac',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: { '#total': total, '#ac': ac },
      ExpressionAttributeValues: { ':total': delta.total, ':ac': delta.ac },
    }),
  );
}

/** A logged-in account a test acts as. */
export type Session = { token: string; uid: string };

/**
 * The accounts a contest admin page's tests act as: an admin who creates the contests, another admin
 * (who did not), the super admin and a contestant.
 */
export async function contestSessions(): Promise<{
  owner: Session;
  otherAdmin: Session;
  root: Session;
  contestant: Session;
}> {
  const [owner, otherAdmin, root, contestant] = await Promise.all([
    sessionToken(roleCodes.admin),
    sessionToken(roleCodes.admin),
    sessionToken(roleCodes.superAdmin),
    sessionToken(roleCodes.defaultUser),
  ]);
  return { owner, otherAdmin, root, contestant };
}

/**
 * Who may use a contest admin's page (the AC helper, the print queue) and the HTTP status each is
 * answered: rows for `it.each`, naming a session of `contestSessions` (null: a visitor).
 */
export const contestAdminPageCases: [
  string,
  'contestant' | 'otherAdmin' | 'owner' | 'root' | null,
  number,
][] = [
  ['a visitor', null, 401],
  ['a contestant', 'contestant', 403],
  ['an admin who did not create the contest', 'otherAdmin', 403],
  ["the contest's creator", 'owner', 200],
  ['the super admin', 'root', 200],
];
