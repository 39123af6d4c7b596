import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { roleCodes, type DiscussionReport, type Page } from '@oj/shared';
import { useLocalStack } from './local-stack';
import { readComment } from '../src/data/comments/read-comment';
import { expectRefused, nonAdminRoles } from './role-checks';
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
let admin: Caller;
let student: Caller;
beforeAll(async () => {
  const { url } = useLocalStack();
  api = discussionApi(url);
  general = await categoryId(api, await callerOf(roleCodes.superAdmin), '综合');
  admin = await callerOf(roleCodes.admin);
});
/* A new student for each test: every student posts at most the site's discussions a day. */
beforeEach(async () => {
  student = await callerOf();
});

const moderate = (caller: Caller, body: unknown) =>
  api.send('PUT', '/api/admin/discussion', caller, {}, body);
const removeMany = (caller: Caller, ids: unknown) =>
  api.send('DELETE', '/api/admin/discussion', caller, {}, ids);
const reports = (caller: Caller, query: Record<string, number> = { limit: 100 }) =>
  api.send<Page<DiscussionReport>>('GET', '/api/admin/discussion-report', caller, query);
const handle = (caller: Caller, body: unknown) =>
  api.send('PUT', '/api/admin/discussion-report', caller, {}, body);

describe('who may moderate', () => {
  it('refuses the four moderation calls to visitors (401) and to users, 1003 and 1005 (403)', async () => {
    const asToken = (call: (caller: Caller) => Promise<{ httpStatus: number }>) => (token: string | null) =>
      call({ token, uid: '' });
    await expectRefused(
      {
        moderate: asToken((caller) => moderate(caller, { id: 1, topPriority: true })),
        delete: asToken((caller) => removeMany(caller, [987_654_321])),
        reports: asToken((caller) => reports(caller)),
        handle: asToken((caller) => handle(caller, { id: 1, status: true })),
      },
      nonAdminRoles,
    );
  });

  it('lets problem admins, admins and the super admin pin', async () => {
    const row = await postDiscussion(api, student, discussionBody(general));
    for (const role of [roleCodes.problemAdmin, roleCodes.admin, roleCodes.superAdmin]) {
      const answer = await moderate(await callerOf(role), { id: row.id, topPriority: true });
      expect(answer.envelope.status, `role ${role}`).toBe(200);
    }
  });
});

describe('moderating discussions', () => {
  it('pins a discussion to the top of the list and unpins it', async () => {
    const row = await postDiscussion(api, student, discussionBody(general));
    await postDiscussion(api, student, discussionBody(general));
    expect((await moderate(admin, { id: row.id, topPriority: true })).envelope.status).toBe(200);
    expect((await api.detail(admin, row.id)).envelope.data.topPriority).toBe(true);
    expect((await moderate(admin, { id: row.id, topPriority: false })).envelope.status).toBe(200);
    expect((await api.detail(admin, row.id)).envelope.data.topPriority).toBe(false);
  });

  it('disables a discussion: gone from the public list and detail, kept in the admin view of admin roles', async () => {
    const row = await postDiscussion(api, student, discussionBody(general));
    expect((await moderate(admin, { id: row.id, status: 1 })).envelope.status).toBe(200);
    const ids = async (caller: Caller, admin: boolean) =>
      (await api.list(caller, { admin, limit: 100 })).envelope.data.records.map((line) => line.id);
    expect(await ids(admin, true)).toContain(row.id);
    expect(await ids(admin, false)).not.toContain(row.id);
    expect(await ids(student, true)).not.toContain(row.id);
    expect((await api.detail(student, row.id)).envelope.status).toBe(403);
    expect((await api.detail(admin, row.id)).envelope.data.status).toBe(1);
    expect((await moderate(admin, { id: row.id, status: 0 })).envelope.status).toBe(200);
    expect(await ids(student, false)).toContain(row.id);
  });

  it('refuses a change with neither field and a discussion that does not exist', async () => {
    expect((await moderate(admin, { id: 1 })).envelope.status).toBe(400);
    expect((await moderate(admin, { id: 987_654_321, topPriority: true })).envelope.status).toBe(404);
    expect((await moderate(admin, { id: 1, status: 2 })).envelope.status).toBe(400);
  });

  it('deletes the discussions named, passing over ids already gone', async () => {
    const first = await postDiscussion(api, student, discussionBody(general));
    const second = await postDiscussion(api, student, discussionBody(general));
    expect((await removeMany(admin, [first.id, second.id, 987_654_321])).envelope.status).toBe(200);
    for (const id of [first.id, second.id]) expect((await api.detail(admin, id)).envelope.status).toBe(404);
    expect((await removeMany(admin, [])).envelope.status).toBe(400);
  });
});

describe('reports', () => {
  it('lists reports unhandled first, then newest, with the reported discussion’s title and author', async () => {
    const row = await postDiscussion(api, student, discussionBody(general));
    const reason = `why ${randomUUID().slice(0, 6)}`;
    /* Two reporters: an account has one open report of a discussion at a time. */
    for (const content of [`#abuse# ${reason} 1`, `#illegal# ${reason} 2`])
      expect((await api.report(await callerOf(), { did: row.id, content })).envelope.status).toBe(200);
    let listed = (await reports(admin)).envelope.data.records.filter((r) => r.content.includes(reason));
    expect(listed.map((r) => r.content)).toEqual([`#illegal# ${reason} 2`, `#abuse# ${reason} 1`]);
    expect(listed[0]).toMatchObject({
      did: row.id,
      discussionTitle: row.title,
      discussionAuthor: row.author,
      status: false,
      gid: null,
    });
    expect(listed[0]?.reporter).toMatch(/^user-/);
    const older = listed[1]?.id;
    expect((await handle(admin, { id: listed[0]?.id, status: true })).envelope.status).toBe(200);
    const all = (await reports(admin)).envelope.data.records;
    const firstHandled = all.findIndex((r) => r.status);
    expect(all.slice(firstHandled).every((r) => r.status)).toBe(true);
    listed = all.filter((r) => r.content.includes(reason));
    expect(listed.map((r) => r.id)[0]).toBe(older);
    expect(listed[1]?.status).toBe(true);
  });

  it('names the deleted discussion of a report as null, and refuses an unknown report', async () => {
    const row = await postDiscussion(api, student, discussionBody(general));
    const reason = `gone ${randomUUID().slice(0, 6)}`;
    await api.report(student, { did: row.id, content: reason });
    await api.remove(student, row.id);
    const listed = (await reports(admin)).envelope.data.records.find((r) => r.content === reason);
    expect(listed).toMatchObject({ discussionTitle: null, discussionAuthor: null });
    expect((await handle(admin, { id: 987_654_321, status: true })).envelope.status).toBe(404);
    expect((await reports(visitor)).httpStatus).toBe(401);
  });
});

describe('what moderation tells people and takes with it', () => {
  it('tells the author when an admin disables or deletes their discussion, and the reporter when the report is handled', async () => {
    const writer = await callerOf();
    const reporter = await callerOf();
    const messages = messageCentre(api);
    const row = await postDiscussion(api, writer, discussionBody(general));
    await moderate(admin, { id: row.id, status: 1 });
    await moderate(admin, { id: row.id, status: 1 });
    await moderate(admin, { id: row.id, status: 0 });
    expect((await messages.unread(writer)).mine).toBe(1);
    await api.report(reporter, { did: row.id, content: `#abuse# ${row.title}` });
    const report = (await reports(admin)).envelope.data.records.find((r) => r.did === row.id);
    await handle(admin, { id: report?.id, status: true });
    await handle(admin, { id: report?.id, status: true });
    const told = await messages.box(reporter, 'mine');
    expect(told).toHaveLength(1);
    expect(told[0]?.content).toContain(row.title);
    await removeMany(admin, [row.id]);
    const mine = await messages.box(writer, 'mine');
    expect(mine.map((message) => message.title)).toEqual(['Discussion deleted', 'Discussion disabled']);
    const own = await postDiscussion(api, admin, discussionBody(general));
    await removeMany(admin, [own.id]);
    expect((await messages.unread(admin)).mine).toBe(0);
  });

  it('deletes a discussion’s comments with it', async () => {
    const row = await postDiscussion(api, student, discussionBody(general));
    const comment = await api.send<{ id: number }>(
      'POST',
      '/api/comment',
      student,
      {},
      { did: row.id, content: 'First!' },
    );
    expect(comment.envelope.status, comment.envelope.msg).toBe(200);
    expect(await readComment(comment.envelope.data.id)).not.toBeNull();
    expect((await api.remove(student, row.id)).envelope.status).toBe(200);
    expect(await readComment(comment.envelope.data.id)).toBeNull();
  });
});
