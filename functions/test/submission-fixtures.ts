import { randomUUID } from 'node:crypto';
import { roleCodes, type RoleCode } from '@oj/shared';
import { storeProblem } from './problem-fixtures';
import { nextPid } from '../src/data/problems/save-problem';
import type { Problem } from '../src/data/problems/problem-item';
import { createUser } from '../src/data/users/create-user';
import { putSession } from '../src/data/sessions/session-store';
import { signToken } from '../src/auth/token';
import { nextSubmitId, pendingSubmission, putNewSubmission } from '../src/data/submissions/create-submission';
import { claimSubmission, finishSubmission } from '../src/data/submissions/judge-state';
import type { Submission } from '../src/data/submissions/submission-item';

/**
 * An account with a username claim (the list's author filter finds it) and a session for it.
 * `problemCodeGrants` are the blocked-prefix codes an administrator granted it.
 */
export async function account(
  roleCode: RoleCode = roleCodes.defaultUser,
  realname = '',
  problemCodeGrants: string[] = [],
) {
  const uid = randomUUID().replaceAll('-', '');
  const username = `f${uid.slice(0, 10)}`;
  await createUser({
    uid,
    username,
    email: `${username}@example.com`,
    passwordHash: 'unused',
    roleCode,
    createdAt: new Date().toISOString(),
    realname,
    problemCodeGrants,
  });
  const sessionId = randomUUID();
  const { token, expiresAt } = await signToken(uid, sessionId);
  await putSession({ uid, sessionId, username, roleCode, expiresAt });
  return { uid, username, token };
}

/** A problem stored as the admin calls store one, with two A+B cases. */
export async function problemWith(overrides: Partial<Problem> = {}): Promise<Problem> {
  const pid = await nextPid();
  const { problem } = await storeProblem(
    {
      ...{ pid, problemId: `F${pid}`, title: `A+B ${pid}`, input: 'a b', output: 'a+b', difficulty: 2 },
      ...{ examples: [{ input: '1 2', output: '3' }], isUploadCase: true, openCaseResult: true },
      ...{ languages: ['C', 'C++', 'Python3'] },
      ...overrides,
    },
    {
      files: { '1.in': '1 2\n', '1.out': '3\n', '2.in': `${'9'.repeat(300)} 1\n`, '2.out': '10\n' },
      cases: [
        { seq: 1, input: '1.in', output: '1.out', score: 50, groupNum: 1 },
        { seq: 2, input: '2.in', output: '2.out', score: 50, groupNum: 2 },
      ],
    },
  );
  return problem;
}

/** A pending submission stored as submitting stores one, `agoMs` in the past. */
export async function storedSubmission(
  user: { uid: string; username: string },
  problem: Pick<Problem, 'pid' | 'problemId'>,
  agoMs = 60_000,
): Promise<Submission> {
  const submission = pendingSubmission(
    {
      submitId: await nextSubmitId(),
      uid: user.uid,
      username: user.username,
      pid: problem.pid,
      displayPid: problem.problemId,
      language: 'C',
      code: 'int main(void){return 0;}',
    },
    new Date(Date.now() - agoMs),
  );
  await putNewSubmission(submission);
  return submission;
}

/**
 * What a judge worker does with a verdict: claim the round, then finish it with the judge's one call
 * (the verdict with its case results and derived data in one transaction, then the follow-ups).
 */
export async function judgeAs(
  submission: Submission,
  problem: Pick<Problem, 'type' | 'difficulty'>,
  status: number,
  score: number,
  round = 1,
): Promise<void> {
  const claimed = await claimSubmission(submission.submitId, round, 'fixture-judge', Date.now() + 1);
  if (!claimed) throw new Error(`could not claim ${submission.submitId} round ${round}`);
  const cases = [1, 2].map((seq) => ({
    seq,
    status,
    fullScore: 50,
    score: score / 2,
    groupNum: seq,
    timeMs: 1,
    memoryKb: 100,
  }));
  const outcome = await finishSubmission(
    claimed,
    'fixture-judge',
    {
      outcome: { status, score, timeMs: 1, memoryKb: 100, subtasks: [] },
      errorMessage: null,
      caseResults: { submitId: submission.submitId, round, judgeCaseMode: 'default', cases, subtasks: [] },
    },
    { type: problem.type, difficulty: problem.difficulty },
  );
  if (outcome !== 'finished') throw new Error(`verdict of ${submission.submitId} was superseded`);
}
