import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addGroupContestAnnouncement,
  getContestAnnouncement,
  getContestNotReadAnnouncement,
  getGroupContestAnnouncementList,
  updateGroupContestAnnouncement,
  type ContestAnnouncement,
  type Page,
  type StoredContest,
  type UnreadContestAnnouncement,
} from '@oj/shared';
import { useLocalStack } from './local-stack';
import type { Caller } from './discussion-kit';
import { groupClass, groupSend, type GroupClass } from './group-fixtures';
import { missingContestId, storeContest } from './contest-fixtures';
import { groupAdminsAnswers } from './group-matrix/admins-answers';

/*
 * The announcements of a group's contests (contract "Area: group"; spec part 3, §2.10, §6) through the
 * real /api: the group's admins list them, whoever may change the contest (a root of the group, or the
 * group admin who created it) publishes, edits and deletes them, and the contest's members read them
 * through the contest's own announcement calls. The contests are stored straight through the data
 * layer with the group's `gid`, as the group contest form would store them.
 */

let url: string;
let send: ReturnType<typeof groupSend>;
let cls: GroupClass;
const run = randomUUID().slice(0, 8);
const hourMs = 3600 * 1000;

beforeAll(async () => {
  ({ url } = useLocalStack());
  send = groupSend(url);
  cls = await groupClass(url);
}, 120_000);

type AnnouncementPage = Page<ContestAnnouncement>;

const adminList = (caller: Caller, cid: number, query: Record<string, string | number> = {}) =>
  send<AnnouncementPage>('GET', '/api/group/get-contest-announcement-list', caller, { cid, ...query });
const publish = (caller: Caller, body: unknown) =>
  send('POST', '/api/group/contest-announcement', caller, {}, body);
const edit = (caller: Caller, body: unknown) =>
  send('PUT', '/api/group/contest-announcement', caller, {}, body);
const remove = (caller: Caller, cid: number, aid: number) =>
  send('DELETE', '/api/group/contest-announcement', caller, { cid, aid });
const contestantList = (caller: Caller, cid: number) =>
  send<AnnouncementPage>('GET', '/api/get-contest-announcement', caller, { cid, limit: 100 });
const unread = (caller: Caller, cid: number, readAnnouncementList: number[] = []) =>
  send<UnreadContestAnnouncement[]>(
    'POST',
    '/api/get-contest-not-read-announcement',
    caller,
    {},
    {
      cid,
      readAnnouncementList,
    },
  );

/** A contest of the class, created by the class's group admin unless `overrides` say otherwise. */
const groupContest = (overrides: Partial<StoredContest> = {}) =>
  storeContest({ gid: cls.gid, uid: cls.admin.uid, author: 'class-admin', ...overrides });

/** Publishes an announcement as `caller` and answers its id, as the group's admin list shows it. */
async function published(caller: Caller, cid: number, title: string, status: 0 | 1 = 0): Promise<number> {
  const answer = await publish(caller, { cid, announcement: { title, content: `**${title}**`, status } });
  expect(answer.envelope, answer.envelope.msg).toMatchObject({ status: 200, data: null });
  const rows = (await adminList(cls.superAdmin, cid, { limit: 100 })).envelope.data.records;
  const found = rows.find((row) => row.title === title);
  if (!found) throw new Error(`no announcement ${title} in contest ${cid}`);
  return found.id;
}

const titlesOf = async (cid: number) =>
  (await adminList(cls.superAdmin, cid, { limit: 100 })).envelope.data.records.map((row) => row.title);

describe("a group contest's announcement list", () => {
  let cid: number;

  beforeAll(async () => {
    ({ cid } = await groupContest());
    for (const title of ['one', 'two', 'three']) await published(cls.admin, cid, `${title} ${run}`);
    await published(cls.admin, cid, `secret ${run}`, 1);
  });

  it('shows every announcement, hidden ones too, newest first, ten to a page, in the contract shape', async () => {
    const answer = await adminList(cls.admin, cid);
    const page = getGroupContestAnnouncementList.response.parse(answer.envelope.data);
    expect(page.size).toBe(10);
    expect(page.records.map((row) => row.title)).toEqual([
      `secret ${run}`,
      `three ${run}`,
      `two ${run}`,
      `one ${run}`,
    ]);
    expect(page.records[0]).toEqual({
      id: expect.any(Number),
      title: `secret ${run}`,
      content: `**secret ${run}**`,
      uid: cls.admin.uid,
      username: expect.any(String),
      status: 1,
      gmtCreate: expect.any(String),
      gmtModified: expect.any(String),
    });
    const second = await adminList(cls.admin, cid, { limit: 3, currentPage: 2 });
    expect(second.envelope.data.records.map((row) => row.title)).toEqual([`one ${run}`]);
  });

  it.each(groupAdminsAnswers)('answers the %s with %i', async (standing, status) => {
    expect((await adminList(cls[standing], cid)).envelope.status).toBe(status);
  });

  it('lets a group admin list the announcements of a contest another admin of the group created', async () => {
    const byRoot = await groupContest({ uid: cls.root.uid });
    await published(cls.root, byRoot.cid, `root's ${run}`);
    const answer = await adminList(cls.admin, byRoot.cid);
    expect(answer.envelope.data.records.map((row) => row.title)).toEqual([`root's ${run}`]);
  });

  it('answers a site contest, and one that does not exist, as not found, even to the super admin', async () => {
    const site = await storeContest({ uid: cls.superAdmin.uid });
    for (const id of [site.cid, missingContestId]) {
      const answer = await adminList(cls.superAdmin, id);
      expect(answer.envelope.status).toBe(404);
    }
  });

  it('answers a hidden group contest as not found to a member, and lists it for its creator', async () => {
    const hidden = await groupContest({ visible: false });
    expect((await adminList(cls.member, hidden.cid)).envelope.status).toBe(404);
    expect((await adminList(cls.admin, hidden.cid)).envelope.status).toBe(200);
    expect((await adminList(cls.root, hidden.cid)).envelope.status).toBe(200);
  });
});

describe("publishing a group contest's announcement", () => {
  it.each(groupAdminsAnswers)(
    'on a contest the group admin created: the %s is answered %i',
    async (standing, status) => {
      const { cid } = await groupContest();
      const title = `by ${standing} ${run}`;
      const answer = await publish(cls[standing], { cid, announcement: { title, content: 'x', status: 0 } });
      expect(answer.envelope.status).toBe(status);
      expect((await titlesOf(cid)).includes(title)).toBe(status === 200);
    },
  );

  it('refuses a group admin on a contest another admin created, saying whose it is to change', async () => {
    const { cid } = await groupContest({ uid: cls.root.uid });
    const answer = await publish(cls.admin, {
      cid,
      announcement: { title: `not mine ${run}`, content: 'x' },
    });
    expect(answer.envelope).toMatchObject({
      status: 403,
      msg: `Only a root of group ${cls.gid} or the one who made it may change it`,
    });
    expect(await titlesOf(cid)).toEqual([]);
  });

  it('is open before the contest starts and after it ends', async () => {
    const now = Date.now();
    const before = await groupContest({
      startTime: new Date(now + hourMs).toISOString(),
      endTime: new Date(now + 2 * hourMs).toISOString(),
    });
    const after = await groupContest({
      startTime: new Date(now - 3 * hourMs).toISOString(),
      endTime: new Date(now - 2 * hourMs).toISOString(),
    });
    expect(await published(cls.admin, before.cid, `early ${run}`)).toBeGreaterThan(0);
    expect(await published(cls.admin, after.cid, `late ${run}`)).toBeGreaterThan(0);
  });

  it('refuses a site contest as not found, and publishes nothing there', async () => {
    const site = await storeContest({ uid: cls.owner.uid });
    const answer = await publish(cls.owner, {
      cid: site.cid,
      announcement: { title: `site ${run}`, content: 'x' },
    });
    expect(answer.envelope.status).toBe(404);
    const contestants = await contestantList(cls.owner, site.cid);
    expect(contestants.envelope.data.records).toEqual([]);
  });

  it.each([
    ['a blank title', { title: ' ', content: 'x' }, 'announcement.title'],
    ['no content', { title: 'ok' }, 'announcement.content'],
    ['a status other than 0 or 1', { title: 'ok', content: 'x', status: 3 }, 'announcement.status'],
  ])('refuses %s, naming the field', async (_case, announcement, field) => {
    const { cid } = await groupContest();
    const answer = await publish(cls.admin, { cid, announcement });
    expect(answer.envelope.status).toBe(400);
    expect(answer.envelope.msg).toContain(field);
    expect(await titlesOf(cid)).toEqual([]);
  });

  it('refuses a body without its contest, naming cid', async () => {
    const answer = await publish(cls.admin, { announcement: { title: 'ok', content: 'x' } });
    expect(answer.envelope.status).toBe(400);
    expect(answer.envelope.msg).toContain('cid');
  });

  it('takes the contract body AnnouncementDTO', () => {
    expect(Object.keys(addGroupContestAnnouncement.body.shape).sort()).toEqual(['announcement', 'cid']);
    expect(Object.keys(updateGroupContestAnnouncement.body.shape.announcement.shape).sort()).toEqual([
      'content',
      'id',
      'status',
      'title',
    ]);
  });
});

describe("changing and deleting a group contest's announcement", () => {
  it('is for whoever may change the contest', async () => {
    const { cid } = await groupContest();
    const id = await published(cls.admin, cid, `to change ${run}`);
    const body = (title: string, status: 0 | 1 = 0) => ({
      cid,
      announcement: { id, title, content: 'edited', status },
    });
    expect((await edit(cls.admin, body(`by admin ${run}`))).envelope).toMatchObject({
      status: 200,
      data: null,
    });
    expect((await edit(cls.root, body(`by root ${run}`, 1))).envelope.status).toBe(200);
    for (const standing of ['visitor', 'outsider', 'applicant', 'refused', 'member', 'siteAdmin'] as const)
      expect((await edit(cls[standing], body(`by ${standing}`))).envelope.status).toBe(
        standing === 'visitor' ? 401 : 403,
      );
    const rows = (await adminList(cls.admin, cid)).envelope.data.records;
    expect(rows).toEqual([
      expect.objectContaining({ id, title: `by root ${run}`, content: 'edited', status: 1 }),
    ]);

    for (const standing of ['visitor', 'outsider', 'applicant', 'refused', 'member', 'siteAdmin'] as const)
      expect((await remove(cls[standing], cid, id)).envelope.status).toBe(standing === 'visitor' ? 401 : 403);
    expect((await remove(cls.owner, cid, id)).envelope).toMatchObject({ status: 200, data: null });
    expect((await adminList(cls.admin, cid)).envelope.data.records).toEqual([]);
    expect((await remove(cls.owner, cid, id)).envelope.status).toBe(404);
  });

  it('refuses a group admin on a contest another admin created', async () => {
    const { cid } = await groupContest({ uid: cls.root.uid });
    const id = await published(cls.root, cid, `root's own ${run}`);
    const change = { cid, announcement: { id, title: 'taken', content: 'x', status: 0 } };
    expect((await edit(cls.admin, change)).envelope.status).toBe(403);
    expect((await remove(cls.admin, cid, id)).envelope.status).toBe(403);
    expect(await titlesOf(cid)).toEqual([`root's own ${run}`]);
  });

  it("answers another contest's announcement as not found, and leaves it", async () => {
    const first = await groupContest();
    const second = await groupContest();
    const id = await published(cls.admin, first.cid, `first's ${run}`);
    const change = { cid: second.cid, announcement: { id, title: 'moved', content: 'x', status: 0 } };
    expect((await edit(cls.admin, change)).envelope.status).toBe(404);
    expect((await remove(cls.admin, second.cid, id)).envelope.status).toBe(404);
    expect(await titlesOf(first.cid)).toEqual([`first's ${run}`]);
  });

  it('refuses the super admin on a site contest as not found', async () => {
    const site = await storeContest({ uid: cls.superAdmin.uid });
    expect((await remove(cls.superAdmin, site.cid, 1)).envelope.status).toBe(404);
  });
});

describe("the contest's members reading its announcements", () => {
  let cid: number;
  let shown: number;

  beforeAll(async () => {
    ({ cid } = await groupContest());
    shown = await published(cls.admin, cid, `for the class ${run}`);
    await published(cls.admin, cid, `not yet ${run}`, 1);
  });

  it('through the ordinary contest announcement call: the visible ones', async () => {
    const answer = await contestantList(cls.member, cid);
    const page = getContestAnnouncement.response.parse(answer.envelope.data);
    expect(page.records.map((row) => row.id)).toEqual([shown]);
  });

  it("through the unread poll, with the contest's group", async () => {
    const answer = await unread(cls.member, cid);
    const rows = getContestNotReadAnnouncement.response.parse(answer.envelope.data);
    expect(rows).toEqual([expect.objectContaining({ id: shown, gid: cls.gid })]);
    expect((await unread(cls.member, cid, [shown])).envelope.data).toEqual([]);
  });

  it.each([
    ['visitor', 401],
    ['outsider', 403],
    ['applicant', 403],
    ['refused', 403],
    ['member', 200],
    ['admin', 200],
    ['root', 200],
    ['superAdmin', 200],
  ] as const)('answers the %s with %i', async (standing, status) => {
    expect((await contestantList(cls[standing], cid)).envelope.status).toBe(status);
  });
});
