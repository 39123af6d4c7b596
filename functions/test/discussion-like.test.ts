import { beforeAll, describe, expect, it } from 'vitest';
import { roleCodes, type UserMessage } from '@oj/shared';
import { queryAll } from '../src/data/kit/query-all';
import { readDiscussionLine } from '../src/data/discussions/read-discussion-line';
import { useLocalStack } from './local-stack';
import {
  callerOf,
  categoryId,
  discussionApi,
  discussionBody,
  messageCentre,
  postDiscussion,
  visitor,
  type Caller,
  type DiscussionApi,
} from './discussion-kit';

let api: DiscussionApi;
let general: number;
let author: Caller;
beforeAll(async () => {
  const { url } = useLocalStack();
  api = discussionApi(url);
  general = await categoryId(api, await callerOf(roleCodes.superAdmin), '综合');
  author = await callerOf();
});

/** The like rows of a discussion that say "liked", read straight from the table. */
async function likedRows(did: number): Promise<number> {
  const rows = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :like)',
    ExpressionAttributeValues: { ':pk': `DISCUSSION#${did}`, ':like': 'LIKE#' },
    ConsistentRead: true,
  });
  return rows.filter((row) => row.liked === true).length;
}

const likeNum = async (did: number) => (await readDiscussionLine(did))?.likeNum;

describe('liking a discussion', () => {
  it('is idempotent: a second like or an unlike of what one does not like changes nothing', async () => {
    const row = await postDiscussion(api, author, discussionBody(general));
    const fan = await callerOf();
    expect((await api.like(fan, row.id, true)).envelope.status).toBe(200);
    expect((await api.like(fan, row.id, true)).envelope.status).toBe(200);
    expect(await likeNum(row.id)).toBe(1);
    expect((await api.like(fan, row.id, false)).envelope.status).toBe(200);
    expect((await api.like(fan, row.id, false)).envelope.status).toBe(200);
    expect(await likeNum(row.id)).toBe(0);
    expect((await api.like(await callerOf(), row.id, false)).envelope.status).toBe(200);
    expect(await likeNum(row.id)).toBe(0);
    expect((await api.like(fan, row.id, true)).envelope.status).toBe(200);
    expect(await likeNum(row.id)).toBe(1);
    expect(await likedRows(row.id)).toBe(1);
  });

  it('keeps the count equal to the liked rows when 20 accounts each like twice at once and some unlike in the race', async () => {
    const row = await postDiscussion(api, author, discussionBody(general));
    const fans = await Promise.all(Array.from({ length: 20 }, () => callerOf()));
    const racers = fans.flatMap((fan, index) => [
      api.like(fan, row.id, true),
      api.like(fan, row.id, true),
      ...(index % 4 === 0 ? [api.like(fan, row.id, false)] : []),
    ]);
    const answers = await Promise.all(racers);
    expect(answers.every((answer) => answer.envelope.status === 200)).toBe(true);
    const liked = await likedRows(row.id);
    expect(await likeNum(row.id)).toBe(liked);
    expect(liked).toBeGreaterThanOrEqual(15);
    await Promise.all(
      fans.map((fan) => Promise.all([api.like(fan, row.id, false), api.like(fan, row.id, false)])),
    );
    expect(await likedRows(row.id)).toBe(0);
    expect(await likeNum(row.id)).toBe(0);
  });

  it('needs a login and an existing discussion', async () => {
    const row = await postDiscussion(api, author, discussionBody(general));
    expect((await api.like(visitor, row.id, true)).httpStatus).toBe(401);
    expect((await api.like(await callerOf(), 987_654_321, true)).envelope.status).toBe(404);
    const bad = await api.send('GET', '/api/discussion-like', await callerOf(), {
      did: row.id,
      toLike: 'maybe',
    });
    expect(bad.envelope.status).toBe(400);
    expect(bad.envelope.msg).toContain('toLike');
  });

  it('lets muted roles like (liking is not posting)', async () => {
    const row = await postDiscussion(api, author, discussionBody(general));
    for (const role of [
      roleCodes.noDiscussion,
      roleCodes.muted,
      roleCodes.noSubmitNoDiscussion,
      roleCodes.noSubmitMuted,
    ])
      expect((await api.like(await callerOf(role), row.id, true)).envelope.status, `role ${role}`).toBe(200);
    expect(await likeNum(row.id)).toBe(4);
  });

  it('tells the author once per liker: the first like sends a message, an unlike and a re-like none, their own like none', async () => {
    const writer = await callerOf();
    const row = await postDiscussion(api, writer, discussionBody(general));
    const messages = messageCentre(api);
    const fan = await callerOf();
    await api.like(fan, row.id, true);
    await api.like(fan, row.id, false);
    await api.like(fan, row.id, true);
    await api.like(writer, row.id, true);
    expect((await messages.unread(writer)).like).toBe(1);
    const likes = await messages.box<UserMessage>(writer, 'like');
    expect(likes).toHaveLength(1);
    expect(likes[0]).toMatchObject({
      action: 'Like_Discuss',
      sourceId: row.id,
      sourceType: 'Discussion',
      sourceTitle: row.title,
      senderId: fan.uid,
      url: `/discussion-detail/${row.id}`,
    });
    expect((await messages.unread(writer)).like).toBe(0);
  });
});
