import { beforeAll, describe, expect, it } from 'vitest';
import { encodeAnswerSheet, judgeStatus, roleCodes } from '@oj/shared';
import { sessionToken, useLocalStack } from './local-stack';
import { account, counters, get, quizProblem, submit } from './submissions-kit';

beforeAll(() => {
  useLocalStack();
});

describe('quiz papers', () => {
  it('grades an answer sheet at once, counts it, and shows the answers to the owner and admins only', async () => {
    const quiz = await quizProblem();
    const owner = await account();
    const answer = await submit(owner.token, {
      pid: quiz.pid,
      language: 'Quiz',
      code: encodeAnswerSheet(['B', 'T']),
    });
    expect(answer.envelope.data).toMatchObject({
      status: judgeStatus.accepted,
      score: 100,
      language: 'Quiz',
    });
    expect(await counters(quiz.pid)).toMatchObject({ total: 1, ac: 1 });

    const path = `/api/get-submission-detail?submitId=${answer.envelope.data.submitId}`;
    expect((await get(path, owner.token)).envelope.data).toMatchObject({
      quiz: { score: 100, total: 100, questions: [{ seq: 1, answer: 'B', correct: true }, { seq: 2 }] },
    });
    const { token: stranger } = await sessionToken();
    expect((await get(path, stranger)).envelope).toMatchObject({ status: 403, msg: 'No Permission' });
    expect((await get(path)).envelope.msg).toBe('No Permission');
    const { token: admin } = await sessionToken(roleCodes.admin);
    expect((await get(path, admin)).envelope.status).toBe(200);

    const cases = `/api/get-all-case-result?submitId=${answer.envelope.data.submitId}`;
    expect((await get(cases, owner.token)).envelope.data).toMatchObject({
      judgeCaseMode: 'default',
      judgeCaseList: [
        { seq: 1, status: 0, score: 50 },
        { seq: 2, status: 0, score: 50 },
      ],
    });
    expect((await get(cases, stranger)).envelope.data).toBeNull();
  });

  it('calls half the points partially accepted and none wrong', async () => {
    const quiz = await quizProblem();
    const first = await sessionToken();
    expect(
      (await submit(first.token, { pid: quiz.pid, code: encodeAnswerSheet(['B', 'F']) })).envelope.data,
    ).toMatchObject({ status: judgeStatus.partialAccepted, score: 50 });
    const second = await sessionToken();
    expect(
      (await submit(second.token, { pid: quiz.pid, code: encodeAnswerSheet(['A', 'F']) })).envelope.data,
    ).toMatchObject({ status: judgeStatus.wrongAnswer, score: 0 });
    expect(await counters(quiz.pid)).toMatchObject({ total: 2, ac: 0, wa: 1 });
  });

  it('names the first unanswered question and refuses a malformed sheet', async () => {
    const quiz = await quizProblem();
    const { token } = await sessionToken();
    expect((await submit(token, { pid: quiz.pid, code: encodeAnswerSheet(['B', ' ']) })).envelope.msg).toBe(
      'Question 2 has no answer!',
    );
    expect((await submit(token, { pid: quiz.pid, code: 'B T' })).envelope.msg).toMatch(
      /answer sheet is malformed/,
    );
  });

  it('hands the last accepted answer sheet back, and refuses a user who has not passed', async () => {
    const quiz = await quizProblem();
    const { token } = await sessionToken();
    const path = `/api/get-last-ac-code?pid=${quiz.pid}&cid=0`;
    expect((await get(path, token)).envelope).toMatchObject({
      status: 400,
      msg: 'You have not passed the problem so you cannot get the code passed recently.',
    });
    await submit(token, { pid: quiz.pid, code: encodeAnswerSheet(['B', 'T']) });
    expect((await get(path, token)).envelope.data).toEqual({
      code: encodeAnswerSheet(['B', 'T']),
      language: 'Quiz',
    });
    expect((await get(path)).httpStatus).toBe(401);
  });
});
