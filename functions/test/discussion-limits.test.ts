import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { discussionRules, roleCodes, type SwitchConfig } from '@oj/shared';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { userStatsKey } from '../src/data/stats/stats-keys';
import { callApi, useLocalStack } from './local-stack';
import { commentApi, type CommentApi } from './comment-kit';
import {
  callerOf,
  categoryId,
  discussionApi,
  discussionBody,
  postDiscussion,
  visitor,
  type Caller,
  type DiscussionApi,
} from './discussion-kit';
import { untilPublicConfigShows } from './public-config';

/* The site's quotas on posting (the switch page's accepted problems and daily limit) and on reports. */

let url: string;
let api: DiscussionApi;
let comments: CommentApi;
let root: Caller;
let admin: Caller;
let general: number;
let solutions: number;
beforeAll(async () => {
  ({ url } = useLocalStack());
  api = discussionApi(url);
  comments = commentApi(url);
  root = await callerOf(roleCodes.superAdmin);
  admin = await callerOf(roleCodes.admin);
  general = await categoryId(api, root, '综合');
  solutions = await categoryId(api, root, discussionRules.solutionCategoryName);
});

const quotas = {
  defaultCreateDiscussionACInitValue: 0,
  defaultCreateCommentACInitValue: 0,
  defaultCreateDiscussionDailyLimit: 5,
} satisfies Partial<SwitchConfig>;

/** Sets the quotas (the rest of the switches as they are) and waits until warm functions have them. */
async function setQuotas(values: Partial<typeof quotas>): Promise<void> {
  const current = await callApi<SwitchConfig>(`${url}/api/admin/switch/info`, { token: root.token ?? '' });
  const answer = await callApi<SwitchConfig>(`${url}/api/admin/switch/update`, {
    method: 'PUT',
    token: root.token ?? '',
    body: JSON.stringify({ ...current.envelope.data, ...quotas, ...values }),
  });
  expect(answer.envelope.status, answer.envelope.msg).toBe(200);
  await untilPublicConfigShows(url, { ...quotas, ...values });
}

afterAll(async () => {
  await setQuotas({});
});

/** Gives an account `count` solved problems in its totals, as verdicts would have. */
async function solve(caller: Caller, count: number): Promise<void> {
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userStatsKey(caller.uid),
      UpdateExpression: 'SET solved = :solved',
      ExpressionAttributeValues: { ':solved': new Set(Array.from({ length: count }, (_, i) => 900_000 + i)) },
    }),
  );
}

describe('the accepted problems needed to post', () => {
  it('refuses a discussion, a comment and a reply until the account solved enough, saying how many more', async () => {
    const discussion = await postDiscussion(api, root, discussionBody(general));
    const student = await callerOf();
    const reply = (commentId: number, toUid: string) =>
      comments.reply(student, { did: discussion.id, reply: { commentId, content: 'Thanks', toUid } });
    const rootComment = (await comments.comment(root, { did: discussion.id, content: 'Note' })).envelope.data;
    await setQuotas({ defaultCreateDiscussionACInitValue: 3, defaultCreateCommentACInitValue: 2 });
    await solve(student, 1);
    const refusedPost = await api.add(student, discussionBody(general));
    expect(refusedPost.envelope).toMatchObject({
      status: 403,
      msg: 'Posting a discussion needs 3 solved problems: solve 2 more first',
    });
    const refusedComment = await comments.comment(student, { did: discussion.id, content: 'Hello' });
    expect(refusedComment.envelope).toMatchObject({
      status: 403,
      msg: 'Commenting or replying needs 2 solved problems: solve 1 more first',
    });
    expect((await reply(rootComment.id, root.uid)).envelope.status).toBe(403);
    const zh = await callApi(`${url}/api/discussion`, {
      method: 'POST',
      token: student.token ?? '',
      body: JSON.stringify(discussionBody(general)),
    });
    expect(zh.envelope.msg).toBe('发布讨论需要先通过 3 道题目，您还需要再通过 2 道');

    await solve(student, 3);
    expect((await api.add(student, discussionBody(general))).envelope.status).toBe(200);
    expect((await comments.comment(student, { did: discussion.id, content: 'Hello' })).envelope.status).toBe(
      200,
    );
    expect((await reply(rootComment.id, root.uid)).envelope.status).toBe(200);
    /* Admin roles need no solved problems. */
    expect((await api.add(admin, discussionBody(general))).envelope.status).toBe(200);
  });
});

describe('the daily limit on discussions', () => {
  it('takes a student’s posts up to the limit, even sent at once, and refuses the next with the limit', async () => {
    await setQuotas({ defaultCreateDiscussionDailyLimit: 2 });
    const student = await callerOf();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => api.add(student, discussionBody(general))),
    );
    expect(answers.filter((answer) => answer.envelope.status === 200)).toHaveLength(2);
    const refused = answers.find((answer) => answer.envelope.status !== 200);
    expect(refused?.envelope).toMatchObject({
      status: 403,
      msg: 'You have posted 2 discussions today, the daily limit: post again tomorrow',
    });
    const mine = (await api.list(student, { onlyMine: true, limit: 100 })).envelope.data;
    expect(mine.total).toBe(2);
    /* Another student's day is their own; admin roles have none. */
    expect((await api.add(await callerOf(), discussionBody(general))).envelope.status).toBe(200);
    for (let i = 0; i < 3; i += 1)
      expect((await api.add(admin, discussionBody(general))).envelope.status).toBe(200);
  });
});

describe('the solutions category on the board', () => {
  it('is listed to admin roles, and to others only in a problem’s own list and their own posts', async () => {
    const student = await callerOf();
    const solution = await postDiscussion(api, student, discussionBody(solutions, { pid: 'P1000' }));
    const ids = async (caller: Caller, query: Record<string, string | number | boolean>) =>
      (await api.list(caller, { limit: 100, ...query })).envelope.data.records.map((row) => row.id);
    for (const caller of [visitor, await callerOf(), student]) {
      const byId = await api.list(caller, { cid: solutions });
      expect(byId.envelope.status).toBe(403);
      expect(byId.envelope.msg).toBe(
        "The solutions category is listed to administrators only; a problem's solutions are on its own discussion page",
      );
      expect((await api.list(caller, { categoryId: solutions })).envelope.status).toBe(403);
      expect(await ids(caller, {})).not.toContain(solution.id);
      expect(await ids(caller, { pid: 'P1000' })).toContain(solution.id);
      expect(await ids(caller, { pid: 'P1000', cid: solutions })).toContain(solution.id);
    }
    expect(await ids(student, { onlyMine: true })).toContain(solution.id);
    for (const caller of [admin, root, await callerOf(roleCodes.problemAdmin)]) {
      expect(await ids(caller, { cid: solutions })).toContain(solution.id);
      expect(await ids(caller, {})).toContain(solution.id);
    }
  });
});

describe('the limits on reports', () => {
  it('keeps one open report per account and discussion, even sent at once, and takes another once handled', async () => {
    const discussion = await postDiscussion(api, root, discussionBody(general));
    const reporter = await callerOf();
    const report = () => api.report(reporter, { did: discussion.id, content: '#spam-ads# again' });
    const burst = await Promise.all(Array.from({ length: 5 }, report));
    expect(burst.filter((answer) => answer.envelope.status === 200)).toHaveLength(1);
    expect(burst.find((answer) => answer.envelope.status !== 200)?.envelope).toMatchObject({
      status: 400,
      msg: 'Your report on this discussion is waiting for an administrator: it cannot be reported again until then',
    });
    const listed = await api.send<{ records: { id: number; did: number; reporter: string }[] }>(
      'GET',
      '/api/admin/discussion-report',
      root,
      { limit: 100 },
    );
    const mine = listed.envelope.data.records.filter((row) => row.did === discussion.id);
    expect(mine).toHaveLength(1);
    const handled = await api.send(
      'PUT',
      '/api/admin/discussion-report',
      root,
      {},
      { id: mine[0]?.id, status: true },
    );
    expect(handled.envelope.status, handled.envelope.msg).toBe(200);
    expect((await report()).envelope.status).toBe(200);
    expect((await report()).envelope.status).toBe(400);
  });

  it('takes at most the daily number of reports from one account', async () => {
    const limit = discussionRules.reportDailyLimit;
    const reporter = await callerOf();
    const targets = await Promise.all(
      Array.from({ length: limit + 1 }, () => postDiscussion(api, root, discussionBody(general))),
    );
    for (const target of targets.slice(0, limit))
      expect((await api.report(reporter, { did: target.id, content: '#abuse#' })).envelope.status).toBe(200);
    const refused = await api.report(reporter, { did: targets[limit]?.id, content: '#abuse#' });
    expect(refused.envelope).toMatchObject({
      status: 403,
      msg: `You have filed ${limit} reports today, the daily limit: report again tomorrow`,
    });
    expect(
      (await api.report(await callerOf(), { did: targets[limit]?.id, content: '#abuse#' })).envelope.status,
    ).toBe(200);
  });
});
