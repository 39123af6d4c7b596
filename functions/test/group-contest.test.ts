import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  addGroupContest,
  changeGroupContestVisible,
  deleteGroupContest,
  getContestInfo,
  getContestList,
  registerContest,
  getContestProblemDetails,
  getContestProblemList,
  getContestRank,
  getGroupAdminContestList,
  getGroupContest,
  getGroupContestList,
  submitProblemJudge,
  updateGroupContest,
  type AdminContest,
  type AdminContestRow,
  type ContestSummary,
  type Page,
} from '@oj/shared';
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { groupKey } from '../src/data/groups/group-keys';
import { deleteGroupContests } from '../src/data/contests/delete-group-contests';
import { readStoredContest } from '../src/data/contests/read-stored-contest';
import { eventually, useLocalStack, type ApiAnswer } from './local-stack';
import { groupClass, groupSend } from './group-fixtures';
import type { Caller } from './discussion-kit';
import { storeContest, linkContestProblems } from './contest-fixtures';
import { problemWith, aPlusB } from './submissions-kit';
import { groupAdminsAnswers } from './group-matrix/admins-answers';

/*
 * A group's contests through the real /api: the site's contest form with the group as the scope and
 * its roles as the organisers, the two lists, the edit rule (a root of the group or the group admin
 * who made it), and members taking part through the ordinary contest calls.
 */

type Class = Awaited<ReturnType<typeof groupClass>>;
type Send = ReturnType<typeof groupSend>;

const hourMs = 3600 * 1000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * hourMs).toISOString();
const run = randomUUID().slice(0, 6);

let url: string;
let send: Send;
let cls: Class;
let other: Class;

beforeAll(async () => {
  ({ url } = useLocalStack());
  send = groupSend(url);
  [cls, other] = await Promise.all([groupClass(url), groupClass(url)]);
}, 120_000);

/** A create body of the site's contest form for `gid`: running from an hour ago for five hours. */
function contestForm(gid: number, fields: Record<string, unknown> = {}) {
  return {
    title: `Test ${run} ${randomUUID().slice(0, 6)}`,
    description: 'Week 3 test',
    type: 0,
    auth: 0,
    startTime: at(-1),
    endTime: at(4),
    gid,
    ...fields,
  };
}

const adminList = (caller: Caller, gid = cls.gid) =>
  send<Page<AdminContestRow>>('GET', getGroupAdminContestList.path, caller, { gid, limit: 100 });
const memberList = (caller: Caller, gid = cls.gid) =>
  send<Page<ContestSummary>>('GET', getGroupContestList.path, caller, { gid, limit: 100 });
const formOf = (caller: Caller, cid: number) =>
  send<AdminContest>('GET', getGroupContest.path, caller, { cid });

/** Makes a contest in `group` as `caller` and answers its form as the group's contest call gives it. */
async function made(
  caller: Caller,
  fields: Record<string, unknown> = {},
  group: Class = cls,
): Promise<AdminContest> {
  const body = contestForm(group.gid, fields);
  const answer = await send('POST', addGroupContest.path, caller, {}, body);
  expect(answer.envelope.status, answer.envelope.msg).toBe(200);
  const listed = await eventually(
    () => adminList(group.root, group.gid),
    (page) => page.envelope.data.records.some((row) => row.title === body.title),
  );
  const row = listed.envelope.data.records.find((line) => line.title === body.title);
  if (!row) throw new Error(`contest ${body.title} not listed`);
  return (await formOf(group.owner, row.id)).envelope.data;
}

const statusOf = (answer: ApiAnswer<unknown>) => answer.envelope.status;

describe('making a group contest', () => {
  it("takes the site's contest form, keeps the site's fields and units, and lists it for members and admins", async () => {
    const contest = await made(cls.admin, { sealRank: true, starAccount: ['x', 'x'] });
    expect(getGroupContest.response.parse(contest)).toBeTruthy();
    expect(contest.gid).toBe(cls.gid);
    expect(contest.duration).toBe(5 * 3600);
    expect(contest.status).toBe(0);
    expect(contest.uid).toBe(cls.admin.uid);
    expect(contest.starAccount).toEqual(['x']);
    expect(contest.sealRankTime).toBe(new Date(Date.parse(contest.endTime) - hourMs).toISOString());

    const members = await memberList(cls.member);
    expect(getGroupContestList.response.parse(members.envelope.data)).toBeTruthy();
    const line = members.envelope.data.records.find((row) => row.id === contest.id);
    expect(line).toMatchObject({ gid: cls.gid, duration: 5 * 3600, title: contest.title });
    const admins = await adminList(cls.admin);
    expect(getGroupAdminContestList.response.parse(admins.envelope.data)).toBeTruthy();
    expect(admins.envelope.data.records.find((row) => row.id === contest.id)).toMatchObject({
      isGroup: true,
      gid: cls.gid,
    });
    // Another group's lists do not show it.
    expect((await adminList(other.root, other.gid)).envelope.data.records.map((row) => row.id)).not.toContain(
      contest.id,
    );
  });

  it('refuses a form that breaks the contest rules, naming the field or the rule', async () => {
    const noTitle = await send(
      'POST',
      addGroupContest.path,
      cls.admin,
      {},
      contestForm(cls.gid, { title: '' }),
    );
    expect(noTitle.envelope.status).toBe(400);
    expect(noTitle.envelope.msg).toContain('title');
    const { gid: _gid, ...withoutGroup } = contestForm(cls.gid);
    const noGroup = await send('POST', addGroupContest.path, cls.admin, {}, withoutGroup);
    expect(noGroup.envelope.status).toBe(400);
    expect(noGroup.envelope.msg).toContain('gid');
    const backwards = await send(
      'POST',
      addGroupContest.path,
      cls.admin,
      {},
      contestForm(cls.gid, { startTime: at(5), endTime: at(4) }),
    );
    expect(backwards.envelope.status).toBe(400);
    const noPassword = await send(
      'POST',
      addGroupContest.path,
      cls.admin,
      {},
      contestForm(cls.gid, { auth: 1 }),
    );
    expect(noPassword.envelope.status).toBe(400);
  });

  it.each(groupAdminsAnswers)('is for the group admins: %s gets %i', async (who, status) => {
    const answer = await send('POST', addGroupContest.path, cls[who], {}, contestForm(cls.gid));
    expect(statusOf(answer), answer.envelope.msg).toBe(status);
  });

  it('answers a hidden group to an outsider as one that does not exist', async () => {
    const hidden = await groupClass(url);
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: groupKey(hidden.gid),
        UpdateExpression: 'SET visible = :hidden',
        ExpressionAttributeValues: { ':hidden': false },
      }),
    );
    const answer = await send('POST', addGroupContest.path, cls.outsider, {}, contestForm(hidden.gid));
    expect(statusOf(answer)).toBe(404);
    expect(statusOf(await memberList(cls.outsider, hidden.gid))).toBe(404);
  });
});

describe('the lists', () => {
  it.each([
    ['visitor', 401, 401],
    ['outsider', 403, 403],
    ['applicant', 403, 403],
    ['refused', 403, 403],
    ['member', 200, 403],
    ['admin', 200, 200],
    ['root', 200, 200],
    ['siteAdmin', 403, 403],
    ['superAdmin', 200, 200],
  ] as const)('are for members and group admins: %s gets %i and %i', async (who, members, admins) => {
    expect(statusOf(await memberList(cls[who]))).toBe(members);
    expect(statusOf(await adminList(cls[who]))).toBe(admins);
  });

  it('show a hidden contest to the admins only, and page by the limit', async () => {
    const hidden = await made(cls.root, { visible: false });
    expect((await memberList(cls.member)).envelope.data.records.map((row) => row.id)).not.toContain(
      hidden.id,
    );
    expect((await adminList(cls.admin)).envelope.data.records.map((row) => row.id)).toContain(hidden.id);
    const firstPage = await send<Page<AdminContestRow>>('GET', getGroupAdminContestList.path, cls.root, {
      gid: cls.gid,
      limit: 1,
      currentPage: 1,
    });
    expect(firstPage.envelope.data.records).toHaveLength(1);
    expect(firstPage.envelope.data.total).toBeGreaterThanOrEqual(2);
  });
});

describe('changing a group contest', () => {
  let byAdmin: AdminContest;
  let byRoot: AdminContest;
  beforeAll(async () => {
    [byAdmin, byRoot] = await Promise.all([made(cls.admin), made(cls.root)]);
  });

  const change = {
    read: (caller: Caller, contest: AdminContest) => formOf(caller, contest.id),
    edit: (caller: Caller, contest: AdminContest) =>
      send('PUT', updateGroupContest.path, caller, {}, { ...contest, description: `by ${caller.uid}` }),
    hide: (caller: Caller, contest: AdminContest) =>
      send('PUT', changeGroupContestVisible.path, caller, { cid: contest.id, visible: true }),
  };

  it.each([
    ['visitor', 401, 401],
    ['outsider', 403, 403],
    ['applicant', 403, 403],
    ['refused', 403, 403],
    ['member', 403, 403],
    ['admin', 200, 403],
    ['root', 200, 200],
    ['owner', 200, 200],
    ['siteAdmin', 403, 403],
    ['superAdmin', 200, 200],
  ] as const)(
    "is for a root of the group or the group admin who made it: %s gets %i on the admin's, %i on the root's",
    async (who, onAdmins, onRoots) => {
      for (const action of Object.values(change)) {
        expect(statusOf(await action(cls[who], byAdmin))).toBe(onAdmins);
        expect(statusOf(await action(cls[who], byRoot))).toBe(onRoots);
      }
    },
  );

  it('saves the form over the contest, keeping its group, creator and rule type', async () => {
    const contest = await made(cls.admin);
    const edited = await send(
      'PUT',
      updateGroupContest.path,
      cls.root,
      {},
      { ...contest, title: `${contest.title} edited`, endTime: at(6) },
    );
    expect(edited.envelope.status, edited.envelope.msg).toBe(200);
    const after = (await formOf(cls.root, contest.id)).envelope.data;
    expect(after).toMatchObject({ title: `${contest.title} edited`, gid: cls.gid, uid: cls.admin.uid });
    expect(after.duration).toBe(Math.floor((Date.parse(after.endTime) - Date.parse(after.startTime)) / 1000));
    const typeChange = await send('PUT', updateGroupContest.path, cls.root, {}, { ...after, type: 1 });
    expect(typeChange.envelope.status).toBe(400);
    // Sent back inside another group, the contest is not found there.
    const elsewhere = await send(
      'PUT',
      updateGroupContest.path,
      other.root,
      {},
      { ...after, gid: other.gid },
    );
    expect(elsewhere.envelope.status).toBe(404);
  });

  it('hides the contest from the members, whose contest calls then answer it as not found', async () => {
    const contest = await made(cls.admin);
    const hidden = await send('PUT', changeGroupContestVisible.path, cls.admin, {
      cid: contest.id,
      visible: false,
    });
    expect(hidden.envelope.status, hidden.envelope.msg).toBe(200);
    expect((await memberList(cls.member)).envelope.data.records.map((row) => row.id)).not.toContain(
      contest.id,
    );
    expect(statusOf(await send('GET', getContestInfo.path, cls.member, { cid: contest.id }))).toBe(404);
    expect(statusOf(await formOf(cls.member, contest.id))).toBe(404);
    expect(statusOf(await send('GET', getContestInfo.path, cls.admin, { cid: contest.id }))).toBe(200);
  });

  it('deletes a contest for those who may change it, and nothing of it is left to read', async () => {
    const contest = await made(cls.admin);
    expect(statusOf(await send('DELETE', deleteGroupContest.path, cls.member, { cid: contest.id }))).toBe(
      403,
    );
    const answer = await send('DELETE', deleteGroupContest.path, cls.admin, { cid: contest.id });
    expect(answer.envelope.status, answer.envelope.msg).toBe(200);
    expect(statusOf(await formOf(cls.root, contest.id))).toBe(404);
    expect((await adminList(cls.root)).envelope.data.records.map((row) => row.id)).not.toContain(contest.id);
    expect(statusOf(await send('GET', getContestInfo.path, cls.member, { cid: contest.id }))).toBe(404);
  });

  it("answers a site contest through the group's calls as one that does not exist", async () => {
    const site = await storeContest();
    expect(statusOf(await formOf(cls.superAdmin, site.cid))).toBe(404);
    expect(statusOf(await send('DELETE', deleteGroupContest.path, cls.superAdmin, { cid: site.cid }))).toBe(
      404,
    );
  });
});

describe('taking part in a group contest', () => {
  let contest: AdminContest;
  beforeAll(async () => {
    contest = await made(cls.admin);
    const problem = await problemWith({ gid: cls.gid, auth: 3, problemId: `${cls.shortName}${run}` });
    await linkContestProblems(contest.id, { A: problem });
  });

  it.each([
    ['outsider', 403],
    ['applicant', 403],
    ['refused', 403],
    ['member', 200],
    ['admin', 200],
    ['siteAdmin', 403],
    ['superAdmin', 200],
  ] as const)('goes through the ordinary contest calls for members: %s gets %i', async (who, status) => {
    const caller = cls[who];
    const info = await send('GET', getContestInfo.path, caller, { cid: contest.id });
    expect(statusOf(info), info.envelope.msg).toBe(status);
    const problems = await send('GET', getContestProblemList.path, caller, { cid: contest.id });
    expect(statusOf(problems)).toBe(status);
    const details = await send('GET', getContestProblemDetails.path, caller, {
      cid: contest.id,
      displayId: 'A',
    });
    expect(statusOf(details), details.envelope.msg).toBe(status);
    const board = await send(
      'POST',
      getContestRank.path,
      caller,
      {},
      { cid: contest.id, currentPage: 1, limit: 30 },
    );
    expect(statusOf(board), board.envelope.msg).toBe(status);
    if (status === 200) {
      expect(getContestInfo.response.parse(info.envelope.data).gid).toBe(cls.gid);
      expect(
        getContestProblemList.response.parse(problems.envelope.data).map((row) => row.displayId),
      ).toEqual(['A']);
    }
  });

  it("is never in the site's contest list", async () => {
    const site = await send<Page<ContestSummary>>('GET', getContestList.path, cls.member, { limit: 100 });
    expect(site.envelope.data.records.map((row) => row.id)).not.toContain(contest.id);
  });

  it("asks a private contest's password of members, and refuses outsiders before any password", async () => {
    const locked = await made(cls.admin, { auth: 1, pwd: 'class-pass' });
    const register = (caller: Caller, password: string) =>
      send('POST', registerContest.path, caller, {}, { cid: locked.id, password });
    expect(statusOf(await send('GET', getContestProblemList.path, cls.member, { cid: locked.id }))).toBe(403);
    expect(statusOf(await register(cls.outsider, 'class-pass'))).toBe(403);
    const registered = await register(cls.member, 'class-pass');
    expect(registered.envelope.status, registered.envelope.msg).toBe(200);
    expect(statusOf(await send('GET', getContestProblemList.path, cls.member, { cid: locked.id }))).toBe(200);
  });

  it('lets a member submit to the contest problem, and refuses an outsider', async () => {
    const body = { pid: 'A', cid: contest.id, language: 'C', code: aPlusB };
    const member = await send('POST', submitProblemJudge.path, cls.member, {}, body);
    expect(member.envelope.status, member.envelope.msg).toBe(200);
    expect(submitProblemJudge.response.parse(member.envelope.data).cid).toBe(contest.id);
    expect(statusOf(await send('POST', submitProblemJudge.path, cls.outsider, {}, body))).toBe(403);
  });
});

describe("a disbanded group's contests", () => {
  it('are deleted whole by the sweep, and a second sweep finds nothing', async () => {
    const gone = await groupClass(url);
    const contests = await Promise.all([
      made(gone.admin, {}, gone),
      made(gone.root, { visible: false }, gone),
    ]);
    expect(await deleteGroupContests(gone.gid)).toBe(2);
    for (const contest of contests) expect(await readStoredContest(contest.id)).toBeUndefined();
    expect((await adminList(gone.root, gone.gid)).envelope.data.total).toBe(0);
    expect(await deleteGroupContests(gone.gid)).toBe(0);
  });
});
