import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addGroupDiscussion,
  deleteGroupDiscussion,
  getDiscussionDetail,
  getGroupAdminDiscussionList,
  getGroupDiscussionList,
  roleCodes,
  updateGroupDiscussion,
  type DiscussionDetail,
  type DiscussionRow,
  type Page,
  type UserMessage,
  type SystemMessage,
  type Comment,
} from '@oj/shared';
import { eventually, useLocalStack, type ApiAnswer } from './local-stack';
import { storeProblem } from './problem-fixtures';
import {
  callerOf,
  categoryId,
  discussionApi,
  discussionBody,
  type Caller,
  type DiscussionApi,
} from './discussion-kit';
import { groupClass, groupSend, type GroupClass } from './group-fixtures';
import { matrixRoles } from './group-matrix/matrix-case';

/*
 * A group's discussions (issue 25; spec part 3, §2.11, §6): the group's calls, and the site board's
 * detail, like, report and comment calls on a group's discussion, for the group's members only.
 */

type Send = ReturnType<typeof groupSend>;
type Standing = Exclude<keyof GroupClass, 'gid' | 'name' | 'shortName' | 'code'>;

let url: string;
let send: Send;
let board: DiscussionApi;
let klass: GroupClass;
let general: number;

const closedMessage = 'The group discussion area is not open';

const groupApi = {
  list: (caller: Caller, query: Record<string, string | number | boolean>) =>
    send<Page<DiscussionRow>>('GET', '/api/group/get-discussion-list', caller, query),
  adminList: (caller: Caller, query: Record<string, string | number | boolean>) =>
    send<Page<DiscussionRow>>('GET', '/api/group/get-admin-discussion-list', caller, query),
  add: (caller: Caller, body: Record<string, unknown>) =>
    send('POST', '/api/group/discussion', caller, {}, body),
  update: (caller: Caller, body: Record<string, unknown>) =>
    send('PUT', '/api/group/discussion', caller, {}, body),
  remove: (caller: Caller, did: number) => send('DELETE', '/api/group/discussion', caller, { did }),
};

/** Posts on the class's board as `author` and answers the new row, found by its unique title. */
async function post(
  author: Caller,
  fields: Record<string, unknown> = {},
  gid = klass.gid,
): Promise<DiscussionRow> {
  const body = discussionBody(general, { gid, ...fields });
  const answer = await groupApi.add(author, body);
  if (answer.envelope.status !== 200) throw new Error(`posting: ${answer.envelope.msg}`);
  const rows = (await groupApi.adminList(klass.superAdmin, { gid, limit: 120 })).envelope.data.records;
  const row = rows.find((line) => line.title.endsWith(String(body.title)));
  if (!row) throw new Error(`the new discussion ${String(body.title)} is not on its group's board`);
  return row;
}

/** The cell of the permission matrix an answer is: ✓, or the envelope status of its refusal. */
function cellOf(answer: ApiAnswer<unknown>): string {
  if (answer.httpStatus === 401) return '401';
  return answer.envelope.status === 200 ? '✓' : String(answer.envelope.status);
}

const standings: readonly Standing[] = matrixRoles;

/** The site's daily post limit before these tests raised it (the class's few accounts post often). */
let dailyLimit = 5;
const raisedDailyLimit = 1000;
const configCacheMs = 5_500;

async function switches(body: Record<string, unknown>) {
  const superAdmin = await callerOf(roleCodes.superAdmin);
  const answer = await send(
    'PUT',
    '/api/admin/switch/update',
    superAdmin,
    {},
    {
      openPublicDiscussion: true,
      openGroupDiscussion: true,
      openContestComment: true,
      register: true,
      defaultSubmitInterval: 5,
      defaultCreateDiscussionDailyLimit: raisedDailyLimit,
      ...body,
    },
  );
  expect(answer.envelope.status, answer.envelope.msg).toBe(200);
}

beforeAll(async () => {
  ({ url } = useLocalStack());
  send = groupSend(url);
  board = discussionApi(url);
  const superAdmin = await callerOf(roleCodes.superAdmin);
  general = await categoryId(board, superAdmin, '综合');
  const info = await send<{ defaultCreateDiscussionDailyLimit: number }>(
    'GET',
    '/api/admin/switch/info',
    superAdmin,
  );
  dailyLimit = info.envelope.data.defaultCreateDiscussionDailyLimit;
  await switches({});
  klass = await groupClass(url);
  await new Promise((resolve) => setTimeout(resolve, configCacheMs));
});

afterAll(async () => {
  await switches({ defaultCreateDiscussionDailyLimit: dailyLimit });
});

describe('the permission matrix of the group discussion calls', () => {
  it('lists the board to members and the super admin only', async () => {
    const cells = await Promise.all(
      standings.map(async (who) => cellOf(await groupApi.list(klass[who], { gid: klass.gid }))),
    );
    expect(cells).toEqual(['401', '403', '403', '403', '✓', '✓', '✓', '403', '✓']);
  });

  it('lists the admin view to group admins and the super admin only', async () => {
    const cells = await Promise.all(
      standings.map(async (who) => cellOf(await groupApi.adminList(klass[who], { gid: klass.gid }))),
    );
    expect(cells).toEqual(['401', '403', '403', '403', '403', '✓', '✓', '403', '✓']);
  });

  it('takes posts from members and the super admin only', async () => {
    const cells: string[] = [];
    for (const who of standings)
      cells.push(cellOf(await groupApi.add(klass[who], discussionBody(general, { gid: klass.gid }))));
    expect(cells).toEqual(['401', '403', '403', '403', '✓', '✓', '✓', '403', '✓']);
  });

  it('lets the author and group admins edit a member’s discussion, and nobody else', async () => {
    const cells: string[] = [];
    for (const who of standings) {
      const row = await post(klass.member);
      const editor = who === 'member' ? await anotherMember() : klass[who];
      cells.push(cellOf(await groupApi.update(editor, { ...discussionBody(general), id: row.id })));
    }
    expect(cells).toEqual(['401', '403', '403', '403', '403', '✓', '✓', '403', '✓']);
    const own = await post(klass.member);
    expect(cellOf(await groupApi.update(klass.member, { ...discussionBody(general), id: own.id }))).toBe('✓');
  });

  it('lets the author and group admins delete a member’s discussion, and nobody else', async () => {
    const cells: string[] = [];
    for (const who of standings) {
      const row = await post(klass.member);
      const deleter = who === 'member' ? await anotherMember() : klass[who];
      cells.push(cellOf(await groupApi.remove(deleter, row.id)));
    }
    expect(cells).toEqual(['401', '403', '403', '403', '403', '✓', '✓', '403', '✓']);
    const own = await post(klass.member);
    expect(cellOf(await groupApi.remove(klass.member, own.id))).toBe('✓');
  });
});

/** Another member of the class than the fixture's (for "a member who is not the author"). */
let otherMember: Caller | undefined;
async function anotherMember(): Promise<Caller> {
  if (otherMember) return otherMember;
  const caller = await callerOf();
  const join = await send('POST', '/api/group/member', caller, {
    gid: klass.gid,
    reason: 'I am in this class',
  });
  expect(join.envelope.status, join.envelope.msg).toBe(200);
  const accept = await send(
    'PUT',
    '/api/group/member',
    klass.owner,
    {},
    { gid: klass.gid, uid: caller.uid, auth: 3 },
  );
  expect(accept.envelope.status, accept.envelope.msg).toBe(200);
  otherMember = caller;
  return caller;
}

describe('the group’s board', () => {
  it('answers the contract’s shapes', async () => {
    const row = await post(klass.member);
    const list = await groupApi.list(klass.member, { gid: klass.gid });
    expect(() => getGroupDiscussionList.response.parse(list.envelope.data)).not.toThrow();
    const admin = await groupApi.adminList(klass.admin, { gid: klass.gid });
    expect(() => getGroupAdminDiscussionList.response.parse(admin.envelope.data)).not.toThrow();
    const edit = await groupApi.update(klass.member, { ...discussionBody(general), id: row.id });
    expect(updateGroupDiscussion.response.parse(edit.envelope.data)).toBeNull();
    const added = await groupApi.add(klass.member, discussionBody(general, { gid: klass.gid }));
    expect(addGroupDiscussion.response.parse(added.envelope.data)).toBeNull();
    const removed = await groupApi.remove(klass.member, row.id);
    expect(deleteGroupDiscussion.response.parse(removed.envelope.data)).toBeNull();
  });

  it('lists pinned first, then newest, 10 a page by default, with the row’s fields', async () => {
    const fresh = await groupClass(url);
    const rows: DiscussionRow[] = [];
    for (let index = 0; index < 11; index += 1) rows.push(await post(fresh.member, {}, fresh.gid));
    const pinned = await post(fresh.admin, { topPriority: true }, fresh.gid);
    const first = (await groupApi.list(fresh.member, { gid: fresh.gid })).envelope.data;
    expect(first.total).toBe(12);
    expect(first.size).toBe(10);
    expect(first.records).toHaveLength(10);
    expect(first.records[0]).toMatchObject({
      id: pinned.id,
      topPriority: true,
      gid: fresh.gid,
      role: 'admin',
    });
    const unpinned = first.records.slice(1).map((row) => row.id);
    expect(unpinned).toEqual(
      [...rows]
        .reverse()
        .slice(0, 9)
        .map((row) => row.id),
    );
    expect(first.records[1]).toMatchObject({
      uid: fresh.member.uid,
      gid: fresh.gid,
      categoryId: general,
      topPriority: false,
      status: 0,
      viewNum: 0,
      likeNum: 0,
      commentNum: 0,
      role: 'default_user',
    });
    const second = (await groupApi.list(fresh.member, { gid: fresh.gid, currentPage: 2 })).envelope.data;
    expect(second.records.map((row) => row.id)).toEqual([rows[1]?.id, rows[0]?.id]);
  });

  it('keeps a member’s pin out, a group admin’s in, and lets only a group admin pin through an edit', async () => {
    const byMember = await post(klass.member, { topPriority: true });
    expect(byMember.topPriority).toBe(false);
    const ownEdit = await groupApi.update(klass.member, {
      ...discussionBody(general),
      id: byMember.id,
      topPriority: true,
    });
    expect(ownEdit.envelope.status, ownEdit.envelope.msg).toBe(200);
    expect((await lineOf(byMember.id)).topPriority).toBe(false);
    const pin = await groupApi.update(klass.admin, {
      ...discussionBody(general),
      id: byMember.id,
      topPriority: true,
    });
    expect(pin.envelope.status, pin.envelope.msg).toBe(200);
    expect((await lineOf(byMember.id)).topPriority).toBe(true);
    const byRoot = await post(klass.root, { topPriority: true });
    expect(byRoot).toMatchObject({ topPriority: true, role: 'root' });
  });

  it('filters by a problem, the public set’s or the group’s own, and refuses another group’s problem', async () => {
    const { problem: publicProblem } = await storeProblem();
    const { problem: ownProblem } = await storeProblem({ gid: klass.gid });
    const other = await groupClass(url);
    const { problem: foreign } = await storeProblem({ gid: other.gid });
    const aboutPublic = await post(klass.member, { pid: publicProblem.problemId.toLowerCase() });
    expect(aboutPublic.title.startsWith(`[${publicProblem.problemId}] `)).toBe(true);
    expect(aboutPublic.pid).toBe(publicProblem.problemId);
    const aboutOwn = await post(klass.member, { pid: ownProblem.problemId });
    expect(aboutOwn.pid).toBe(ownProblem.problemId);
    const listed = (
      await groupApi.list(klass.member, { gid: klass.gid, pid: ownProblem.problemId, limit: 120 })
    ).envelope.data.records;
    expect(listed.map((row) => row.id)).toEqual([aboutOwn.id]);
    const refused = await groupApi.add(
      klass.member,
      discussionBody(general, { gid: klass.gid, pid: foreign.problemId }),
    );
    expect(refused.envelope.status).toBe(400);
    expect(refused.envelope.data).toMatchObject({ field: 'pid' });
    const onSiteBoard = await board.add(klass.member, discussionBody(general, { pid: ownProblem.problemId }));
    expect(onSiteBoard.envelope.status).toBe(400);
  });

  it('leaves disabled discussions out of the members’ list and keeps them in the admin view', async () => {
    const row = await post(klass.member);
    const disable = await send(
      'PUT',
      '/api/admin/discussion',
      klass.superAdmin,
      {},
      { id: row.id, status: 1 },
    );
    expect(disable.envelope.status, disable.envelope.msg).toBe(200);
    const members = (await groupApi.list(klass.member, { gid: klass.gid, limit: 120 })).envelope.data.records;
    expect(members.some((line) => line.id === row.id)).toBe(false);
    const admins = (await groupApi.adminList(klass.admin, { gid: klass.gid, limit: 120 })).envelope.data
      .records;
    expect(admins.find((line) => line.id === row.id)).toMatchObject({ status: 1 });
    expect((await board.detail(klass.member, row.id)).envelope.status).toBe(403);
    expect((await board.detail(klass.admin, row.id)).envelope.status).toBe(200);
  });

  it('never shows a group’s discussion on the site’s board, nor the site’s or another group’s on a group’s', async () => {
    const row = await post(klass.member);
    const other = await groupClass(url);
    const foreign = await post(other.member, {}, other.gid);
    const site = await board.add(klass.member, discussionBody(general, { gid: klass.gid }));
    expect(site.envelope.status, site.envelope.msg).toBe(200);
    const siteRows = (await board.list(klass.member, { onlyMine: true, limit: 100 })).envelope.data.records;
    expect(siteRows.some((line) => line.id === row.id)).toBe(false);
    const siteRow = siteRows[0];
    expect(siteRow).toMatchObject({ gid: null });
    const adminRows = (await board.list(klass.superAdmin, { admin: true, limit: 100 })).envelope.data.records;
    expect(adminRows.some((line) => line.gid !== null)).toBe(false);
    const groupRows = (await groupApi.adminList(klass.owner, { gid: klass.gid, limit: 120 })).envelope.data
      .records;
    expect(groupRows.every((line) => line.gid === klass.gid)).toBe(true);
    expect(groupRows.some((line) => line.id === siteRow?.id || line.id === foreign.id)).toBe(false);
    const notGroup = await groupApi.update(klass.member, {
      ...discussionBody(general),
      id: siteRow?.id ?? 0,
    });
    expect(notGroup.envelope.status).toBe(404);
    expect((await groupApi.remove(klass.member, siteRow?.id ?? 0)).envelope.status).toBe(404);
    expect((await groupApi.remove(klass.owner, foreign.id)).envelope.status).toBe(403);
  });

  it('refuses a post without a title, category or group, and one in an unknown category, naming the field', async () => {
    const noTitle = await groupApi.add(klass.member, {
      ...discussionBody(general, { gid: klass.gid }),
      title: '',
    });
    expect(noTitle.envelope.status).toBe(400);
    expect(noTitle.envelope.data).toMatchObject({ field: 'title' });
    const { gid: _gid, ...noGroup } = discussionBody(general, { gid: klass.gid });
    const missing = await groupApi.add(klass.member, noGroup);
    expect(missing.envelope.status).toBe(400);
    expect(missing.envelope.data).toMatchObject({ field: 'gid' });
    const unknown = await groupApi.add(klass.member, discussionBody(2_000_000_000, { gid: klass.gid }));
    expect(unknown.envelope.status).toBe(400);
    expect(unknown.envelope.data).toMatchObject({ field: 'categoryId' });
    const longTitle = await groupApi.add(
      klass.member,
      discussionBody(general, { gid: klass.gid, title: 'x'.repeat(256) }),
    );
    expect(longTitle.envelope.data).toMatchObject({ field: 'title' });
  });
});

/** A discussion's row as the group's admin view lists it. */
async function lineOf(did: number): Promise<DiscussionRow> {
  const rows = (await groupApi.adminList(klass.owner, { gid: klass.gid, limit: 120 })).envelope.data.records;
  const row = rows.find((line) => line.id === did);
  if (!row) throw new Error(`discussion ${did} is not on the group's board`);
  return row;
}

describe('the board’s own calls on a group’s discussion', () => {
  it('show the detail, likes, reports and comments to members and the super admin only', async () => {
    const row = await post(klass.member);
    const detailCells = await Promise.all(
      standings.map(async (who) => cellOf(await board.detail(klass[who], row.id))),
    );
    expect(detailCells).toEqual(['401', '403', '403', '403', '✓', '✓', '✓', '403', '✓']);
    const detail = await board.detail(klass.admin, row.id);
    expect(() => getDiscussionDetail.response.parse(detail.envelope.data)).not.toThrow();
    expect((detail.envelope.data as DiscussionDetail).gid).toBe(klass.gid);
    const likeCells = await Promise.all(
      standings.map(async (who) => cellOf(await board.like(klass[who], row.id, true))),
    );
    expect(likeCells).toEqual(['401', '403', '403', '403', '✓', '✓', '✓', '403', '✓']);
    const reportCells: string[] = [];
    for (const who of standings)
      reportCells.push(cellOf(await board.report(klass[who], { did: row.id, content: '#abuse#' })));
    expect(reportCells).toEqual(['401', '403', '403', '403', '✓', '✓', '✓', '403', '✓']);
    const readCells = await Promise.all(
      standings.map(async (who) => cellOf(await send('GET', '/api/comments', klass[who], { did: row.id }))),
    );
    expect(readCells).toEqual(['401', '403', '403', '403', '✓', '✓', '✓', '403', '✓']);
    const writeCells: string[] = [];
    for (const who of standings)
      writeCells.push(
        cellOf(await send('POST', '/api/comment', klass[who], {}, { did: row.id, content: `Hi ${who}` })),
      );
    expect(writeCells).toEqual(['401', '403', '403', '403', '✓', '✓', '✓', '403', '✓']);
  });

  it('send the author’s messages with the group’s link', async () => {
    const row = await post(klass.member);
    expect((await board.like(klass.admin, row.id, true)).envelope.status).toBe(200);
    const likes = await send<Page<UserMessage>>('GET', '/api/msg/like', klass.member, { limit: 50 });
    expect(likes.envelope.data.records.find((message) => message.sourceId === row.id)).toMatchObject({
      url: `/group/${klass.gid}/discussion-detail/${row.id}`,
    });
  });

  it('let a group admin delete anyone’s comment under it, and a member only their own', async () => {
    const row = await post(klass.member);
    const comment = await send<Comment>(
      'POST',
      '/api/comment',
      klass.member,
      {},
      { did: row.id, content: 'Mine' },
    );
    expect(comment.envelope.status, comment.envelope.msg).toBe(200);
    const byOther = await send(
      'DELETE',
      '/api/comment',
      await anotherMember(),
      {},
      { id: comment.envelope.data.id },
    );
    expect(byOther.envelope.status).toBe(403);
    const byAdmin = await send('DELETE', '/api/comment', klass.admin, {}, { id: comment.envelope.data.id });
    expect(byAdmin.envelope.status, byAdmin.envelope.msg).toBe(200);
  });

  it('go with the group’s rules through the site’s edit and delete too', async () => {
    const row = await post(klass.member);
    expect(
      (await board.update(klass.outsider, { ...discussionBody(general), id: row.id })).envelope.status,
    ).toBe(403);
    expect(
      (await board.update(klass.admin, { ...discussionBody(general), id: row.id })).envelope.status,
    ).toBe(200);
    expect((await board.remove(klass.siteAdmin, row.id)).envelope.status).toBe(403);
    expect((await board.remove(klass.admin, row.id)).envelope.status).toBe(200);
  });

  it('take its comments with it, and tell its author when a group admin deletes it', async () => {
    const row = await post(klass.member);
    const comment = await send('POST', '/api/comment', klass.admin, {}, { did: row.id, content: 'Noted' });
    expect(comment.envelope.status, comment.envelope.msg).toBe(200);
    expect((await groupApi.remove(klass.admin, row.id)).envelope.status).toBe(200);
    expect((await board.detail(klass.member, row.id)).envelope.status).toBe(404);
    const mine = await send<Page<SystemMessage>>('GET', '/api/msg/mine', klass.member, { limit: 50 });
    expect(mine.envelope.data.records.some((message) => message.content.includes(row.title))).toBe(true);
    const left = await send<{ commentList: Page<Comment> }>('GET', '/api/comments', klass.admin, {
      did: row.id,
    });
    expect(left.envelope.status).toBe(404);
  });
});

describe('the switch openGroupDiscussion', () => {
  it('closes every group discussion call, and the board’s calls on a group’s discussion, with the spec’s message', async () => {
    const row = await post(klass.member);
    const siteRow = (await board.list(klass.member, { limit: 1 })).envelope.data.records[0];
    await switches({ openGroupDiscussion: false });
    try {
      const closed = await eventually(
        () => groupApi.list(klass.member, { gid: klass.gid }),
        (answer) => answer.envelope.status === 403,
      );
      expect(closed.envelope.msg).toBe(closedMessage);
      const answers = await Promise.all([
        groupApi.adminList(klass.admin, { gid: klass.gid }),
        groupApi.add(klass.member, discussionBody(general, { gid: klass.gid })),
        groupApi.update(klass.member, { ...discussionBody(general), id: row.id }),
        groupApi.remove(klass.member, row.id),
        board.detail(klass.member, row.id),
        board.like(klass.member, row.id, true),
        board.report(klass.member, { did: row.id, content: '#abuse#' }),
        send('GET', '/api/comments', klass.member, { did: row.id }),
        send('POST', '/api/comment', klass.member, {}, { did: row.id, content: 'closed' }),
      ]);
      for (const answer of answers) {
        expect(answer.envelope.status).toBe(403);
        expect(answer.envelope.msg).toBe(closedMessage);
      }
      expect((await board.list(klass.member)).envelope.status).toBe(200);
      if (siteRow) expect((await board.detail(klass.member, siteRow.id)).envelope.status).toBe(200);
    } finally {
      await switches({ openGroupDiscussion: true });
      await eventually(
        () => groupApi.list(klass.member, { gid: klass.gid }),
        (answer) => answer.envelope.status === 200,
      );
    }
  });
});
