import { beforeAll, describe, expect, it } from 'vitest';
import { roleCodes, type SwitchConfig } from '@oj/shared';
import { callApi, eventually, useLocalStack } from './local-stack';
import { storeContest } from './contest-fixtures';
import { callerOf, visitor, type Caller } from './discussion-kit';
import { accountCaller, commentApi, ok, type CommentApi } from './comment-kit';

const hourMs = 3_600_000;

let url: string;
let api: CommentApi;
let root: Caller;
let owner: Caller;
let alice: Caller;
let bob: Caller;
beforeAll(async () => {
  ({ url } = useLocalStack());
  api = commentApi(url);
  [root, owner, alice, bob] = await Promise.all([
    callerOf(roleCodes.superAdmin),
    accountCaller('cowner'),
    accountCaller('calice'),
    accountCaller('cbob'),
  ]);
});

const contents = async (caller: Caller, cid: number) =>
  ok(await api.comments(caller, { cid, limit: 50 }))
    .commentList.records.map((comment) => comment.content)
    .sort();

/** A comment from each of the two contestants, the contest's creator (a plain user) and the super admin. */
async function commentFromEach(cid: number): Promise<Record<'alice' | 'bob' | 'owner' | 'root', number>> {
  const post = async (caller: Caller, content: string) => ok(await api.comment(caller, { cid, content })).id;
  return {
    alice: await post(alice, 'alice'),
    bob: await post(bob, 'bob'),
    owner: await post(owner, 'owner'),
    root: await post(root, 'root'),
  };
}

describe('comments in a running contest', () => {
  it('show a contestant their own and the staff’s only, and the contest’s admins all of them', async () => {
    const contest = await storeContest({ uid: owner.uid });
    const ids = await commentFromEach(contest.cid);
    expect(await contents(alice, contest.cid)).toEqual(['alice', 'owner', 'root']);
    expect(await contents(bob, contest.cid)).toEqual(['bob', 'owner', 'root']);
    expect(await contents(owner, contest.cid)).toEqual(['alice', 'bob', 'owner', 'root']);
    expect(await contents(root, contest.cid)).toEqual(['alice', 'bob', 'owner', 'root']);
    expect(ok(await api.comments(alice, { cid: contest.cid })).commentList.total).toBe(3);
    expect((await api.replies(alice, ids.bob)).envelope.status).toBe(404);
    expect((await api.like(alice, ids.bob, true)).envelope.status).toBe(404);
    expect(
      (await api.reply(alice, { reply: { commentId: ids.bob, content: 'peek', toUid: bob.uid } })).envelope
        .status,
    ).toBe(404);
  });

  it('show a contestant the replies of their own and the staff’s only under a comment all see', async () => {
    const contest = await storeContest({ uid: owner.uid });
    const staff = await accountCaller('cstaff', roleCodes.admin);
    const posted = ok(await api.comment(staff, { cid: contest.cid, content: 'Ask here' })).id;
    const reply = (caller: Caller, content: string, toUid: string) =>
      api.reply(caller, { reply: { commentId: posted, content, toUid } });
    ok(await reply(bob, 'bob asks', staff.uid));
    ok(await reply(owner, 'owner answers', bob.uid));
    ok(await reply(alice, 'alice asks', staff.uid));
    const seenBy = async (caller: Caller) => {
      const listed = ok(await api.comments(caller, { cid: contest.cid, limit: 50 })).commentList.records;
      const comment = listed.find((item) => item.id === posted);
      const all = ok(await api.replies(caller, posted)).map((item) => item.content);
      return { shown: comment?.replyList.map((item) => item.content), total: comment?.totalReplyNum, all };
    };
    expect(await seenBy(alice)).toEqual({
      shown: ['owner answers', 'alice asks'],
      total: 2,
      all: ['owner answers', 'alice asks'],
    });
    expect(await seenBy(owner)).toEqual({
      shown: ['bob asks', 'owner answers', 'alice asks'],
      total: 3,
      all: ['bob asks', 'owner answers', 'alice asks'],
    });
    const toBob = await reply(alice, 'hello bob', bob.uid);
    expect(toBob.envelope.status).toBe(400);
    expect(toBob.envelope.msg).toContain('toUid');
  });

  it('close the super admin’s and the contest creator’s comments to contestants’ replies', async () => {
    const contest = await storeContest({ uid: owner.uid });
    const ids = await commentFromEach(contest.cid);
    for (const commentId of [ids.owner, ids.root]) {
      const refused = await api.reply(alice, { reply: { commentId, content: 'may I?', toUid: owner.uid } });
      expect(refused.envelope.status).toBe(403);
      expect(refused.envelope.msg).toBe(
        'Only the contest admins reply under a comment of the super admin or the contest creator',
      );
    }
    ok(await api.reply(owner, { reply: { commentId: ids.root, content: 'noted', toUid: root.uid } }));
    ok(await api.reply(alice, { reply: { commentId: ids.alice, content: 'more detail', toUid: alice.uid } }));
  });

  it('let the contest’s admins delete a contestant’s comment, and no other contestant', async () => {
    const contest = await storeContest({ uid: owner.uid });
    const ids = await commentFromEach(contest.cid);
    expect((await api.deleteComment(bob, ids.alice)).envelope.status).not.toBe(200);
    const reply = ok(
      await api.reply(owner, {
        reply: { commentId: ids.alice, content: 'Read the statement', toUid: alice.uid },
      }),
    );
    expect((await api.deleteReply(bob, ids.alice, reply.id)).envelope.status).not.toBe(200);
    expect((await api.deleteComment(owner, ids.alice)).envelope.status).toBe(200);
    expect(await contents(owner, contest.cid)).toEqual(['bob', 'owner', 'root']);
  });

  it('send the contestant’s reply message with the contest as its source', async () => {
    const contest = await storeContest({ uid: owner.uid, title: 'Spring cup' });
    const ids = await commentFromEach(contest.cid);
    ok(await api.reply(owner, { reply: { commentId: ids.alice, content: 'Yes', toUid: alice.uid } }));
    expect(ok(await api.box(alice, 'reply')).records[0]).toMatchObject({
      sourceId: contest.cid,
      sourceType: 'Contest',
      sourceTitle: 'Spring cup',
      url: `/contest/${contest.cid}/comment`,
      quoteContent: 'alice',
    });
  });
});

describe('comments after a contest ends', () => {
  it('are all seen by everyone who may enter the contest', async () => {
    const now = Date.now();
    const contest = await storeContest({
      uid: owner.uid,
      startTime: new Date(now - 3 * hourMs).toISOString(),
      endTime: new Date(now - hourMs).toISOString(),
    });
    await commentFromEach(contest.cid);
    expect(await contents(alice, contest.cid)).toEqual(['alice', 'bob', 'owner', 'root']);
    expect(await contents(bob, contest.cid)).toEqual(['alice', 'bob', 'owner', 'root']);
  });
});

describe('a deleted contest', () => {
  it('takes its comments and their replies with it', async () => {
    const now = Date.now();
    const contest = await storeContest({
      uid: owner.uid,
      startTime: new Date(now - hourMs).toISOString(),
      endTime: new Date(now + hourMs).toISOString(),
    });
    const ids = await commentFromEach(contest.cid);
    ok(await api.reply(owner, { reply: { commentId: ids.alice, content: 'answer', toUid: alice.uid } }));
    const deleted = await callApi(`${url}/api/admin/contest?cid=${contest.cid}`, {
      method: 'DELETE',
      token: root.token ?? undefined,
    });
    expect(deleted.envelope.status).toBe(200);
    // Stored again under the same id, the contest starts with no comments of the one deleted.
    await storeContest({
      cid: contest.cid,
      uid: owner.uid,
      startTime: new Date(now - hourMs).toISOString(),
      endTime: new Date(now + hourMs).toISOString(),
    });
    expect(ok(await api.comments(root, { cid: contest.cid })).commentList.total).toBe(0);
    expect((await api.replies(root, ids.alice)).envelope.status).toBe(404);
  });
});

describe('who may read a contest’s comments', () => {
  it('follows the contest’s own rules: a login, the start, a private contest’s password, a hidden contest', async () => {
    const running = await storeContest({ uid: owner.uid });
    expect((await api.comments(visitor, { cid: running.cid })).httpStatus).toBe(401);
    const future = await storeContest({
      uid: owner.uid,
      startTime: new Date(Date.now() + hourMs).toISOString(),
    });
    expect((await api.comments(alice, { cid: future.cid })).envelope.status).toBe(403);
    expect((await api.comments(owner, { cid: future.cid })).envelope.status).toBe(200);
    const privateOne = await storeContest({ uid: owner.uid, auth: 1, pwd: 'secret' });
    expect((await api.comment(alice, { cid: privateOne.cid, content: 'hi' })).envelope.status).toBe(403);
    const hidden = await storeContest({ uid: owner.uid, visible: false });
    expect((await api.comments(alice, { cid: hidden.cid })).envelope.status).toBe(404);
    expect((await api.comments(owner, { cid: hidden.cid })).envelope.status).toBe(200);
  });
});

describe('the contest comment switch', () => {
  const switches = (body: Partial<SwitchConfig>) =>
    callApi<SwitchConfig>(`${url}/api/admin/switch/update`, {
      method: 'PUT',
      token: root.token ?? undefined,
      headers: { 'accept-language': 'en-US' },
      body: JSON.stringify({
        openPublicDiscussion: true,
        openGroupDiscussion: true,
        openContestComment: true,
        register: true,
        defaultSubmitInterval: 5,
        ...body,
      }),
    });

  it('closes every comment call on a contest with the spec’s message while off', async () => {
    const contest = await storeContest({ uid: owner.uid });
    const ids = await commentFromEach(contest.cid);
    expect((await switches({ openContestComment: false })).envelope.status).toBe(200);
    try {
      const closed = await eventually(
        () => api.comments(alice, { cid: contest.cid }),
        (answer) => answer.envelope.status === 403,
      );
      expect(closed.envelope.msg).toBe('The contest comment area is not open');
      const calls = [
        api.comment(alice, { cid: contest.cid, content: 'hi' }),
        api.replies(alice, ids.alice),
        api.reply(owner, { reply: { commentId: ids.alice, content: 'x', toUid: alice.uid } }),
        api.like(owner, ids.alice, true),
        api.deleteComment(alice, ids.alice),
      ];
      for (const answer of await Promise.all(calls))
        expect(answer.envelope.msg).toBe('The contest comment area is not open');
    } finally {
      await switches({ openContestComment: true });
      await eventually(
        () => api.comments(alice, { cid: contest.cid }),
        (answer) => answer.envelope.status === 200,
      );
    }
  });
});
