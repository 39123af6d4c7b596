import { beforeAll, describe, expect, it } from 'vitest';
import { callApi, sessionToken, useLocalStack } from './local-stack';
import type { Problem } from '../src/data/problems/problem-item';
import { english, problemWith, submit } from './submissions-kit';

let url: string;
let problem: Problem;
beforeAll(async () => {
  ({ url } = useLocalStack());
  problem = await problemWith();
});

describe('status polls', () => {
  it('maps the asked ids to their statuses, leaving unknown ids out, at most 100 at once', async () => {
    const { token } = await sessionToken();
    const { submitId } = (await submit(token, { pid: problem.pid })).envelope.data;
    const poll = (submitIds: number[]) =>
      callApi(`${url}/api/check-submissions-status`, {
        method: 'POST',
        headers: english,
        body: JSON.stringify({ submitIds, cid: 0 }),
      });
    expect((await poll([submitId, 999_999_999])).envelope.data).toEqual({
      [submitId]: { status: 5, score: null, time: null, memory: null, judger: null, isManual: false },
    });
    expect((await poll(Array.from({ length: 101 }, (_, i) => i + 1))).envelope.msg).toMatch(
      /^Invalid parameter submitIds/,
    );
    const contest = await callApi(`${url}/api/check-contest-submissions-status`, {
      method: 'POST',
      headers: english,
      body: JSON.stringify({ submitIds: [submitId], cid: 1_000_001 }),
    });
    expect(contest.envelope).toMatchObject({ status: 404, msg: 'The contest does not exist: 1000001' });
  });
});
