import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  addGroupAnnouncement,
  adminGetAnnouncementList,
  getCommonAnnouncement,
  getGroupAdminAnnouncementList,
  getGroupAnnouncementList,
  type AdminAnnouncement,
  type Page,
} from '@oj/shared';
import { useLocalStack } from './local-stack';
import type { Caller } from './discussion-kit';
import { groupClass, groupSend, type GroupClass } from './group-fixtures';
import { createAnnouncement as storeSiteAnnouncement } from '../src/data/announcements/create-announcement';
import { listAllAnnouncements } from '../src/data/announcements/list-all-announcements';
import { sweepGroupAnnouncements } from '../src/data/announcements/sweep-group-announcements';
import { publishAnnouncement } from '../src/modules/admin-announcement';
import { groupAdminsAnswers } from './group-matrix/admins-answers';

/*
 * A group's announcements (spec part 3, §2.8, §6; contract "Area: group") through the real /api: the
 * members' list, the admin list, publishing, editing, hiding and deleting, with the role rules for
 * every standing, and the wall between a group's board and the site's (and another group's).
 */

let url: string;
let send: ReturnType<typeof groupSend>;
let cls: GroupClass;
let other: GroupClass;
const run = randomUUID().slice(0, 8);

beforeAll(async () => {
  ({ url } = useLocalStack());
  send = groupSend(url);
  [cls, other] = await Promise.all([groupClass(url), groupClass(url)]);
}, 120_000);

type AnnouncementPage = Page<AdminAnnouncement>;

const memberList = (caller: Caller, gid: number, query: Record<string, string | number> = {}) =>
  send<AnnouncementPage>('GET', '/api/group/get-announcement-list', caller, { gid, ...query });
const adminList = (caller: Caller, gid: number, query: Record<string, string | number> = {}) =>
  send<AnnouncementPage>('GET', '/api/group/get-admin-announcement-list', caller, { gid, ...query });
const publish = (caller: Caller, body: Record<string, unknown>) =>
  send('POST', '/api/group/announcement', caller, {}, body);
const edit = (caller: Caller, body: Record<string, unknown>) =>
  send('PUT', '/api/group/announcement', caller, {}, body);
const remove = (caller: Caller, aid: number) => send('DELETE', '/api/group/announcement', caller, { aid });

/** The id of the newest announcement of group `gid` titled `title`, as the group's admin list shows it. */
async function idOf(gid: number, title: string): Promise<number> {
  const page = await adminList(cls.superAdmin, gid, { limit: 100 });
  const found = page.envelope.data.records.find((announcement) => announcement.title === title);
  if (!found) throw new Error(`no announcement titled ${title} in group ${gid}`);
  return found.id;
}

/** Publishes an announcement in the class as `caller` and answers its id. */
async function published(caller: Caller, title: string, status: 0 | 1 = 0, gid = cls.gid): Promise<number> {
  const answer = await publish(caller, { gid, title, content: `# ${title}`, status });
  expect(answer.envelope).toMatchObject({ status: 200, data: null });
  return idOf(gid, title);
}

describe("a group's announcement list for its members", () => {
  const titles = Array.from({ length: 7 }, (_, index) => `Notice ${run} ${index + 1}`);

  beforeAll(async () => {
    for (const title of titles) await published(cls.admin, title);
    await published(cls.admin, `Hidden ${run}`, 1);
  }, 60_000);

  it('pages the visible ones, newest first, five to a page, in the contract shape', async () => {
    const first = await memberList(cls.member, cls.gid);
    const page = getGroupAnnouncementList.response.parse(first.envelope.data);
    expect(page.size).toBe(5);
    expect(page.total).toBe(7);
    expect(page.records.map((record) => record.title)).toEqual(titles.slice(2).reverse());
    expect(page.records[0]).toEqual({
      id: expect.any(Number),
      title: titles[6],
      content: `# ${titles[6]}`,
      uid: cls.admin.uid,
      username: expect.any(String),
      status: 0,
      gmtCreate: expect.any(String),
      gmtModified: expect.any(String),
    });
    const second = await memberList(cls.member, cls.gid, { currentPage: 2 });
    expect(second.envelope.data.records.map((record) => record.title)).toEqual([titles[1], titles[0]]);
  });

  it('never shows a hidden one', async () => {
    const all = await memberList(cls.member, cls.gid, { limit: 100 });
    expect(all.envelope.data.records.map((record) => record.title)).not.toContain(`Hidden ${run}`);
  });

  it.each([
    ['visitor', 401],
    ['outsider', 403],
    ['applicant', 403],
    ['refused', 403],
    ['member', 200],
    ['admin', 200],
    ['root', 200],
    ['owner', 200],
    ['siteAdmin', 403],
    ['superAdmin', 200],
  ] as const)('answers the %s with %i', async (standing, status) => {
    const answer = await memberList(cls[standing], cls.gid);
    expect(answer.envelope.status).toBe(status);
    if (status === 200) expect(answer.envelope.data.total).toBe(7);
  });

  it('answers an unknown group as not found', async () => {
    const answer = await memberList(cls.superAdmin, 2_100_000_001);
    expect(answer.envelope.status).toBe(404);
  });
});

describe("a group's admin announcement list", () => {
  let hidden: number;

  beforeAll(async () => {
    hidden = await published(cls.root, `Admin view ${run}`, 1);
  });

  it('shows hidden ones too, ten to a page, in the contract shape', async () => {
    const answer = await adminList(cls.admin, cls.gid);
    const page = getGroupAdminAnnouncementList.response.parse(answer.envelope.data);
    expect(page.size).toBe(10);
    expect(page.records[0]).toMatchObject({ id: hidden, status: 1, uid: cls.root.uid });
    expect(page.total).toBeGreaterThanOrEqual(1);
  });

  it.each(groupAdminsAnswers)('answers the %s with %i', async (standing, status) => {
    expect((await adminList(cls[standing], cls.gid)).envelope.status).toBe(status);
  });
});

describe('publishing a group announcement', () => {
  it.each(groupAdminsAnswers)('is for the group admins: the %s is answered %i', async (standing, status) => {
    const title = `By ${standing} ${run}`;
    const answer = await publish(cls[standing], { gid: cls.gid, title, content: 'text', status: 1 });
    expect(answer.envelope.status).toBe(status);
    const titles = (await adminList(cls.superAdmin, cls.gid, { limit: 100 })).envelope.data.records.map(
      (record) => record.title,
    );
    expect(titles.includes(title)).toBe(status === 200);
  });

  it('tells the member that only the group admins may', async () => {
    const answer = await publish(cls.member, { gid: cls.gid, title: 'No', content: 'text', status: 0 });
    expect(answer.envelope.msg).toBe(`Only the admins of group ${cls.gid} may do this`);
  });

  it.each([
    ['a blank title', { title: '  ' }, 'title'],
    ['a title over 100 characters', { title: 'x'.repeat(101) }, 'title'],
    ['no content', { content: undefined }, 'content'],
    ['a status other than 0 or 1', { status: 2 }, 'status'],
    ['no group', { gid: undefined }, 'gid'],
  ])('refuses %s, naming the field, and publishes nothing', async (_case, change, field) => {
    const title = `Invalid ${field} ${run}`;
    const body = { gid: cls.gid, title, content: 'text', status: 0, ...change };
    const answer = await publish(cls.admin, body);
    expect(answer.envelope.status).toBe(400);
    expect(answer.envelope.msg).toContain(field);
    const all = await adminList(cls.superAdmin, cls.gid, { limit: 100 });
    expect(all.envelope.data.records.map((record) => record.title)).not.toContain(title);
  });
});

describe('changing a group announcement', () => {
  it('is for a root of the group or the admin who published it', async () => {
    const byAdmin = await published(cls.admin, `Admin's ${run}`);
    const byRoot = await published(cls.root, `Root's ${run}`);
    const change = (id: number, title: string) => ({
      id,
      gid: cls.gid,
      title,
      content: 'changed',
      status: 0,
    });

    expect((await edit(cls.admin, change(byAdmin, `Admin's edited ${run}`))).envelope.status).toBe(200);
    expect((await edit(cls.root, change(byAdmin, `Root edited ${run}`))).envelope.status).toBe(200);
    const notYours = await edit(cls.admin, change(byRoot, `Not yours ${run}`));
    expect(notYours.envelope).toMatchObject({
      status: 403,
      msg: `Only a root of group ${cls.gid} or the one who made it may change it`,
    });
    expect((await edit(cls.owner, change(byRoot, `Owner edited ${run}`))).envelope.status).toBe(200);
    expect((await edit(cls.superAdmin, change(byRoot, `Super edited ${run}`))).envelope.status).toBe(200);

    const rows = (await adminList(cls.superAdmin, cls.gid, { limit: 100 })).envelope.data.records;
    expect(rows.find((row) => row.id === byAdmin)).toMatchObject({
      title: `Root edited ${run}`,
      content: 'changed',
    });
    expect(rows.find((row) => row.id === byRoot)).toMatchObject({ title: `Super edited ${run}` });
  });

  it.each([
    ['visitor', 401],
    ['outsider', 403],
    ['applicant', 403],
    ['refused', 403],
    ['member', 403],
    ['siteAdmin', 403],
  ] as const)('refuses the %s with %i and leaves it as it was', async (standing, status) => {
    const id = await published(cls.admin, `Kept from ${standing} ${run}`);
    const answer = await edit(cls[standing], { id, gid: cls.gid, title: 'Taken', content: 'x', status: 0 });
    expect(answer.envelope.status).toBe(status);
    const row = (await adminList(cls.superAdmin, cls.gid, { limit: 100 })).envelope.data.records.find(
      (record) => record.id === id,
    );
    expect(row?.title).toBe(`Kept from ${standing} ${run}`);
  });

  it('hides one from the members and shows it again in its place', async () => {
    const older = await published(cls.admin, `Older ${run}`);
    const id = await published(cls.admin, `Toggled ${run}`);
    const newer = await published(cls.admin, `Newer ${run}`);
    const body = { id, gid: cls.gid, title: `Toggled ${run}`, content: 'x' };
    const visibleIds = async () =>
      (await memberList(cls.member, cls.gid, { limit: 100 })).envelope.data.records.map(
        (record) => record.id,
      );

    expect((await edit(cls.admin, { ...body, status: 1 })).envelope.status).toBe(200);
    expect(await visibleIds()).not.toContain(id);
    const hiddenRow = (await adminList(cls.admin, cls.gid, { limit: 100 })).envelope.data.records.find(
      (record) => record.id === id,
    );
    expect(hiddenRow?.status).toBe(1);

    expect((await edit(cls.admin, { ...body, status: 0 })).envelope.status).toBe(200);
    const ids = await visibleIds();
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(id));
    expect(ids.indexOf(id)).toBeLessThan(ids.indexOf(older));
  });

  it("answers another group's announcement, or the site's, as not found", async () => {
    const ofOther = await published(other.admin, `Other group ${run}`, 0, other.gid);
    const site = await storeSiteAnnouncement({ title: `Site ${run}`, content: 'site', username: 'root' });
    for (const id of [ofOther, site.id, 2_100_000_002]) {
      const answer = await edit(cls.root, { id, gid: cls.gid, title: 'Moved', content: 'x', status: 0 });
      expect(answer.envelope.status).toBe(404);
    }
    const otherRow = (await adminList(other.admin, other.gid)).envelope.data.records.find(
      (row) => row.id === ofOther,
    );
    expect(otherRow?.title).toBe(`Other group ${run}`);
  });
});

describe('deleting a group announcement', () => {
  it('is for a root of the group or the admin who published it', async () => {
    const byAdmin = await published(cls.admin, `Delete admin's ${run}`);
    const byRoot = await published(cls.root, `Delete root's ${run}`);
    expect((await remove(cls.admin, byRoot)).envelope.status).toBe(403);
    expect((await remove(cls.admin, byAdmin)).envelope).toMatchObject({ status: 200, data: null });
    expect((await remove(cls.root, byRoot)).envelope.status).toBe(200);
    const ids = (await adminList(cls.superAdmin, cls.gid, { limit: 100 })).envelope.data.records.map(
      (row) => row.id,
    );
    expect(ids).not.toContain(byAdmin);
    expect(ids).not.toContain(byRoot);
    expect((await remove(cls.root, byRoot)).envelope.status).toBe(404);
  });

  it.each([
    ['visitor', 401],
    ['outsider', 403],
    ['applicant', 403],
    ['refused', 403],
    ['member', 403],
    ['siteAdmin', 403],
    ['owner', 200],
    ['superAdmin', 200],
  ] as const)('answers the %s with %i', async (standing, status) => {
    const id = await published(cls.admin, `Delete by ${standing} ${run}`);
    expect((await remove(cls[standing], id)).envelope.status).toBe(status);
    const ids = (await adminList(cls.superAdmin, cls.gid, { limit: 100 })).envelope.data.records.map(
      (row) => row.id,
    );
    expect(ids.includes(id)).toBe(status !== 200);
  });

  it("answers the site's announcement as not found, and leaves it", async () => {
    const site = await storeSiteAnnouncement({
      title: `Site kept ${run}`,
      content: 'site',
      username: 'root',
    });
    expect((await remove(cls.superAdmin, site.id)).envelope.status).toBe(404);
    expect((await listAllAnnouncements()).map((row) => row.id)).toContain(site.id);
  });

  it('moves the newer visible ones down, so the members still page without gaps', async () => {
    const oldest = await published(cls.admin, `Gap oldest ${run}`);
    const middle = await published(cls.admin, `Gap middle ${run}`);
    const newest = await published(cls.admin, `Gap newest ${run}`);
    expect((await remove(cls.admin, middle)).envelope.status).toBe(200);
    const page = (await memberList(cls.member, cls.gid, { limit: 2 })).envelope.data;
    expect(page.records.map((record) => record.id)).toEqual([newest, oldest]);
  });
});

describe("the wall between a group's announcements and the site's", () => {
  let groupTitle: string;

  beforeAll(async () => {
    groupTitle = `Class only ${run}`;
    await published(cls.admin, groupTitle);
    await storeSiteAnnouncement({ title: `Site wide ${run}`, content: 'site', username: 'root' });
  });

  it("keeps a group's announcement off the home page and the site's admin list", async () => {
    const home = await send<Page<{ title: string }>>('GET', '/api/get-common-announcement', cls.member, {
      limit: 100,
    });
    const homeTitles = getCommonAnnouncement.response
      .parse(home.envelope.data)
      .records.map((row) => row.title);
    expect(homeTitles).toContain(`Site wide ${run}`);
    expect(homeTitles).not.toContain(groupTitle);
    const admin = await send<AnnouncementPage>('GET', '/api/admin/announcement', cls.superAdmin, {
      limit: 100,
    });
    const adminTitles = adminGetAnnouncementList.response
      .parse(admin.envelope.data)
      .records.map((row) => row.title);
    expect(adminTitles).toContain(`Site wide ${run}`);
    expect(adminTitles).not.toContain(groupTitle);
  });

  it("keeps the site's announcements and another group's out of a group", async () => {
    await published(other.admin, `Other class ${run}`, 0, other.gid);
    for (const answer of [
      await memberList(cls.member, cls.gid, { limit: 100 }),
      await adminList(cls.admin, cls.gid, { limit: 100 }),
    ]) {
      const titles = answer.envelope.data.records.map((row) => row.title);
      expect(titles).toContain(groupTitle);
      expect(titles).not.toContain(`Site wide ${run}`);
      expect(titles).not.toContain(`Other class ${run}`);
    }
  });

  it("refuses the site's admin calls on a group's announcement as not found", async () => {
    const id = await idOf(cls.gid, groupTitle);
    const body = { id, title: 'Taken by the site', content: 'x', status: 0 };
    expect((await send('PUT', '/api/admin/announcement', cls.superAdmin, {}, body)).envelope.status).toBe(
      404,
    );
    expect(
      (await send('DELETE', '/api/admin/announcement', cls.superAdmin, { aid: id })).envelope.status,
    ).toBe(404);
    expect(await idOf(cls.gid, groupTitle)).toBe(id);
  });
});

describe('a disbanded group', () => {
  it("has its whole board swept, and the site's announcements stay", async () => {
    const gid = 2_050_000_000 + Math.floor(Math.random() * 40_000_000);
    const author = { uid: cls.admin.uid, username: 'teacher', content: 'x', gid };
    await publishAnnouncement({ ...author, title: 'Visible', status: 0 });
    await publishAnnouncement({ ...author, title: 'Hidden', status: 1 });
    const siteBefore = (await listAllAnnouncements()).length;
    expect(await listAllAnnouncements(gid)).toHaveLength(2);
    expect(await sweepGroupAnnouncements(gid)).toBe(2);
    expect(await listAllAnnouncements(gid)).toEqual([]);
    expect(await sweepGroupAnnouncements(gid)).toBe(0);
    expect((await listAllAnnouncements()).length).toBeGreaterThanOrEqual(siteBefore);
  });
});

describe('the calls', () => {
  it('take the contract shape of an Announcement body', () => {
    expect(Object.keys(addGroupAnnouncement.body.shape).sort()).toEqual([
      'content',
      'gid',
      'status',
      'title',
    ]);
  });
});
