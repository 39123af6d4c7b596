import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { messageRules, roleCodes, type Page, type SystemMessage, type UnreadCounts } from '@oj/shared';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { queryAll } from '../src/data/kit/query-all';
import { messageKey } from '../src/data/messages/message-keys';
import { callApi, eventually, useLocalStack } from './local-stack';
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
import { accountCaller, commentApi, ok, storedUnread, type CommentApi } from './comment-kit';

let api: CommentApi;
let board: DiscussionApi;
let general: number;
let root: Caller;
let url: string;
beforeAll(async () => {
  url = useLocalStack().url;
  api = commentApi(url);
  board = discussionApi(url);
  root = await callerOf(roleCodes.superAdmin);
  general = await categoryId(board, root, '综合');
});

const unread = async (caller: Caller): Promise<UnreadCounts> => ok(await api.unread(caller));

/** The stored boxes' unread counts as msg/unread answers them equal the unread messages in the table. */
async function expectCountsMatch(caller: Caller): Promise<UnreadCounts> {
  const counts = await unread(caller);
  const { comment, reply, like, mine } = counts;
  expect({ comment, reply, like, mine }).toEqual(await storedUnread(caller.uid));
  return counts;
}

const notice = async (body: Record<string, unknown>) =>
  expect((await api.send('POST', '/api/admin/msg/notice', root, {}, body)).envelope.status).toBe(200);

/** The reader's `Mine` box, read in `language` as the web app and the original client send it. */
async function mineBox(caller: Caller, language: string): Promise<SystemMessage[]> {
  const answer = await callApi<Page<SystemMessage>>(`${url}/api/msg/mine?limit=50`, {
    token: caller.token ?? undefined,
    headers: { 'accept-language': language },
  });
  expect(answer.envelope.status, answer.envelope.msg).toBe(200);
  return answer.envelope.data.records;
}

describe("the messages about a reader's own things", () => {
  it('read in the language the reader asks in', async () => {
    const writer = await accountCaller('mmine');
    const row = await postDiscussion(board, writer, discussionBody(general));
    const disable = await board.send('PUT', '/api/admin/discussion', root, {}, { id: row.id, status: 1 });
    expect(disable.envelope.status, disable.envelope.msg).toBe(200);
    expect((await mineBox(writer, 'zh-CN'))[0]).toMatchObject({
      type: 'Mine',
      title: '讨论已被封禁',
      content: `您的讨论「${row.title}」已被管理员封禁。`,
    });
    expect((await mineBox(writer, 'en-US'))[0]).toMatchObject({
      title: 'Discussion disabled',
      content: `Your discussion "${row.title}" was disabled by an administrator.`,
    });
  });

  it('read one stored with both languages in one text in the language asked too', async () => {
    const reader = await accountCaller('mold');
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: {
          ...messageKey(reader.uid, 'Mine', 999_999_999),
          id: 999_999_999,
          box: 'Mine',
          title: '讨论已被删除 / Discussion deleted',
          content:
            '您的讨论「Old post」已被管理员删除。\n\nYour discussion "Old post" was deleted by an administrator.',
          state: true,
          gmtCreate: '2026-01-05T08:00:00.000Z',
        },
      }),
    );
    expect((await mineBox(reader, 'en-US'))[0]).toMatchObject({
      id: 999_999_999,
      title: 'Discussion deleted',
      content: 'Your discussion "Old post" was deleted by an administrator.',
    });
    expect((await mineBox(reader, 'zh-CN'))[0]).toMatchObject({
      title: '讨论已被删除',
      content: '您的讨论「Old post」已被管理员删除。',
    });
  });
});

describe('the unread counts', () => {
  it('equal the boxes’ unread messages after a comment, a reply, a like, reading a page, cleaning one and all', async () => {
    const owner = await accountCaller('mowner');
    const fans = await Promise.all(Array.from({ length: 8 }, () => callerOf()));
    const { id: did } = await postDiscussion(board, owner, discussionBody(general));
    expect(await expectCountsMatch(owner)).toEqual({ comment: 0, reply: 0, like: 0, sys: 0, mine: 0 });
    const comments = [];
    for (const fan of fans) comments.push(ok(await api.comment(fan, { did, content: `from ${fan.uid}` })));
    expect((await expectCountsMatch(owner)).comment).toBe(8);
    const mine = ok(await api.comment(owner, { did, content: 'my own' }));
    expect((await expectCountsMatch(owner)).comment).toBe(8);
    ok(
      await api.reply(fans[0] as Caller, {
        reply: { commentId: mine.id, content: 'answer', toUid: owner.uid },
      }),
    );
    ok(await api.like(fans[1] as Caller, mine.id, true));
    expect(await expectCountsMatch(owner)).toMatchObject({ comment: 8, reply: 1, like: 1 });

    const page = ok(await api.box(owner, 'comment'));
    expect(page.size).toBe(messageRules.userPageSize);
    expect(page.total).toBe(8);
    expect(page.records).toHaveLength(6);
    expect(page.records.every((message) => !message.state && message.action === 'Discuss')).toBe(true);
    expect((await expectCountsMatch(owner)).comment).toBe(2);
    expect(ok(await api.box(owner, 'comment')).records.every((message) => message.state)).toBe(true);
    expect((await expectCountsMatch(owner)).comment).toBe(2);

    const second = ok(await api.box(owner, 'comment', { currentPage: 2 }));
    expect(second.records).toHaveLength(2);
    expect((await expectCountsMatch(owner)).comment).toBe(0);

    const replies = ok(await api.box(owner, 'reply'));
    expect(replies.records).toHaveLength(1);
    expect(
      (await api.clean(owner, 'Like', ok(await api.box(owner, 'like')).records[0]?.id)).envelope.status,
    ).toBe(200);
    expect(ok(await api.box(owner, 'like')).total).toBe(0);
    ok(await api.like(fans[2] as Caller, mine.id, true));
    const unreadLike = ok(await api.unread(owner)).like;
    expect(unreadLike).toBe(1);
    const [message] = (await dynamoBox(owner.uid, 'Like')).filter((item) => item.state === false);
    expect((await api.clean(owner, 'Like', Number(message?.id))).envelope.status).toBe(200);
    expect((await expectCountsMatch(owner)).like).toBe(0);
    expect((await api.clean(owner, 'Like', Number(message?.id))).envelope.status).toBe(404);

    ok(await api.comment(fans[3] as Caller, { did, content: 'one more' }));
    expect((await expectCountsMatch(owner)).comment).toBe(1);
    expect((await api.clean(owner, 'Discuss')).envelope.status).toBe(200);
    expect(await expectCountsMatch(owner)).toMatchObject({ comment: 0 });
    expect(ok(await api.box(owner, 'comment')).total).toBe(0);

    expect(
      (await board.send('PUT', '/api/admin/discussion', root, {}, { id: did, status: 1 })).envelope.status,
    ).toBe(200);
    const afterDisable = await expectCountsMatch(owner);
    const mineBox = ok(await api.systemBox(owner, 'mine'));
    expect(mineBox.size).toBe(messageRules.systemPageSize);
    expect(mineBox.records.filter((item) => !item.state)).toHaveLength(afterDisable.mine);
    expect(mineBox.records[0]).toMatchObject({ type: 'Mine', adminId: null });
    expect((await expectCountsMatch(owner)).mine).toBe(0);
  });

  it('drop once when two tabs read the same page at once', async () => {
    const owner = await accountCaller('mtabs');
    const { id: did } = await postDiscussion(board, owner, discussionBody(general));
    for (const fan of await Promise.all(Array.from({ length: 5 }, () => callerOf())))
      ok(await api.comment(fan, { did, content: 'hello' }));
    expect((await unread(owner)).comment).toBe(5);
    await Promise.all([api.box(owner, 'comment'), api.box(owner, 'comment'), api.box(owner, 'comment')]);
    const { Item } = await dynamo().send(
      new GetCommand({
        TableName: tableName(),
        Key: { pk: `MSGBOX#${owner.uid}`, sk: 'UNREAD' },
        ConsistentRead: true,
      }),
    );
    expect(Item?.comment).toBe(0);
    expect(Item?.commentTotal).toBe(5);
    expect((await expectCountsMatch(owner)).comment).toBe(0);
  });

  it('need a login', async () => {
    expect((await api.unread(visitor)).httpStatus).toBe(401);
    expect((await api.box(visitor, 'comment')).httpStatus).toBe(401);
  });
});

/** A user's messages of one box, read straight from the table. */
function dynamoBox(uid: string, box: string) {
  return queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :box)',
    ExpressionAttributeValues: { ':pk': `MSGBOX#${uid}`, ':box': `${box}#` },
    ConsistentRead: true,
  });
}

describe('system notices', () => {
  it('reach all users, one user, or the admins only, counted until read', async () => {
    const student = await accountCaller('nstudent');
    const admin = await accountCaller('nadmin', roleCodes.admin);
    const run = student.uid.slice(0, 6);
    await notice({ title: `To all ${run}`, content: '**All**', type: 'All' });
    await notice({
      title: `To one ${run}`,
      content: 'Just you',
      type: 'Single',
      recipientId: student.username,
    });
    await notice({ title: `To admins ${run}`, content: 'Staff only', type: 'Admin' });
    const titles = async (caller: Caller) =>
      ok(await api.systemBox(caller, 'sys', { limit: 50 })).records.map((message) => message.title);

    const studentCount = await eventually(
      () => unread(student),
      (counts) => counts.sys >= 2,
    );
    const adminCount = await eventually(
      () => unread(admin),
      (counts) => counts.sys >= 2,
    );
    const studentPage = ok(await api.systemBox(student, 'sys', { limit: 50 }));
    expect(studentPage.records.filter((message) => !message.state)).toHaveLength(studentCount.sys);
    expect(studentPage.records.map((message) => message.title)).toEqual(
      expect.arrayContaining([`To all ${run}`, `To one ${run}`]),
    );
    expect(studentPage.records.map((message) => message.title)).not.toContain(`To admins ${run}`);
    expect(studentPage.records.find((message) => message.title === `To all ${run}`)).toEqual({
      id: expect.any(Number),
      title: `To all ${run}`,
      content: '**All**',
      adminId: root.uid,
      type: 'Sys',
      state: false,
      gmtCreate: expect.any(String),
    });
    expect((await unread(student)).sys).toBe(0);
    expect(
      (await api.systemBox(student, 'sys')).envelope.data.records.every((message) => message.state),
    ).toBe(true);

    const adminTitles = await titles(admin);
    expect(adminTitles).toEqual(expect.arrayContaining([`To all ${run}`, `To admins ${run}`]));
    expect(adminTitles).not.toContain(`To one ${run}`);
    expect(adminCount.sys).toBeGreaterThanOrEqual(2);
    expect((await unread(admin)).sys).toBe(0);
  });

  it('to all users do not reach an account created after they were sent', async () => {
    const earlier = await accountCaller('nearly');
    const run = earlier.uid.slice(0, 6);
    await notice({ title: `Before ${run}`, content: 'x', type: 'All' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const later = await accountCaller('nlater');
    await eventually(
      () => unread(earlier),
      (counts) => counts.sys >= 1,
    );
    expect((await unread(later)).sys).toBe(0);
    const laterTitles = ok(await api.systemBox(later, 'sys', { limit: 50 })).records.map(
      (message) => message.title,
    );
    expect(laterTitles).not.toContain(`Before ${run}`);
    const earlierTitles = ok(await api.systemBox(earlier, 'sys', { limit: 50 })).records.map((m) => m.title);
    expect(earlierTitles).toContain(`Before ${run}`);
  });

  it('are cleaned one or all from the reader’s box only', async () => {
    const reader = await accountCaller('nclean');
    const neighbour = await accountCaller('nneigh');
    const run = reader.uid.slice(0, 6);
    await notice({ title: `Keep ${run}`, content: 'x', type: 'All' });
    await notice({ title: `Drop ${run}`, content: 'x', type: 'All' });
    const page = await eventually(
      async () => ok(await api.systemBox(reader, 'sys', { limit: 50 })),
      (found) => found.records.length >= 2,
    );
    const drop = page.records.find((message) => message.title === `Drop ${run}`);
    expect((await api.clean(reader, 'Sys', drop?.id)).envelope.status).toBe(200);
    const left = ok(await api.systemBox(reader, 'sys', { limit: 50 })).records.map(
      (message) => message.title,
    );
    expect(left).toContain(`Keep ${run}`);
    expect(left).not.toContain(`Drop ${run}`);
    expect((await api.clean(reader, 'Sys')).envelope.status).toBe(200);
    expect(ok(await api.systemBox(reader, 'sys')).total).toBe(0);
    expect((await unread(reader)).sys).toBe(0);
    const theirs = ok(await api.systemBox(neighbour, 'sys', { limit: 50 })).records.map(
      (message) => message.title,
    );
    expect(theirs).toEqual(expect.arrayContaining([`Keep ${run}`, `Drop ${run}`]));
  });
});
