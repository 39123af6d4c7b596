import { beforeAll, describe, expect, it } from 'vitest';
import { roleCodes } from '@oj/shared';
import { callApi, sessionToken, useLocalStack } from './local-stack';
import type { Problem } from '../src/data/problems/problem-item';
import { aPlusB, english, get, problemWith, submit } from './submissions-kit';

let url: string;
let problem: Problem;
beforeAll(async () => {
  ({ url } = useLocalStack());
  problem = await problemWith();
});

describe('the submission detail and sharing', () => {
  it('shows the code to its owner and admins, to others only once shared on a problem that allows it', async () => {
    const owner = await sessionToken();
    const { submitId } = (await submit(owner.token, { pid: problem.pid })).envelope.data;
    const path = `/api/get-submission-detail?submitId=${submitId}`;
    expect((await get(path, owner.token)).envelope.data).toMatchObject({
      submission: { submitId, code: aPlusB, oiRankScore: null },
      codeShare: true,
      codeVisible: true,
    });
    const { token: stranger } = await sessionToken();
    expect((await get(path, stranger)).envelope.data).toMatchObject({
      submission: { code: null },
      codeVisible: false,
    });
    const { token: admin } = await sessionToken(roleCodes.problemAdmin);
    expect((await get(path, admin)).envelope.data).toMatchObject({ submission: { code: aPlusB } });

    const share = (token: string, value: boolean) =>
      callApi(`${url}/api/submission`, {
        method: 'PUT',
        token,
        headers: english,
        body: JSON.stringify({ submitId, share: value, uid: owner.uid }),
      });
    expect((await share(stranger, true)).envelope).toMatchObject({ status: 403 });
    expect((await share(owner.token, true)).envelope.data).toEqual({ submitId, share: true });
    expect((await get(path)).envelope.data).toMatchObject({ submission: { code: aPlusB, share: true } });
    expect((await share(owner.token, false)).envelope.data).toEqual({ submitId, share: false });
    expect((await get(path)).envelope.data).toMatchObject({ submission: { code: null } });
  });

  it('refuses to share on a problem without code sharing, and names an unknown submission', async () => {
    const closed = await problemWith({ codeShare: false });
    const owner = await sessionToken();
    const { submitId } = (await submit(owner.token, { pid: closed.pid })).envelope.data;
    const answer = await callApi(`${url}/api/submission`, {
      method: 'PUT',
      token: owner.token,
      headers: english,
      body: JSON.stringify({ submitId, share: true }),
    });
    expect(answer.envelope).toMatchObject({ status: 400, msg: 'This problem does not allow sharing code!' });
    expect((await get('/api/get-submission-detail?submitId=999999999')).envelope).toMatchObject({
      status: 404,
      msg: 'The submission does not exist: 999999999',
    });
  });

  it('gives an OI problem the OI rank score of its result', async () => {
    const oi = await problemWith({ type: 1, difficulty: 3 });
    const owner = await sessionToken();
    const { submitId } = (await submit(owner.token, { pid: oi.pid })).envelope.data;
    const { token: root } = await sessionToken(roleCodes.superAdmin);
    // Cancelled first: a submission the judges still have cannot be judged by hand.
    await get(`/api/admin/judge/cancel-judge?submitId=${submitId}`, root);
    await get(`/api/admin/judge/manual-judge?submitId=${submitId}&status=8&score=55`, root);
    expect((await get(`/api/get-submission-detail?submitId=${submitId}`)).envelope.data).toMatchObject({
      submission: { status: 8, score: 55, oiRankScore: Math.round(55 * 0.1 + 3 * 2), isManual: true },
    });
  });
});
