import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { encodeAnswerSheet, judgeStatus, type TrainingRankRow } from '@oj/shared';
import { useLocalStack } from './local-stack';
import { account, problemWith } from './submission-fixtures';
import { quizProblem, submit } from './submissions-kit';
import {
  addProblems,
  judgedTrainingSubmission,
  newCategory,
  newTraining,
  trainingCall,
} from './training-fixtures';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { trainingCompletionKey } from '../src/data/trainings/training-keys';
import { getSubmission } from '../src/data/submissions/get-submission';
import type { Problem } from '../src/data/problems/problem-item';

/* A private training: its password, its rank, and the completion record its reward is paid from. */

let category: number;
let tid: number;
let problems: Problem[];

beforeAll(async () => {
  useLocalStack();
  category = await newCategory('周赛');
  tid = await newTraining(category, { auth: 'Private', privatePwd: 'open-sesame', description: '15' });
  problems = [await problemWith(), await problemWith()];
  await addProblems(tid, problems);
});

const access = (token: string) =>
  trainingCall<{ access: boolean }>('GET', '/api/get-training-access', token, { query: { tid } });
const register = (token: string, password: string) =>
  trainingCall('POST', '/api/register-training', token, { body: { tid, password } });
const rank = (token: string, query: Record<string, string | number> = {}) =>
  trainingCall<{ records: TrainingRankRow[]; total: number }>('GET', '/api/get-training-rank', token, {
    query: { tid, ...query },
  });

describe('a private training', () => {
  it('asks for its password until the user registers with the right one', async () => {
    const student = await account();
    expect((await access(student.token)).envelope.data.access).toBe(false);
    const list = await trainingCall('GET', '/api/get-training-problem-list', student.token, {
      query: { tid },
    });
    expect(list.envelope).toMatchObject({
      status: 403,
      msg: 'This training is private: enter its password first!',
    });
    expect((await register(student.token, '')).envelope.msg).toBe('Enter the training password!');
    expect((await register(student.token, 'guess')).envelope.msg).toBe('Wrong training password: try again!');
    expect((await register(student.token, 'open-sesame')).envelope.status).toBe(200);
    expect((await access(student.token)).envelope.data.access).toBe(true);
    const opened = await trainingCall<{ pid: number; displayId: string }[]>(
      'GET',
      '/api/get-training-problem-list',
      student.token,
      { query: { tid } },
    );
    expect(opened.envelope.data.map((row) => row.pid)).toEqual(problems.map((problem) => problem.pid));
  });

  it('keeps a submission made inside it with its tid, counted for the problem as any other', async () => {
    const student = await account();
    await register(student.token, 'open-sesame');
    const submitted = await submit(student.token, { pid: problems[0]?.pid ?? 0, tid });
    expect(submitted.envelope.status).toBe(200);
    const stored = await getSubmission(submitted.envelope.data.submitId);
    expect(stored).toMatchObject({ tid, cid: 0 });
    const full = await trainingCall<{ pid: number; problemId: string }[]>(
      'GET',
      '/api/get-full-screen-problem-list',
      student.token,
      { query: { tid } },
    );
    expect(full.envelope.data.map((row) => row.pid)).toEqual(problems.map((problem) => problem.pid));
  });

  it('refuses a submission inside it to a problem it does not hold', async () => {
    const student = await account();
    await register(student.token, 'open-sesame');
    const outside = await problemWith();
    const answer = await submit(student.token, { pid: outside.pid, tid });
    expect(answer.envelope).toMatchObject({
      status: 404,
      msg: `Problem ${outside.pid} is not in training ${tid}!`,
    });
  });

  it('ranks by problems solved, then by the smaller total run time, with a cell per problem', async () => {
    const [one, fast, slow] = [await account(), await account(), await account()];
    for (const user of [one, fast, slow]) await register(user.token, 'open-sesame');
    const [a, b] = problems as [Problem, Problem];
    await judgedTrainingSubmission(one, a, tid, judgeStatus.accepted, 5);
    await judgedTrainingSubmission(one, b, tid, judgeStatus.wrongAnswer, 5);
    await judgedTrainingSubmission(slow, a, tid, judgeStatus.accepted, 300);
    await judgedTrainingSubmission(slow, b, tid, judgeStatus.accepted, 300);
    await judgedTrainingSubmission(fast, a, tid, judgeStatus.wrongAnswer, 1);
    await judgedTrainingSubmission(fast, a, tid, judgeStatus.accepted, 40);
    await judgedTrainingSubmission(fast, b, tid, judgeStatus.accepted, 60);
    const answer = await rank(one.token, { limit: 100 });
    const ours = answer.envelope.data.records.filter((row) =>
      [one, fast, slow].some((user) => user.uid === row.uid),
    );
    expect(ours.map((row) => [row.uid, row.ac, row.totalRunTime])).toEqual([
      [fast.uid, 2, 100],
      [slow.uid, 2, 600],
      [one.uid, 1, 5],
    ]);
    expect(ours[2]?.submissionInfo).toEqual({
      [a.problemId]: { status: 0, score: 100, isAC: true, runTime: 5 },
      [b.problemId]: { status: -1, score: 0, isAC: false },
    });
    const searched = await rank(one.token, { keyword: fast.username });
    expect(searched.envelope.data.records.map((row) => row.uid)).toEqual([fast.uid]);
  });

  it('records a completion once, with the reward, however often the problems are solved again', async () => {
    const student = await account();
    await register(student.token, 'open-sesame');
    const [a, b] = problems as [Problem, Problem];
    const completion = async () =>
      (
        await dynamo().send(
          new GetCommand({
            TableName: tableName(),
            Key: trainingCompletionKey(student.uid, tid),
            ConsistentRead: true,
          }),
        )
      ).Item;
    await judgedTrainingSubmission(student, a, tid, judgeStatus.accepted);
    expect(await completion()).toBeUndefined();
    await judgedTrainingSubmission(student, b, tid, judgeStatus.accepted);
    const first = await completion();
    expect(first).toMatchObject({ uid: student.uid, tid, coins: 15, paid: false });
    await judgedTrainingSubmission(student, b, tid, judgeStatus.accepted);
    await judgedTrainingSubmission(student, a, tid, judgeStatus.accepted);
    expect(await completion()).toEqual(first);
  });

  it('counts a quiz paper answered inside it, graded at once, in its rank', async () => {
    const quiz = await quizProblem();
    const quizTid = await newTraining(category, { auth: 'Private', privatePwd: 'quiz' });
    await addProblems(quizTid, [quiz]);
    const student = await account();
    await trainingCall('POST', '/api/register-training', student.token, {
      body: { tid: quizTid, password: 'quiz' },
    });
    const answer = await submit(student.token, {
      pid: quiz.pid,
      tid: quizTid,
      code: encodeAnswerSheet(['B', 'T']),
    });
    expect(answer.envelope.status).toBe(200);
    const rows = await trainingCall<{ records: TrainingRankRow[] }>(
      'GET',
      '/api/get-training-rank',
      student.token,
      {
        query: { tid: quizTid },
      },
    );
    expect(rows.envelope.data.records.map((row) => [row.uid, row.ac])).toEqual([[student.uid, 1]]);
  });

  it('shows its rank only for private trainings', async () => {
    const open = await newTraining(category);
    const student = await account();
    const answer = await trainingCall('GET', '/api/get-training-rank', student.token, {
      query: { tid: open },
    });
    expect(answer.envelope).toMatchObject({ status: 400, msg: 'Only private trainings have a rank!' });
  });
});
