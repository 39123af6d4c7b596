import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { roleCodes, type Page, type GroupRankRow } from '@oj/shared';
import { createUser } from '../src/data/users/create-user';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { userKey } from '../src/data/users/user-item';
import { nextSubmitId, pendingSubmission, putNewSubmission } from '../src/data/submissions/create-submission';
import type { Submission } from '../src/data/submissions/submission-item';
import type { Problem } from '../src/data/problems/problem-item';
import { judgeAs } from './submission-fixtures';
import { callerSend, type Caller } from './discussion-kit';
import type { ApiAnswer } from './local-stack';

/* What the group rank and group submission tests share: submissions made in a group, and the rank read. */

/**
 * A pending submission of `caller` to `problem` made in group `gid` (in its contest `cid` when one is
 * named), stored as submitting stores one.
 */
export async function groupSubmission(
  caller: Caller,
  problem: Problem,
  gid: number,
  cid = 0,
): Promise<Submission> {
  const submission: Submission = {
    ...pendingSubmission({
      submitId: await nextSubmitId(cid !== 0, gid !== 0),
      uid: caller.uid,
      username: (caller as { username?: string }).username ?? `user-${caller.uid.slice(0, 8)}`,
      pid: problem.pid,
      displayPid: problem.problemId,
      language: 'C',
      code: 'int main(void){return 0;}',
    }),
    gid,
    cid,
  };
  await putNewSubmission(submission);
  return submission;
}

/** A submission made in group `gid` (0: outside groups) and judged `status` with `score` points, as a worker does. */
export async function judgedInGroup(
  caller: Caller,
  problem: Problem,
  gid: number,
  status: number,
  score = 0,
  cid = 0,
): Promise<Submission> {
  const submission = await groupSubmission(caller, problem, gid, cid);
  await judgeAs(submission, problem, status, score);
  return submission;
}

/**
 * Gives an account a title (the teacher marker is looked for in it); a caller made with a session
 * only gets its account first, under the session's username.
 */
export async function setTitle(uid: string, titleName: string): Promise<void> {
  await createUser({
    uid,
    username: `user-${uid.slice(0, 8)}`,
    email: `user-${uid.slice(0, 8)}@example.com`,
    passwordHash: 'unused',
    roleCode: roleCodes.defaultUser,
    createdAt: new Date().toISOString(),
  });
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(uid),
      UpdateExpression: 'SET titleName = :name, titleColor = :color',
      ExpressionAttributeValues: { ':name': titleName, ':color': '#336699' },
    }),
  );
}

/** The group rank as `caller` reads it. */
export function groupRank(
  url: string,
  caller: Caller,
  query: Record<string, string | number>,
): Promise<ApiAnswer<Page<GroupRankRow>>> {
  return callerSend(url)<Page<GroupRankRow>>('GET', '/api/get-group-rank-list', caller, query);
}

/**
 * Asks for the rank until `check` holds (the snapshot is rebuilt two seconds after a change, or a
 * minute after the last build for a change it is not told of), for at most `withinMs`.
 */
export async function groupRankUntil(
  url: string,
  caller: Caller,
  query: Record<string, string | number>,
  check: (page: Page<GroupRankRow>) => boolean,
  withinMs = 15_000,
): Promise<Page<GroupRankRow>> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const answer = await groupRank(url, caller, query);
    if (answer.envelope.status === 200 && check(answer.envelope.data)) return answer.envelope.data;
    if (Date.now() > deadline)
      throw new Error(`the group rank never held: ${JSON.stringify(answer.envelope).slice(0, 2000)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}
