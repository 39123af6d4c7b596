import { beforeAll, describe, expect, it } from 'vitest';
import {
  adminAnnouncementRules,
  contestAnnouncementRules,
  type ContestAnnouncement,
  type Page,
  type StoredContest,
  type UnreadContestAnnouncement,
} from '@oj/shared';
import { callApi, useLocalStack } from './local-stack';
import { contestSessions, missingContestId, storeContest, type Session } from './contest-fixtures';
import { expectRefused, nonAdminRoles, type CallAs } from './role-checks';

const english = { 'accept-language': 'en-US' };
const adminPath = '/api/admin/contest/announcement';
const hourMs = 3600 * 1000;

let url: string;
/** An admin who creates the contests of these tests, another admin, the super admin, a contestant. */
let owner: Session;
let otherAdmin: Session;
let root: Session;
let contestant: Session;
beforeAll(async () => {
  ({ url } = useLocalStack());
  ({ owner, otherAdmin, root, contestant } = await contestSessions());
});

const request = <T = null>(
  method: string,
  path: string,
  { query = '', body, token }: { query?: string; body?: unknown; token: string | null },
) =>
  callApi<T>(`${url}${path}${query}`, {
    method,
    token: token ?? undefined,
    headers: english,
    body: body === undefined ? undefined : JSON.stringify(body),
  });

/** The admin calls, as the contest's creator unless a token is given. */
const admin = <T = null>(method: string, query = '', body?: unknown, token: string | null = owner.token) =>
  request<T>(method, adminPath, { query, body, token });
const adminList = async (cid: number, token = owner.token) =>
  (await admin<Page<ContestAnnouncement>>('GET', `?cid=${cid}&limit=100`, undefined, token)).envelope;
const publicList = (cid: number, query = '', token: string | null = contestant.token) =>
  request<Page<ContestAnnouncement>>('GET', '/api/get-contest-announcement', {
    query: `?cid=${cid}${query}`,
    token,
  });
const unread = (cid: number, readAnnouncementList: number[], token = contestant.token) =>
  request<UnreadContestAnnouncement[]>('POST', '/api/get-contest-not-read-announcement', {
    body: { cid, readAnnouncementList },
    token,
  });

/** A contest created by `owner`, running unless `overrides` say otherwise. */
const ownedContest = (overrides: Partial<StoredContest> = {}) =>
  storeContest({ uid: owner.uid, ...overrides });

/** Publishes announcements titled by `titles` in order (status 1 for names in `hidden`), answering their ids. */
async function publish(
  cid: number,
  titles: string[],
  hidden: string[] = [],
): Promise<Record<string, number>> {
  for (const title of titles) {
    const status = hidden.includes(title) ? 1 : 0;
    const answer = await admin('POST', '', { cid, announcement: { title, content: `**${title}**`, status } });
    expect(answer.envelope.status, answer.envelope.msg).toBe(200);
  }
  const { data } = await adminList(cid);
  return Object.fromEntries(data.records.map((record) => [record.title, record.id]));
}

describe("a contest's admin publishing announcements", () => {
  it('lists every announcement of the contest for its admin, hidden ones too, newest first, with its author', async () => {
    const { cid } = await ownedContest();
    const ids = await publish(cid, ['first', 'second', 'secret'], ['secret']);
    const { data } = await adminList(cid);
    expect(data.records.map((record) => record.title)).toEqual(['secret', 'second', 'first']);
    expect(data.total).toBe(3);
    expect(data.records[2]).toMatchObject({
      id: ids.first,
      content: '**first**',
      status: 0,
      uid: owner.uid,
      username: `user-${owner.uid.slice(0, 8)}`,
    });
    expect(data.records[0]?.status).toBe(1);
  });

  it('pages the admin list ten at a time by default', async () => {
    const { cid } = await ownedContest();
    await publish(
      cid,
      Array.from({ length: 11 }, (_, index) => `n${index}`),
    );
    const first = (await admin<Page<ContestAnnouncement>>('GET', `?cid=${cid}`)).envelope.data;
    const second = (await admin<Page<ContestAnnouncement>>('GET', `?cid=${cid}&currentPage=2`)).envelope.data;
    expect(first).toMatchObject({ total: 11, size: contestAnnouncementRules.adminPageSize, pages: 2 });
    expect(first.records[0]?.title).toBe('n10');
    expect(second.records.map((record) => record.title)).toEqual(['n0']);
  });

  it("keeps each contest's announcements apart", async () => {
    const [one, two] = await Promise.all([ownedContest(), ownedContest()]);
    await publish(one.cid, ['of one']);
    await publish(two.cid, ['of two']);
    expect((await adminList(one.cid)).data.records.map((record) => record.title)).toEqual(['of one']);
    expect((await adminList(two.cid)).data.records.map((record) => record.title)).toEqual(['of two']);
  });

  it('edits the title, content and status in place', async () => {
    const { cid } = await ownedContest();
    const { old } = await publish(cid, ['old']);
    const edit = { cid, announcement: { id: old, title: 'new', content: 'new text', status: 1 } };
    expect((await admin('PUT', '', edit)).envelope.status).toBe(200);
    const [edited] = (await adminList(cid)).data.records;
    expect(edited).toMatchObject({ id: old, title: 'new', content: 'new text', status: 1 });
    expect(edited?.gmtModified).not.toBe(edited?.gmtCreate);
  });

  it('deletes an announcement by its id alone, and answers 404 for one that is gone', async () => {
    const { cid } = await ownedContest();
    const { gone, kept } = await publish(cid, ['gone', 'kept']);
    expect((await admin('DELETE', `?aid=${gone}`)).envelope.status).toBe(200);
    expect((await adminList(cid)).data.records.map((record) => record.id)).toEqual([kept]);
    expect((await admin('DELETE', `?aid=${gone}`)).envelope).toMatchObject({
      status: 404,
      msg: `The contest announcement does not exist: ${gone}`,
    });
  });

  it('answers 404 for an edit of an announcement the contest does not have', async () => {
    const [one, two] = await Promise.all([ownedContest(), ownedContest()]);
    const { theirs } = await publish(two.cid, ['theirs']);
    const edit = { cid: one.cid, announcement: { id: theirs, title: 't', content: 'c', status: 0 } };
    expect((await admin('PUT', '', edit)).envelope).toMatchObject({ status: 404 });
    expect((await adminList(two.cid)).data.records[0]?.title).toBe('theirs');
  });

  it('keeps markdown exactly as written, a script tag included: the web sanitises it when shown', async () => {
    const { cid } = await ownedContest();
    const content = '# Head\n\n<script>alert(1)</script>\n\n`x`';
    await admin('POST', '', { cid, announcement: { title: 'md', content, status: 0 } });
    expect((await adminList(cid)).data.records[0]?.content).toBe(content);
  });

  it('answers 404 naming the contest when it does not exist', async () => {
    const missing = missingContestId;
    const body = { cid: missing, announcement: { title: 't', content: 'c', status: 0 } };
    for (const answer of [
      await admin('GET', `?cid=${missing}`),
      await admin('POST', '', body),
      await publicList(missing),
      await unread(missing, []),
    ])
      expect(answer.envelope).toMatchObject({ status: 404, msg: `The contest does not exist: ${missing}` });
  });
});

describe('the rules of a contest announcement', () => {
  const announcement = { title: 'A title', content: 'Some content', status: 0 };
  const refusal = async (method: string, body: unknown, query = '') =>
    (await admin(method, query, body)).envelope;
  let cid: number;
  beforeAll(async () => {
    ({ cid } = await ownedContest());
  });

  it.each([
    ['a missing title', { title: undefined }, 'announcement.title'],
    ['a blank title', { title: '   ' }, 'announcement.title'],
    [
      'a title over the limit',
      { title: 'x'.repeat(adminAnnouncementRules.titleMaxLength + 1) },
      'announcement.title',
    ],
    ['a missing content', { content: undefined }, 'announcement.content'],
    ['a blank content', { content: ' \n ' }, 'announcement.content'],
    [
      'a content over the limit',
      { content: 'x'.repeat(adminAnnouncementRules.contentMaxLength + 1) },
      'announcement.content',
    ],
    ['a status other than 0 or 1', { status: 2 }, 'announcement.status'],
  ])('refuses %s, naming the field', async (_name, change, field) => {
    for (const method of ['POST', 'PUT'])
      expect(
        await refusal(method, { cid, announcement: { ...announcement, id: 1, ...change } }),
      ).toMatchObject({
        status: 400,
        msg: expect.stringMatching(new RegExp(`^Invalid parameter ${field.replace('.', '\\.')}: `)),
      });
  });

  it('accepts a title and a content at their limits', async () => {
    const atLimits = {
      title: 'x'.repeat(adminAnnouncementRules.titleMaxLength),
      content: 'y'.repeat(adminAnnouncementRules.contentMaxLength),
      status: 0,
    };
    expect((await refusal('POST', { cid, announcement: atLimits })).status).toBe(200);
  });

  it('refuses a missing contest, an edit without the announcement id and a delete without aid', async () => {
    expect((await refusal('POST', { announcement })).msg).toMatch(/^Invalid parameter cid: /);
    expect((await refusal('GET', undefined)).msg).toMatch(/^Invalid parameter cid: /);
    expect((await refusal('PUT', { cid, announcement })).msg).toMatch(
      /^Invalid parameter announcement\.id: /,
    );
    expect((await refusal('DELETE', undefined)).msg).toMatch(/^Invalid parameter aid: /);
  });

  it('refuses a poll without its contest or with ids that are not numbers', async () => {
    const poll = (body: unknown) =>
      request('POST', '/api/get-contest-not-read-announcement', { body, token: contestant.token });
    expect((await poll({ readAnnouncementList: [] })).envelope.msg).toMatch(/^Invalid parameter cid: /);
    expect((await poll({ cid, readAnnouncementList: ['a'] })).envelope.msg).toMatch(
      /^Invalid parameter readAnnouncementList\.0: /,
    );
  });
});

describe('who may manage the announcements of a contest', () => {
  it.each([
    ['its creator (an admin)', 200, () => owner.token],
    ['the super admin', 200, () => root.token],
    ['an admin who did not create it', 403, () => otherAdmin.token],
  ])('answers %s listing, publishing, editing and deleting with status %i', async (_who, expected, token) => {
    const { cid } = await ownedContest();
    const { mine } = await publish(cid, ['mine']);
    const announcement = { id: mine, title: 'edited', content: 'c', status: 0 };
    const answers = [
      await admin('GET', `?cid=${cid}`, undefined, token()),
      await admin('POST', '', { cid, announcement: { title: 't', content: 'c', status: 0 } }, token()),
      await admin('PUT', '', { cid, announcement }, token()),
      await admin('DELETE', `?aid=${mine}`, undefined, token()),
    ];
    for (const answer of answers) expect(answer.envelope.status, answer.envelope.msg).toBe(expected);
    if (expected === 403)
      expect(answers[0]?.envelope.msg).toBe(
        `Only the creator of contest ${cid} or a super admin may manage its announcements`,
      );
  });

  it('refuses the visitor (401) and every role that is no administrator (403)', async () => {
    const { cid } = await ownedContest();
    const body = { cid, announcement: { id: 1, title: 't', content: 'c', status: 0 } };
    const calls: Record<string, CallAs> = {
      list: (token) => admin('GET', `?cid=${cid}`, undefined, token),
      add: (token) => admin('POST', '', body, token),
      edit: (token) => admin('PUT', '', body, token),
      delete: (token) => admin('DELETE', '?aid=1', undefined, token),
    };
    await expectRefused(calls, nonAdminRoles);
  });
});

describe("contestants reading a contest's announcements", () => {
  it('shows the visible announcements only, newest first, five a page by default', async () => {
    const { cid } = await ownedContest();
    const titles = ['a1', 'a2', 'a3', 'a4', 'a5', 'a6', 'hidden'];
    await publish(cid, titles, ['hidden']);
    const first = (await publicList(cid)).envelope;
    expect(first.status, first.msg).toBe(200);
    expect(first.data).toMatchObject({ total: 6, size: contestAnnouncementRules.userPageSize, pages: 2 });
    expect(first.data.records.map((record) => record.title)).toEqual(['a6', 'a5', 'a4', 'a3', 'a2']);
    expect(first.data.records[0]).toMatchObject({ content: '**a6**', status: 0, uid: owner.uid });
    const second = (await publicList(cid, '&currentPage=2')).envelope.data;
    expect(second.records.map((record) => record.title)).toEqual(['a1']);
  });

  it('answers the poll with the visible announcements not yet read, newest first', async () => {
    const { cid } = await ownedContest();
    const ids = await publish(cid, ['one', 'two', 'three', 'quiet'], ['quiet']);
    const all = (await unread(cid, [])).envelope;
    expect(all.status, all.msg).toBe(200);
    expect(all.data.map((row) => row.title)).toEqual(['three', 'two', 'one']);
    expect(all.data[0]).toMatchObject({ id: ids.three, content: '**three**', status: 0, gid: null });
    const rest = (await unread(cid, [ids.three as number, ids.one as number, 12345])).envelope.data;
    expect(rest.map((row) => row.id)).toEqual([ids.two]);
    expect((await unread(cid, Object.values(ids))).envelope.data).toEqual([]);
  });

  it.each([
    ['a public contest that is running', 200, {}],
    ['a private contest without its password', 403, { auth: 1 as const, pwd: 'secret' }],
    [
      'a contest that has not started',
      403,
      {
        startTime: new Date(Date.now() + hourMs).toISOString(),
        endTime: new Date(Date.now() + 2 * hourMs).toISOString(),
      },
    ],
    [
      'a contest that has ended',
      200,
      {
        startTime: new Date(Date.now() - 2 * hourMs).toISOString(),
        endTime: new Date(Date.now() - hourMs).toISOString(),
      },
    ],
  ])(
    'answers a contestant of %s with status %i, and its creator with 200',
    async (_name, expected, overrides: Partial<StoredContest>) => {
      const { cid } = await ownedContest(overrides);
      expect((await publicList(cid)).envelope.status).toBe(expected);
      expect((await unread(cid, [])).envelope.status).toBe(expected);
      expect((await publicList(cid, '', owner.token)).envelope.status).toBe(200);
    },
  );

  it('refuses the visitor with 401', async () => {
    const { cid } = await ownedContest();
    expect((await publicList(cid, '', null)).httpStatus).toBe(401);
    expect(
      (await request('POST', '/api/get-contest-not-read-announcement', { body: { cid }, token: null }))
        .httpStatus,
    ).toBe(401);
  });
});
