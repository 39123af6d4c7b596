import { beforeAll, describe, expect, it } from 'vitest';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { SubmissionRow } from '@oj/shared';
import { callApi, sessionToken, useLocalStack } from './local-stack';
import type { Problem } from '../src/data/problems/problem-item';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { groupKey, groupMemberKey } from '../src/data/groups/group-keys';
import { addContestProblem } from '../src/data/contest-problems/save-contest-problem';
import { storeContest } from './contest-fixtures';
import { aPlusB, english, get, problemWith, submit } from './submissions-kit';

/*
 * A request that names a contest (`cid`), a training (`tid`) or a group (`gid`) is answered as for a
 * contest, training or group that does not exist until one is stored; 0, null or absent is the public
 * site. Ids far above any the other tests use, so nothing they store is found here.
 */
const missing = { cid: 900_000_001, tid: 900_000_002, gid: 900_000_003 };
const notFound = {
  cid: { status: 404, msg: `The contest does not exist: ${missing.cid}` },
  tid: { status: 404, msg: `The training does not exist: ${missing.tid}` },
  gid: { status: 404, msg: `The group does not exist: ${missing.gid}` },
};

let url: string;
let problem: Problem;
beforeAll(async () => {
  ({ url } = useLocalStack());
  problem = await problemWith();
});

const post = <T>(path: string, body: unknown, token?: string) =>
  callApi<T>(`${url}${path}`, { method: 'POST', token, headers: english, body: JSON.stringify(body) });

describe('a scope that names nothing', () => {
  it('refuses a submission in a contest, training or group that does not exist, with HTTP 200', async () => {
    for (const field of ['cid', 'tid', 'gid'] as const) {
      const { token } = await sessionToken();
      const answer = await submit(token, { pid: problem.pid, [field]: missing[field] });
      expect(answer.httpStatus).toBe(200);
      expect(answer.envelope).toMatchObject(notFound[field]);
    }
  });

  it('answers in Chinese too', async () => {
    const { token } = await sessionToken();
    const answer = await callApi(`${url}/api/submit-problem-judge`, {
      method: 'POST',
      token,
      headers: { 'accept-language': 'zh-CN' },
      body: JSON.stringify({ pid: problem.pid, language: 'C', code: aPlusB, gid: missing.gid }),
    });
    expect(answer.envelope).toMatchObject({ status: 404, msg: `团队不存在：${missing.gid}` });
  });

  it('refuses a contest and a training named together, naming the field, before anything is read', async () => {
    const { token } = await sessionToken();
    const answer = await submit(token, { pid: problem.pid, cid: missing.cid, tid: missing.tid });
    expect(answer.envelope.status).toBe(400);
    expect(answer.envelope.msg).toMatch(/^Invalid parameter tid: Name a contest or a training, not both/);
  });

  it('keeps 0, null and absent ids for the public site', async () => {
    for (const ids of [{ cid: 0, tid: 0, gid: 0 }, { gid: null }, {}]) {
      const { token } = await sessionToken();
      const answer = await callApi<SubmissionRow>(`${url}/api/submit-problem-judge`, {
        method: 'POST',
        token,
        headers: english,
        body: JSON.stringify({ pid: problem.pid, language: 'C', code: aPlusB, ...ids }),
      });
      expect(answer.envelope).toMatchObject({ status: 200, data: { pid: problem.pid, cid: 0, gid: 0 } });
    }
  });

  it("refuses a group's Online Test when the problem's group does not exist", async () => {
    const groupProblem = await problemWith({ gid: missing.gid });
    const { token } = await sessionToken();
    const run = (pid: number, type: string) =>
      post(
        '/api/submit-problem-test-judge',
        { pid, language: 'C', code: aPlusB, type, userInput: '1 2' },
        token,
      );
    expect((await run(groupProblem.pid, 'group')).envelope).toMatchObject(notFound.gid);
    // Outside its group the problem stays closed, as before.
    expect((await run(groupProblem.pid, 'public')).envelope.status).toBe(403);
  });

  it("runs a contest page's Online Test of a public problem under the problem's own rules", async () => {
    const { token } = await sessionToken();
    const answer = await post<string>(
      '/api/submit-problem-test-judge',
      { pid: problem.pid, language: 'C', code: aPlusB, type: 'contest', userInput: '1 2' },
      token,
    );
    expect(answer.envelope).toMatchObject({ status: 200, data: expect.any(String) });
  });

  it('answers the reading calls that name a scope with the same not-found answer', async () => {
    const { token } = await sessionToken();
    const ids = [problem.pid];
    const answers = {
      lastAc: await get(`/api/get-last-ac-code?pid=${problem.pid}&cid=${missing.cid}`, token),
      fullScreenTraining: await get(`/api/get-full-screen-problem-list?tid=${missing.tid}`),
      fullScreenContest: await get(`/api/get-full-screen-problem-list?cid=${missing.cid}`),
      list: await get(`/api/get-submission-list?contestID=${missing.cid}`),
      groupList: await get(`/api/get-submission-list?gid=${missing.gid}`),
      poll: await post('/api/check-submissions-status', { submitIds: [1], cid: missing.cid }),
      contestPoll: await post('/api/check-contest-submissions-status', { submitIds: [1], cid: missing.cid }),
      status: await post('/api/get-user-problem-status', { pidList: ids, cid: missing.cid }, token),
      groupStatus: await post('/api/get-user-problem-status', { pidList: ids, gid: missing.gid }, token),
      detail: await get(`/api/get-problem-detail?problemId=${problem.problemId}&gid=${missing.gid}`),
    };
    expect(answers.lastAc.envelope).toMatchObject(notFound.cid);
    expect(answers.fullScreenTraining.envelope).toMatchObject(notFound.tid);
    expect(answers.fullScreenContest.envelope).toMatchObject(notFound.cid);
    expect(answers.list.envelope).toMatchObject(notFound.cid);
    expect(answers.groupList.envelope).toMatchObject(notFound.gid);
    expect(answers.poll.envelope).toMatchObject(notFound.cid);
    expect(answers.contestPoll.envelope).toMatchObject(notFound.cid);
    expect(answers.status.envelope).toMatchObject(notFound.cid);
    expect(answers.groupStatus.envelope).toMatchObject(notFound.gid);
    expect(answers.detail.envelope).toMatchObject(notFound.gid);
    for (const answer of Object.values(answers)) expect(answer.httpStatus).toBe(200);
  });

  it('reads the public site when the reading calls send 0 or nothing', async () => {
    const { token } = await sessionToken();
    expect((await get(`/api/get-problem-detail?problemId=${problem.problemId}&gid=0`)).envelope.status).toBe(
      200,
    );
    expect((await get('/api/get-submission-list?contestID=0&gid=')).envelope.status).toBe(200);
    expect((await post('/api/check-submissions-status', { submitIds: [1], cid: null })).envelope.status).toBe(
      200,
    );
    expect(
      (await post('/api/get-user-problem-status', { pidList: [problem.pid], cid: 0, gid: null }, token))
        .envelope,
    ).toMatchObject({ status: 200, data: { [problem.pid]: { status: -10, score: null } } });
  });
});

describe('a scope that exists', () => {
  it('is found by the lookup once its item is stored: a public running contest takes a submission to a problem it holds', async () => {
    const contest = await storeContest({ uid: 'someone' });
    const { token } = await sessionToken();
    expect((await submit(token, { pid: problem.pid, cid: contest.cid })).envelope).toMatchObject({
      status: 404,
    });
    await addContestProblem({
      cid: contest.cid,
      pid: problem.pid,
      displayId: 'A',
      displayTitle: 'A',
      color: null,
    });
    expect((await submit(token, { pid: problem.pid, cid: contest.cid })).envelope).toMatchObject({
      status: 200,
      data: { cid: contest.cid, gid: 0 },
    });
  });

  it("admits a group's members only: an outsider is refused, a member may open the group's problem", async () => {
    const gid = 900_000_102;
    const groupProblem = await problemWith({ gid });
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...groupKey(gid), entity: 'group', v: 1, ownerUid: 'x' },
      }),
    );
    const outsider = await sessionToken();
    const path = `/api/get-problem-detail?problemId=${groupProblem.problemId}&gid=${gid}`;
    expect((await get(path, outsider.token)).envelope).toMatchObject({
      status: 403,
      msg: 'You are not a member of this group!',
    });
    const member = await sessionToken();
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...groupMemberKey(gid, member.uid), entity: 'groupMember', v: 1, auth: 3 },
      }),
    );
    expect((await get(path, member.token)).envelope).toMatchObject({ status: 200 });
  });
});
