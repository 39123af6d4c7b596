import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { judgeStatus, roleCodes, type TrainingAuth } from '@oj/shared';
import { callApi, sessionToken, useLocalStack, withQuery, type ApiAnswer } from './local-stack';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { userKey } from '../src/data/users/user-item';
import { userStatsKey } from '../src/data/stats/stats-keys';
import { nextSubmitId, pendingSubmission, putNewSubmission } from '../src/data/submissions/create-submission';
import { claimSubmission, finishSubmission } from '../src/data/submissions/judge-state';
import { addTrainingProblem } from '../src/data/trainings/training-problems';
import type { Problem } from '../src/data/problems/problem-item';

/* Trainings made as a teacher makes them (the admin calls), and what the judge does with a verdict. */

export const english = { 'accept-language': 'en-US' };

export async function rootToken(): Promise<string> {
  return (await sessionToken(roleCodes.superAdmin)).token;
}

/** A call of the training area as `token` (`undefined`: a visitor). */
export function trainingCall<T = unknown>(
  method: string,
  path: string,
  token: string | undefined,
  { query, body }: { query?: Record<string, string | number | boolean>; body?: unknown } = {},
): Promise<ApiAnswer<T>> {
  return callApi<T>(`${useLocalStack().url}${withQuery(path, query)}`, {
    method,
    token,
    headers: english,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

/** A new category named `name` (prefix `课包-` for a course pack, `隐藏-` to hide it); answers its id. */
export async function newCategory(name: string, token?: string): Promise<number> {
  const answer = await trainingCall<{ id: number }>(
    'POST',
    '/api/admin/training/category',
    token ?? (await rootToken()),
    {
      body: { name: `${name}${Math.random().toString(36).slice(2, 8)}`, color: '#409EFF' },
    },
  );
  if (answer.envelope.status !== 200) throw new Error(`category: ${answer.envelope.msg}`);
  return answer.envelope.data.id;
}

/** A new training through the admin calls; answers its id (found in the admin list by its unique title). */
export async function newTraining(
  categoryId: number,
  fields: {
    title?: string;
    auth?: TrainingAuth;
    privatePwd?: string;
    rank?: number;
    description?: string;
  } = {},
  token?: string,
): Promise<number> {
  const caller = token ?? (await rootToken());
  const title = fields.title ?? `Training ${Math.random().toString(36).slice(2, 10)}`;
  const created = await trainingCall('POST', '/api/admin/training', caller, {
    body: { training: { auth: 'Public', ...fields, title }, trainingCategory: { id: categoryId } },
  });
  if (created.envelope.status !== 200) throw new Error(`training: ${created.envelope.msg}`);
  const list = await trainingCall<{ records: { id: number; title: string }[] }>(
    'GET',
    '/api/admin/training/get-training-list',
    caller,
    { query: { keyword: title } },
  );
  const found = list.envelope.data.records.find((record) => record.title === title);
  if (!found) throw new Error(`the new training ${title} is not in the admin list`);
  return found.id;
}

/** Adds problems to a training through the admin call, in order. */
export async function addProblems(tid: number, problems: readonly Pick<Problem, 'pid'>[]): Promise<void> {
  const token = await rootToken();
  for (const problem of problems) {
    const added = await trainingCall('POST', '/api/admin/training/add-problem-from-public', token, {
      body: { tid, pid: problem.pid },
    });
    if (added.envelope.status !== 200) throw new Error(`adding ${problem.pid}: ${added.envelope.msg}`);
  }
}

/**
 * Links `count` made-up problem ids to a training straight in the table (a training of a hundred
 * problems without storing a hundred problems), then has the API write the training again so that
 * its cached catalogue holds the new order. Answers the pids.
 */
export async function linkMadeUpProblems(tid: number, count: number, firstPid: number): Promise<number[]> {
  const pids = Array.from({ length: count }, (_, index) => firstPid + index);
  for (const [index, pid] of pids.entries())
    await addTrainingProblem({ tid, pid, displayId: `X${pid}`, rank: index + 1 });
  await trainingCall('PUT', '/api/admin/training/change-training-status', await rootToken(), {
    query: { tid, status: true },
  });
  return pids;
}

/** Marks problems solved for a user, as accepted verdicts leave the user's stats (the solved set). */
export async function markSolved(uid: string, pids: readonly number[]): Promise<void> {
  if (pids.length === 0) return;
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userStatsKey(uid),
      UpdateExpression: 'ADD solved :pids',
      ExpressionAttributeValues: { ':pids': new Set(pids) },
    }),
  );
}

/** Gives an account a title, as the admin user page does. */
export async function giveTitle(uid: string, titleName: string): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(uid),
      UpdateExpression: 'SET titleName = :title',
      ExpressionAttributeValues: { ':title': titleName },
    }),
  );
}

/**
 * A submission made inside training `tid`, judged `status` with the run time `timeMs`, as a judge
 * worker finishes one: claim, the verdict with its derived data in one transaction, then the effects
 * that write after it (the best result, the training's rank row and completion record).
 */
export async function judgedTrainingSubmission(
  user: { uid: string; username: string },
  problem: Pick<Problem, 'pid' | 'problemId' | 'type' | 'difficulty'>,
  tid: number,
  status: number,
  timeMs = 10,
): Promise<number> {
  const submission = {
    ...pendingSubmission({
      submitId: await nextSubmitId(),
      uid: user.uid,
      username: user.username,
      pid: problem.pid,
      displayPid: problem.problemId,
      language: 'C',
      code: 'int main(void){return 0;}',
    }),
    tid,
  };
  await putNewSubmission(submission);
  const claimed = await claimSubmission(submission.submitId, 1, 'fixture-judge', Date.now() + 1);
  if (!claimed) throw new Error(`could not claim ${submission.submitId}`);
  const score = status === judgeStatus.accepted ? 100 : 0;
  await finishSubmission(
    claimed,
    'fixture-judge',
    {
      outcome: { status, score, timeMs, memoryKb: 100, subtasks: [] },
      errorMessage: null,
      caseResults: {
        submitId: submission.submitId,
        round: 1,
        judgeCaseMode: 'default',
        cases: [],
        subtasks: [],
      },
    },
    { type: problem.type, difficulty: problem.difficulty },
  );
  return submission.submitId;
}
