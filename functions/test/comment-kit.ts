import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  roleCodes,
  type Comment,
  type Page,
  type Reply,
  type RoleCode,
  type SystemMessage,
  type UnreadCounts,
  type UserMessage,
} from '@oj/shared';
import { signToken } from '../src/auth/token';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { queryAll } from '../src/data/kit/query-all';
import { putSession } from '../src/data/sessions/session-store';
import { expiresAfter } from '../src/data/ttl';
import { userKey } from '../src/data/users/user-item';
import { storedAccount, type ApiAnswer } from './local-stack';
import { callerSend, type Caller } from './discussion-kit';

/* What the comment and message tests share: the calls by path, and stored accounts signed in. */

export function commentApi(url: string) {
  const send = callerSend(url);
  return {
    send,
    comments: (caller: Caller, query: Record<string, string | number | boolean>) =>
      send<{ commentList: Page<Comment>; commentLikeMap: Record<string, boolean> }>(
        'GET',
        '/api/comments',
        caller,
        query,
      ),
    replies: (caller: Caller, commentId: number) => send<Reply[]>('GET', '/api/reply', caller, { commentId }),
    comment: (caller: Caller, body: Record<string, unknown>) =>
      send<Comment>('POST', '/api/comment', caller, {}, body),
    reply: (caller: Caller, body: Record<string, unknown>) =>
      send<Reply>('POST', '/api/reply', caller, {}, body),
    deleteComment: (caller: Caller, id: number) => send('DELETE', '/api/comment', caller, {}, { id }),
    deleteReply: (caller: Caller, commentId: number, id: number) =>
      send('DELETE', '/api/reply', caller, {}, { reply: { id, commentId } }),
    like: (caller: Caller, commentId: number, toLike: boolean) =>
      send('GET', '/api/comment-like', caller, { cid: commentId, toLike }),
    unread: (caller: Caller) => send<UnreadCounts>('GET', '/api/msg/unread', caller),
    box: (caller: Caller, box: 'comment' | 'reply' | 'like', query: Record<string, number> = {}) =>
      send<Page<UserMessage>>('GET', `/api/msg/${box}`, caller, query),
    systemBox: (caller: Caller, box: 'sys' | 'mine', query: Record<string, number> = {}) =>
      send<Page<SystemMessage>>('GET', `/api/msg/${box}`, caller, query),
    clean: (caller: Caller, type: string, id?: number) =>
      send('DELETE', '/api/msg/clean', caller, id === undefined ? { type } : { type, id }),
  };
}

export type CommentApi = ReturnType<typeof commentApi>;

/** A stored account (with a title) of the role, signed in by a session of its own. */
export async function accountCaller(
  prefix: string,
  roleCode: RoleCode = roleCodes.defaultUser,
): Promise<Caller & { username: string }> {
  const account = await storedAccount(prefix, undefined, { roleCode });
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(account.uid),
      UpdateExpression: 'SET titleName = :name, titleColor = :color, avatar = :avatar',
      ExpressionAttributeValues: { ':name': 'Gold', ':color': '#ffcc00', ':avatar': `/public/${prefix}.png` },
    }),
  );
  const sessionId = randomUUID();
  const { token, expiresAt } = await signToken(account.uid, sessionId, Date.now());
  await putSession({
    uid: account.uid,
    sessionId,
    username: account.username,
    roleCode,
    expiresAt: Math.max(expiresAt, expiresAfter(60)),
  });
  return { token, uid: account.uid, username: account.username };
}

/** The unread messages of each stored box of a user, counted straight in the table. */
export async function storedUnread(
  uid: string,
): Promise<Record<'comment' | 'reply' | 'like' | 'mine', number>> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': `MSGBOX#${uid}` },
    ConsistentRead: true,
  });
  const unread = (box: string) => items.filter((item) => item.box === box && item.state === false).length;
  return { comment: unread('Discuss'), reply: unread('Reply'), like: unread('Like'), mine: unread('Mine') };
}

/** Expects the answer to be a success and hands back its data. */
export function ok<T>(answer: ApiAnswer<T>): T {
  if (answer.envelope.status !== 200)
    throw new Error(`expected success, got ${answer.envelope.status}: ${answer.envelope.msg}`);
  return answer.envelope.data;
}
