import { beforeAll, describe, expect, it } from 'vitest';
import { encodeAnswerSheet, judgeStatus, roleCodes, type SubmissionRow } from '@oj/shared';
import { sessionToken, useLocalStack } from './local-stack';
import type { Problem } from '../src/data/problems/problem-item';
import { getSubmission } from '../src/data/submissions/get-submission';
import { counters, get, problemWith, quizProblem, storedSubmission, submit } from './submissions-kit';

let problem: Problem;
beforeAll(async () => {
  useLocalStack();
  problem = await problemWith();
});

describe('the super admin judge calls', () => {
  it('are the super admin’s alone', async () => {
    const { token } = await sessionToken();
    const { submitId } = (await submit(token, { pid: problem.pid })).envelope.data;
    const paths = ['rejudge', 'cancel-judge', 'manual-judge'].map(
      (name) => `/api/admin/judge/${name}?submitId=${submitId}&status=0&score=0`,
    );
    for (const path of paths) {
      expect((await get(path)).httpStatus).toBe(401);
      for (const roleCode of [roleCodes.defaultUser, roleCodes.admin, roleCodes.problemAdmin]) {
        expect((await get(path, (await sessionToken(roleCode)).token)).httpStatus).toBe(403);
      }
    }
  });

  it('moves the counts when a verdict is set by hand, cancelled, or rejudged', async () => {
    const quiz = await quizProblem();
    const { token } = await sessionToken();
    const { submitId } = (await submit(token, { pid: quiz.pid, code: encodeAnswerSheet(['A', 'F']) }))
      .envelope.data;
    expect(await counters(quiz.pid)).toEqual({ total: 1, ac: 0, wa: 1 });
    const { token: root } = await sessionToken(roleCodes.superAdmin);

    const manual = await get<SubmissionRow>(
      `/api/admin/judge/manual-judge?submitId=${submitId}&status=0&score=100`,
      root,
    );
    expect(manual.envelope.data).toMatchObject({ status: 0, score: 100, isManual: true });
    expect(await counters(quiz.pid)).toEqual({ total: 1, ac: 1, wa: 0 });

    const cancelled = await get<SubmissionRow>(`/api/admin/judge/cancel-judge?submitId=${submitId}`, root);
    expect(cancelled.envelope.data.status).toBe(judgeStatus.cancelled);
    expect(await counters(quiz.pid)).toEqual({ total: 0, ac: 0, wa: 0 });
    expect((await get(`/api/admin/judge/cancel-judge?submitId=${submitId}`, root)).envelope.status).toBe(400);

    // A quiz paper is graded again at once: the same wrong sheet, in round 2, counted again.
    const rejudged = await get<SubmissionRow>(`/api/admin/judge/rejudge?submitId=${submitId}`, root);
    expect(rejudged.envelope.data).toMatchObject({
      status: judgeStatus.wrongAnswer,
      score: 0,
      isManual: false,
    });
    expect(await getSubmission(submitId, true)).toMatchObject({ round: 2 });
    expect(await counters(quiz.pid)).toEqual({ total: 1, ac: 0, wa: 1 });
  });

  it('puts code back to pending in a new round, its verdict cleared and its count taken back', async () => {
    const { uid } = await sessionToken();
    const judged = await storedSubmission(problem, uid, judgeStatus.pending);
    const { token: root } = await sessionToken(roleCodes.superAdmin);
    // Cancelled first: a submission the judges still have cannot be judged by hand.
    await get(`/api/admin/judge/cancel-judge?submitId=${judged.submitId}`, root);
    await get(`/api/admin/judge/manual-judge?submitId=${judged.submitId}&status=-1&score=0`, root);
    const before = await counters(problem.pid);
    const answer = await get<SubmissionRow>(`/api/admin/judge/rejudge?submitId=${judged.submitId}`, root);
    expect(answer.envelope.data).toMatchObject({
      status: judgeStatus.pending,
      score: null,
      time: null,
      isManual: false,
    });
    expect(await getSubmission(judged.submitId, true)).toMatchObject({ round: 2, status: 5, judger: null });
    expect(await counters(problem.pid)).toEqual({
      ...before,
      total: (before.total ?? 0) - 1,
      wa: (before.wa ?? 0) - 1,
    });
  });

  it('refuses a manual verdict while the judges have the submission or on a compile error, saying which, and unknown statuses', async () => {
    const { token: root } = await sessionToken(roleCodes.superAdmin);
    const cases: [number, string][] = [
      [
        judgeStatus.pending,
        'This submission is still waiting for or in the judges and cannot be judged by hand',
      ],
      [
        judgeStatus.compiling,
        'This submission is still waiting for or in the judges and cannot be judged by hand',
      ],
      [
        judgeStatus.judging,
        'This submission is still waiting for or in the judges and cannot be judged by hand',
      ],
      [
        judgeStatus.submitting,
        'This submission is still waiting for or in the judges and cannot be judged by hand',
      ],
      [judgeStatus.compileError, 'A submission with a compile error cannot be judged by hand!'],
    ];
    for (const [status, message] of cases) {
      const stored = await storedSubmission(problem, 'someone', status);
      expect(
        (await get(`/api/admin/judge/manual-judge?submitId=${stored.submitId}&status=0&score=100`, root))
          .envelope,
      ).toMatchObject({ status: 400, msg: expect.stringContaining(message) });
      expect(await getSubmission(stored.submitId, true)).toMatchObject({ status, isManual: false });
    }
    const stored = await storedSubmission(problem, 'someone', judgeStatus.pending);
    expect(
      (await get(`/api/admin/judge/manual-judge?submitId=${stored.submitId}&status=7`, root)).envelope.msg,
    ).toMatch(/^Invalid parameter status/);
  });
});
