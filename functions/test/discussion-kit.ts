import { randomUUID } from 'node:crypto';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import {
  discussionRules,
  roleCodes,
  type DiscussionCategory,
  type DiscussionDetail,
  type DiscussionRow,
  type Page,
  type RoleCode,
  type SystemMessage,
  type UnreadCounts,
} from '@oj/shared';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { userKey } from '../src/data/users/user-item';
import { putSession } from '../src/data/sessions/session-store';
import { signToken } from '../src/auth/token';
import { expiresAfter } from '../src/data/ttl';
import { callApi, sessionToken, storedAccount, withQuery, type ApiAnswer } from './local-stack';

/* What the discussion tests share: calls by path, accounts of each role, a posted discussion. */

export const english = { 'accept-language': 'en-US' };

export interface Caller {
  token: string | null;
  uid: string;
}

export const visitor: Caller = { token: null, uid: '' };

/** A call of the stack at `url` by `caller`, in English, with its query and JSON body. */
export function callerSend(url: string) {
  return <T = null>(
    method: string,
    path: string,
    caller: Caller,
    query: Record<string, string | number | boolean> = {},
    body?: unknown,
  ): Promise<ApiAnswer<T>> =>
    callApi<T>(withQuery(`${url}${path}`, query), {
      method,
      token: caller.token ?? undefined,
      headers: english,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
}

export function discussionApi(url: string) {
  const send = callerSend(url);
  return {
    send,
    categories: (caller: Caller) => send<DiscussionCategory[]>('GET', '/api/discussion-category', caller),
    upsertCategories: (caller: Caller, rows: unknown) =>
      send<DiscussionCategory[]>('POST', '/api/discussion-category', caller, {}, rows),
    list: (caller: Caller, query: Record<string, string | number | boolean> = {}) =>
      send<Page<DiscussionRow>>('GET', '/api/get-discussion-list', caller, query),
    detail: (caller: Caller, did: number) =>
      send<DiscussionDetail>('GET', '/api/get-discussion-detail', caller, { did }),
    add: (caller: Caller, body: unknown) => send('POST', '/api/discussion', caller, {}, body),
    update: (caller: Caller, body: unknown) => send('PUT', '/api/discussion', caller, {}, body),
    remove: (caller: Caller, did: number) => send('DELETE', '/api/discussion', caller, { did }),
    like: (caller: Caller, did: number, toLike: boolean) =>
      send('GET', '/api/discussion-like', caller, { did, toLike }),
    report: (caller: Caller, body: unknown) => send('POST', '/api/discussion-report', caller, {}, body),
  };
}

export type DiscussionApi = ReturnType<typeof discussionApi>;

/** A session of the role (no stored account: its name is `user-…`). */
export async function callerOf(role: RoleCode = roleCodes.defaultUser): Promise<Caller> {
  const { token, uid } = await sessionToken(role);
  return { token, uid };
}

/** A stored account with a title (name and colour), signed in by a session of its role. */
export async function titledCaller(
  prefix: string,
  title = { name: 'Gold', color: '#ffcc00' },
): Promise<Caller & { username: string }> {
  const account = await storedAccount(prefix);
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: userKey(account.uid),
      UpdateExpression: 'SET titleName = :name, titleColor = :color',
      ExpressionAttributeValues: { ':name': title.name, ':color': title.color },
    }),
  );
  const { token } = await sessionTokenFor(account.uid, account.username);
  return { token, uid: account.uid, username: account.username };
}

async function sessionTokenFor(uid: string, username: string): Promise<{ token: string }> {
  const sessionId = randomUUID();
  const { token, expiresAt } = await signToken(uid, sessionId, Date.now());
  await putSession({
    uid,
    sessionId,
    username,
    roleCode: roleCodes.defaultUser,
    expiresAt: Math.max(expiresAt, expiresAfter(60)),
  });
  return { token };
}

/** The id of a category by name (the seeded ones: 综合, 题解, 求助, 闲聊), as the super admin sees it. */
export async function categoryId(api: DiscussionApi, root: Caller, name: string): Promise<number> {
  const found = (await api.categories(root)).envelope.data.find((category) => category.name === name);
  if (!found) throw new Error(`no discussion category named ${name}`);
  return found.id;
}

/** A discussion's form body with a unique title. */
export function discussionBody(
  categoryId: number,
  fields: Record<string, unknown> = {},
): Record<string, unknown> {
  const run = randomUUID().slice(0, 8);
  return {
    title: `Topic ${run}`,
    description: `About ${run}`,
    content: `# Content ${run}`,
    categoryId,
    ...fields,
  };
}

/** Posts and answers the new discussion's row, found by its unique title in the author's own list. */
export async function postDiscussion(
  api: DiscussionApi,
  author: Caller,
  body: Record<string, unknown>,
): Promise<DiscussionRow> {
  const answer = await api.add(author, body);
  if (answer.envelope.status !== 200) throw new Error(`posting: ${answer.envelope.msg}`);
  const mine = await api.list(author, { onlyMine: true, limit: discussionRules.listMaxPageSize });
  const row = mine.envelope.data.records.find((line) => line.title.endsWith(String(body.title)));
  if (!row) throw new Error(`the new discussion ${String(body.title)} is not in its author's list`);
  return row;
}

/** A caller's unread counts and one box's messages (`like`, `mine`…), read through the message centre. */
export function messageCentre(api: DiscussionApi) {
  return {
    unread: async (caller: Caller) =>
      (await api.send<UnreadCounts>('GET', '/api/msg/unread', caller)).envelope.data,
    box: async <T = SystemMessage>(caller: Caller, box: 'like' | 'mine') =>
      (await api.send<Page<T>>('GET', `/api/msg/${box}`, caller, { limit: 50 })).envelope.data.records,
  };
}
