import { beforeAll, describe, expect, it } from 'vitest';
import { judgeStatus, roleCodes } from '@oj/shared';
import { callApi, sessionToken, useLocalStack } from './local-stack';
import type { Problem } from '../src/data/problems/problem-item';
import { aPlusB, english, get, problemWith } from './submissions-kit';

let url: string;
let problem: Problem;
beforeAll(async () => {
  ({ url } = useLocalStack());
  problem = await problemWith();
});

interface TestResult {
  status: number;
  userInput: string | null;
  problemJudgeMode: string | null;
}

describe('Online Tests', () => {
  const runTest = (token: string | undefined, body: Record<string, unknown>) =>
    callApi<string>(`${url}/api/submit-problem-test-judge`, {
      method: 'POST',
      token,
      headers: english,
      body: JSON.stringify({
        pid: problem.pid,
        language: 'C',
        code: aPlusB,
        type: 'public',
        userInput: '1 2\n',
        expectedOutput: '3\n',
        mode: 'default',
        isRemoteJudge: false,
        ...body,
      }),
    });

  it('queues a run and lets only its owner read it; an unknown key has no run (-10)', async () => {
    const owner = await sessionToken();
    const key = (await runTest(owner.token, {})).envelope.data;
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    const path = `/api/get-test-judge-result?testJudgeKey=${key}`;
    expect((await get<TestResult>(path, owner.token)).envelope.data).toMatchObject({
      status: judgeStatus.pending,
      userInput: '1 2\n',
      problemJudgeMode: 'default',
    });
    const { token: stranger } = await sessionToken();
    expect((await get(path, stranger)).envelope.status).toBe(403);
    expect(
      (await get<TestResult>(`/api/get-test-judge-result?testJudgeKey=nothing`, owner.token)).envelope.data,
    ).toMatchObject({ status: judgeStatus.notSubmitted, userInput: null });
  });

  it('applies the rules of submitting: login, role, code, input length, blocked prefixes', async () => {
    expect((await runTest(undefined, {})).httpStatus).toBe(401);
    const { token: noSubmit } = await sessionToken(roleCodes.noSubmit);
    expect((await runTest(noSubmit, {})).envelope.status).toBe(403);
    const { token } = await sessionToken();
    expect((await runTest(token, { code: '' })).envelope.msg).toBe('Code can not be empty');
    expect((await runTest(token, { userInput: 'x'.repeat(1001) })).envelope.msg).toMatch(
      /^Invalid parameter userInput/,
    );
    expect((await runTest(token, { type: 'other' })).envelope.msg).toMatch(/^Invalid parameter type/);
    const blocked = await problemWith({ problemId: `ZB${Math.floor(Math.random() * 1e9)}` });
    expect((await runTest(token, { pid: blocked.pid })).envelope.status).toBe(403);
  });
});
