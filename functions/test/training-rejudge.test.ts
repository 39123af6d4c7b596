import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { judgeStatus, roleCodes, type TrainingRankRow } from '@oj/shared';
import { sessionToken, useLocalStack } from './local-stack';
import { account, problemWith } from './submission-fixtures';
import { get } from './submissions-kit';
import {
  addProblems,
  judgedTrainingSubmission,
  newCategory,
  newTraining,
  trainingCall,
} from './training-fixtures';
import type { Problem } from '../src/data/problems/problem-item';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { trainingCompletionKey } from '../src/data/trainings/training-keys';

/* A training's rank follows a verdict taken back or changed (manual judge, rejudge) exactly. */

const password = 'follow-me';
let tid: number;
let problems: [Problem, Problem];
let root: string;

beforeAll(async () => {
  useLocalStack();
  tid = await newTraining(await newCategory('重判'), { auth: 'Private', privatePwd: password });
  problems = [await problemWith(), await problemWith()];
  await addProblems(tid, problems);
  root = (await sessionToken(roleCodes.superAdmin)).token;
});

async function student() {
  const user = await account();
  await trainingCall('POST', '/api/register-training', user.token, { body: { tid, password } });
  return user;
}

async function rowOf(user: { uid: string; token: string }): Promise<TrainingRankRow | undefined> {
  const answer = await trainingCall<{ records: TrainingRankRow[] }>(
    'GET',
    '/api/get-training-rank',
    user.token,
    { query: { tid, limit: 100 } },
  );
  return answer.envelope.data.records.find((row) => row.uid === user.uid);
}

const completionOf = async (uid: string) =>
  (
    await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: trainingCompletionKey(uid, tid), ConsistentRead: true }),
    )
  ).Item;

const manualJudge = (submitId: number, status: number, score: number) =>
  get(`/api/admin/judge/manual-judge?submitId=${submitId}&status=${status}&score=${score}`, root);

describe('a training rank after a verdict changes', () => {
  it('takes an accepted cell back when its only accepted submission is judged Wrong Answer by hand, the completion kept', async () => {
    const user = await student();
    const [a, b] = problems;
    const taken = await judgedTrainingSubmission(user, a, tid, judgeStatus.accepted, 40);
    await judgedTrainingSubmission(user, b, tid, judgeStatus.accepted, 60);
    expect(await rowOf(user)).toMatchObject({ ac: 2, totalRunTime: 100 });
    const completion = await completionOf(user.uid);
    expect(completion).toMatchObject({ uid: user.uid, tid });

    expect((await manualJudge(taken, judgeStatus.wrongAnswer, 0)).envelope.status).toBe(200);
    const row = await rowOf(user);
    expect(row).toMatchObject({ ac: 1, totalRunTime: 60 });
    expect(row?.submissionInfo[a.problemId]).toEqual({
      status: judgeStatus.wrongAnswer,
      score: 0,
      isAC: false,
    });
    // The completion is the coins ledger's input: written once, never taken back.
    expect(await completionOf(user.uid)).toEqual(completion);
  });

  it('keeps a cell accepted by a second accepted submission when the first is taken back', async () => {
    const user = await student();
    const [a] = problems;
    const first = await judgedTrainingSubmission(user, a, tid, judgeStatus.accepted, 20);
    await judgedTrainingSubmission(user, a, tid, judgeStatus.accepted, 70);
    expect(await rowOf(user)).toMatchObject({ ac: 1, totalRunTime: 20 });

    await manualJudge(first, judgeStatus.wrongAnswer, 0);
    const row = await rowOf(user);
    expect(row).toMatchObject({ ac: 1, totalRunTime: 70 });
    expect(row?.submissionInfo[a.problemId]).toEqual({ status: 0, score: 100, isAC: true, runTime: 70 });
  });

  it('takes the accepted cell back while a rejudge sends its submission to the judges again', async () => {
    const user = await student();
    const [, b] = problems;
    await judgedTrainingSubmission(user, b, tid, judgeStatus.wrongAnswer, 5);
    const accepted = await judgedTrainingSubmission(user, b, tid, judgeStatus.accepted, 30);
    expect(await rowOf(user)).toMatchObject({ ac: 1, totalRunTime: 30 });

    // The accepted one goes back to the queue: until it is judged again, the earlier verdict shows.
    expect((await get(`/api/admin/judge/rejudge?submitId=${accepted}`, root)).envelope.status).toBe(200);
    const row = await rowOf(user);
    expect(row).toMatchObject({ ac: 0, totalRunTime: 0 });
    expect(row?.submissionInfo[b.problemId]).toEqual({
      status: judgeStatus.wrongAnswer,
      score: 0,
      isAC: false,
    });
  });
});
