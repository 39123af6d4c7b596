import { beforeAll, describe, expect, it } from 'vitest';
import { commentRules, roleCodes } from '@oj/shared';
import { readDiscussionLine } from '../src/data/discussions/read-discussion-line';
import { queryAll } from '../src/data/kit/query-all';
import { readComment } from '../src/data/comments/read-comment';
import { useLocalStack } from './local-stack';
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
let author: Caller & { username: string };
let student: Caller & { username: string };
let other: Caller & { username: string };
beforeAll(async () => {
  const { url } = useLocalStack();
  api = commentApi(url);
  board = discussionApi(url);
  root = await callerOf(roleCodes.superAdmin);
  general = await categoryId(board, root, '综合');
  [author, student, other] = await Promise.all([
    accountCaller('dauthor'),
    accountCaller('cstudent'),
    accountCaller('cother'),
  ]);
});

/** A discussion by a new `author` (an author posts at most the site's discussions a day). */
const newDiscussion = async () => {
  author = await accountCaller('dauthor');
  return (await postDiscussion(board, author, discussionBody(general))).id;
};
const commentNum = async (did: number) => (await readDiscussionLine(did))?.commentNum;

describe('commenting on a discussion', () => {
  it('answers the new comment with its author’s name, avatar, role and title, and counts it', async () => {
    const did = await newDiscussion();
    const comment = ok(await api.comment(student, { did, content: 'First!' }));
    expect(comment).toMatchObject({
      did,
      cid: null,
      content: 'First!',
      fromUid: student.uid,
      fromName: student.username,
      fromAvatar: '/public/cstudent.png',
      fromRole: 'default_user',
      fromTitleName: 'Gold',
      fromTitleColor: '#ffcc00',
      likeNum: 0,
      totalReplyNum: 0,
      replyList: [],
    });
    expect(await commentNum(did)).toBe(1);
    const admin = ok(await api.comment(root, { did, content: 'From the staff' }));
    expect(admin.fromRole).toBe('root');
  });

  it('refuses empty text, text over 10,000 characters, a visitor, a muted role and a missing discussion', async () => {
    const did = await newDiscussion();
    const empty = await api.comment(student, { did, content: '  \n ' });
    expect(empty.envelope.status).toBe(400);
    expect(empty.envelope.msg).toContain('content');
    const long = await api.comment(student, { did, content: 'x'.repeat(commentRules.contentMaxLength + 1) });
    expect(long.envelope.status).toBe(400);
    expect(long.envelope.msg).toContain('content');
    expect(
      (await api.comment(student, { did, content: 'x'.repeat(commentRules.contentMaxLength) })).envelope
        .status,
    ).toBe(200);
    expect((await api.comment(visitor, { did, content: 'hi' })).httpStatus).toBe(401);
    const muted = await callerOf(roleCodes.muted);
    const refused = await api.comment(muted, { did, content: 'hi' });
    expect(refused.envelope.status).toBe(403);
    expect(refused.envelope.msg).toBe('Your account is muted, so it cannot post comments');
    expect((await api.comment(student, { did: 2_100_000_000, content: 'hi' })).envelope.status).toBe(404);
    const neither = await api.comment(student, { content: 'hi' });
    expect(neither.envelope.status).toBe(400);
    expect(neither.envelope.msg).toMatch(/^Invalid parameter did: Name the discussion or the contest/);
  });

  it('refuses comments under a disabled discussion', async () => {
    const did = await newDiscussion();
    expect(
      (await board.send('PUT', '/api/admin/discussion', root, {}, { id: did, status: 1 })).envelope.status,
    ).toBe(200);
    const refused = await api.comment(student, { did, content: 'hi' });
    expect(refused.envelope.status).toBe(403);
  });

  it('stores what is written byte for byte, script and all', async () => {
    const did = await newDiscussion();
    const payload = '<script>alert(1)</script><img src=x onerror="alert(2)"> [x](javascript:alert(3)) 字 😀';
    const comment = ok(await api.comment(student, { did, content: payload }));
    const reply = ok(
      await api.reply(other, { reply: { commentId: comment.id, content: payload, toUid: student.uid } }),
    );
    expect(comment.content).toBe(payload);
    expect(reply.content).toBe(payload);
    const listed = ok(await api.comments(visitor, { did }));
    expect(listed.commentList.records[0]?.content).toBe(payload);
    expect(listed.commentList.records[0]?.replyList[0]?.content).toBe(payload);
  });
});

describe('listing comments', () => {
  it('pages newest first by 10, each with its first three replies, the reply count and the viewer’s likes', async () => {
    const did = await newDiscussion();
    const ids: number[] = [];
    for (let index = 0; index < 12; index += 1)
      ids.push(ok(await api.comment(student, { did, content: `c${index}` })).id);
    const busy = ids[11] as number;
    for (let index = 0; index < 5; index += 1)
      ok(await api.reply(other, { reply: { commentId: busy, content: `r${index}`, toUid: student.uid } }));
    ok(await api.like(other, ids[10] as number, true));
    const first = ok(await api.comments(other, { did }));
    expect(first.commentList.total).toBe(12);
    expect(first.commentList.size).toBe(commentRules.pageSize);
    expect(first.commentList.records.map((comment) => comment.content)).toEqual(
      [11, 10, 9, 8, 7, 6, 5, 4, 3, 2].map((index) => `c${index}`),
    );
    const top = first.commentList.records[0];
    expect(top?.totalReplyNum).toBe(5);
    expect(top?.replyList.map((reply) => reply.content)).toEqual(['r0', 'r1', 'r2']);
    expect(first.commentLikeMap).toEqual({ [String(ids[10])]: true });
    const second = ok(await api.comments(other, { did, currentPage: 2 }));
    expect(second.commentList.records.map((comment) => comment.content)).toEqual(['c1', 'c0']);
    expect(ok(await api.comments(visitor, { did })).commentLikeMap).toEqual({});
    const all = ok(await api.replies(visitor, busy));
    expect(all.map((reply) => reply.content)).toEqual(['r0', 'r1', 'r2', 'r3', 'r4']);
    expect(await commentNum(did)).toBe(17);
  });
});

describe('replying', () => {
  it('goes to the comment’s author or a reply’s author only, and tells them what it answers', async () => {
    const did = await newDiscussion();
    const comment = ok(await api.comment(student, { did, content: 'Question' }));
    const refused = await api.reply(other, {
      reply: { commentId: comment.id, content: 'hi', toUid: author.uid },
    });
    expect(refused.envelope.status).toBe(400);
    expect(refused.envelope.msg).toContain('toUid');
    const first = ok(
      await api.reply(other, { reply: { commentId: comment.id, content: 'Answer', toUid: student.uid } }),
    );
    expect(first).toMatchObject({ toUid: student.uid, toName: student.username, fromUid: other.uid });
    ok(
      await api.reply(student, {
        reply: { commentId: comment.id, content: 'Thanks', toUid: other.uid },
        quoteId: first.id,
        quoteType: 'Reply',
      }),
    );
    const inbox = ok(await api.box(other, 'reply'));
    expect(inbox.records[0]).toMatchObject({
      action: 'Reply',
      sourceId: did,
      sourceType: 'Discussion',
      sourceContent: 'Thanks',
      quoteId: first.id,
      quoteType: 'Reply',
      quoteContent: 'Answer',
      url: `/discussion-detail/${did}`,
      senderId: student.uid,
      senderUsername: student.username,
    });
    const muted = await callerOf(roleCodes.muted);
    const mutedReply = await api.reply(muted, {
      reply: { commentId: comment.id, content: 'x', toUid: student.uid },
    });
    expect(mutedReply.envelope.status).toBe(403);
    expect(mutedReply.envelope.msg).toBe('Your account is muted, so it cannot reply to comments');
  });
});

describe('deleting', () => {
  it('takes a comment’s replies and likes with it and lowers commentNum by 1 + its replies', async () => {
    const did = await newDiscussion();
    const keep = ok(await api.comment(other, { did, content: 'stays' }));
    const comment = ok(await api.comment(student, { did, content: 'goes' }));
    for (const content of ['a', 'b'])
      ok(await api.reply(other, { reply: { commentId: comment.id, content, toUid: student.uid } }));
    ok(await api.like(other, comment.id, true));
    expect(await commentNum(did)).toBe(4);
    expect((await api.deleteComment(other, comment.id)).envelope.status).toBe(403);
    expect((await api.deleteComment(student, comment.id)).envelope.status).toBe(200);
    expect(await commentNum(did)).toBe(1);
    const rest = await queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `COMMENT#${comment.id}` },
      ConsistentRead: true,
    });
    expect(rest).toEqual([]);
    expect(ok(await api.comments(visitor, { did })).commentList).toMatchObject({
      total: 1,
      records: [{ id: keep.id }],
    });
    expect((await api.deleteComment(root, keep.id)).envelope.status).toBe(200);
    expect(await commentNum(did)).toBe(0);
    expect((await api.deleteComment(root, keep.id)).envelope.status).toBe(404);
  });

  it('deletes a reply by its author or an admin, never by someone else, and lowers both counts by 1', async () => {
    const did = await newDiscussion();
    const comment = ok(await api.comment(student, { did, content: 'q' }));
    const one = ok(
      await api.reply(other, { reply: { commentId: comment.id, content: '1', toUid: student.uid } }),
    );
    const two = ok(
      await api.reply(other, { reply: { commentId: comment.id, content: '2', toUid: student.uid } }),
    );
    expect((await api.deleteReply(student, comment.id, one.id)).envelope.status).toBe(403);
    expect((await api.deleteReply(other, comment.id, one.id)).envelope.status).toBe(200);
    const admin = await callerOf(roleCodes.admin);
    expect((await api.deleteReply(admin, comment.id, two.id)).envelope.status).toBe(200);
    expect((await readComment(comment.id))?.totalReplyNum).toBe(0);
    expect(await commentNum(did)).toBe(1);
    expect((await api.deleteReply(other, comment.id, one.id)).envelope.status).toBe(404);
  });
});

describe('deleting a discussion', () => {
  it('takes its comments with their replies, likes and count', async () => {
    const did = await newDiscussion();
    const comment = ok(await api.comment(student, { did, content: 'soon gone' }));
    ok(await api.reply(other, { reply: { commentId: comment.id, content: 'me too', toUid: student.uid } }));
    ok(await api.like(other, comment.id, true));
    expect((await board.remove(author, did)).envelope.status).toBe(200);
    const left = await queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `COMMENT#${comment.id}` },
      ConsistentRead: true,
    });
    expect(left).toEqual([]);
    const count = await queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': `COMMENTS#D#${did}` },
      ConsistentRead: true,
    });
    expect(count).toEqual([]);
  });
});

describe('liking a comment', () => {
  it('is idempotent and tells the author once per liker, whatever the likes and unlikes', async () => {
    const did = await newDiscussion();
    const comment = ok(await api.comment(student, { did, content: 'Like me' }));
    const before = (await storedUnread(student.uid)).like;
    for (const toLike of [true, true, false, false, true]) ok(await api.like(other, comment.id, toLike));
    expect((await readComment(comment.id))?.likeNum).toBe(1);
    expect((await storedUnread(student.uid)).like).toBe(before + 1);
    ok(await api.like(student, comment.id, true));
    expect((await readComment(comment.id))?.likeNum).toBe(2);
    expect((await storedUnread(student.uid)).like).toBe(before + 1);
    const message = ok(await api.box(student, 'like')).records[0];
    expect(message).toMatchObject({
      action: 'Like_Post',
      quoteId: comment.id,
      quoteType: 'Comment',
      senderId: other.uid,
    });
  });

  it('keeps likeNum exact under 20 concurrent double-likes with unlikes in between', async () => {
    const did = await newDiscussion();
    const comment = ok(await api.comment(student, { did, content: 'Race' }));
    const likers = await Promise.all(Array.from({ length: 20 }, () => callerOf()));
    await Promise.all(
      likers.flatMap((liker, index) => [
        api.like(liker, comment.id, true),
        api.like(liker, comment.id, true),
        ...(index % 4 === 0 ? [api.like(liker, comment.id, false)] : []),
      ]),
    );
    const rows = await queryAll({
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :like)',
      ExpressionAttributeValues: { ':pk': `COMMENT#${comment.id}`, ':like': 'LIKE#' },
      ConsistentRead: true,
    });
    expect(rows).toHaveLength(20);
    expect((await readComment(comment.id))?.likeNum).toBe(rows.filter((row) => row.liked === true).length);
    const likeMessages = ok(await api.box(student, 'like', { limit: 50 })).records.filter(
      (message) => message.quoteId === comment.id,
    );
    expect(likeMessages).toHaveLength(20);
  });
});
