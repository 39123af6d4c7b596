import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import {
  addGroupContest,
  addGroupContestProblem,
  addGroupContestProblemFromGroup,
  addGroupContestProblemFromPublic,
  deleteGroupContestProblem,
  getContestProblemDetails,
  getContestProblemList,
  getGroupAdminContestList,
  getGroupContestProblem,
  getGroupContestProblemList,
  updateGroupContestProblem,
  type AdminContestRow,
  type ContestProblem,
  type Page,
} from '@oj/shared';
import { eventually, useLocalStack, type ApiAnswer } from './local-stack';
import { groupClass, groupSend } from './group-fixtures';
import type { Caller } from './discussion-kit';
import { problemFormBody, storeProblem } from './problem-fixtures';
import { storeContest } from './contest-fixtures';
import { getProblem } from '../src/data/problems/get-problem';
import type { Problem } from '../src/data/problems/problem-item';

/*
 * A group contest's problems through the real /api: the site's contest problem functions with the
 * group contest as the scope, for those who may change the contest (a root of its group or the group
 * admin who made it); problems from the public set (public ones only) and from the group's own set.
 * Group problems are stored through the data layer, as the group problem calls store them.
 */

type Class = Awaited<ReturnType<typeof groupClass>>;

const hourMs = 3600 * 1000;
const at = (offsetHours: number) => new Date(Date.now() + offsetHours * hourMs).toISOString();
const unique = () => randomUUID().slice(0, 6).toUpperCase();

let url: string;
let send: ReturnType<typeof groupSend>;
let cls: Class;
let other: Class;

beforeAll(async () => {
  ({ url } = useLocalStack());
  send = groupSend(url);
  [cls, other] = await Promise.all([groupClass(url), groupClass(url)]);
}, 120_000);

/** A running ACM contest of `group`, made through the group's call by `caller`; answers its id. */
async function groupContest(caller: Caller, group: Class = cls): Promise<number> {
  const title = `Quiz ${unique()}`;
  const made = await send(
    'POST',
    addGroupContest.path,
    caller,
    {},
    {
      ...{ title, description: 'A quiz', type: 0, auth: 0, gid: group.gid },
      ...{ startTime: at(-1), endTime: at(4) },
    },
  );
  expect(made.envelope.status, made.envelope.msg).toBe(200);
  const listed = await eventually(
    () =>
      send<Page<AdminContestRow>>('GET', getGroupAdminContestList.path, group.root, {
        gid: group.gid,
        limit: 100,
      }),
    (page) => page.envelope.data.records.some((row) => row.title === title),
  );
  const row = listed.envelope.data.records.find((line) => line.title === title);
  if (!row) throw new Error(`contest ${title} not listed`);
  return row.id;
}

/** A problem of `group`'s own set, stored as the group problem calls store one (short name in front). */
async function groupProblem(group: Class = cls, fields: Partial<Problem> = {}): Promise<Problem> {
  const { problem } = await storeProblem({
    gid: group.gid,
    problemId: `${group.shortName}${unique()}`,
    ...fields,
  });
  return problem;
}

const publicProblem = async (fields: Partial<Problem> = {}) =>
  (await storeProblem({ problemId: `GCP${unique()}`, ...fields })).problem;

const statusOf = (answer: ApiAnswer<unknown>) => answer.envelope.status;

const fromPublic = (caller: Caller, cid: number, pid: number, displayId: string) =>
  send('POST', addGroupContestProblemFromPublic.path, caller, {}, { pid, cid, displayId });
const fromGroup = (caller: Caller, cid: number, problemId: string, displayId: string) =>
  send('POST', addGroupContestProblemFromGroup.path, caller, { problemId, cid, displayId });
const picker = (caller: Caller, cid: number, query: Record<string, string | number> = {}) =>
  send<{ problemList: Page<{ pid: number }>; contestProblemMap: Record<string, ContestProblem> }>(
    'GET',
    getGroupContestProblemList.path,
    caller,
    { cid, limit: 100, ...query },
  );

describe('adding problems to a group contest', () => {
  it('takes a public problem of the public set and one of the group, and lists both in the picker', async () => {
    const cid = await groupContest(cls.admin);
    const [site, own] = await Promise.all([publicProblem(), groupProblem()]);
    expect(statusOf(await fromPublic(cls.admin, cid, site.pid, 'A'))).toBe(200);
    const added = await fromGroup(cls.admin, cid, own.problemId, 'B');
    expect(added.envelope.status, added.envelope.msg).toBe(200);

    const list = await picker(cls.admin, cid);
    expect(getGroupContestProblemList.response.parse(list.envelope.data)).toBeTruthy();
    expect(list.envelope.data.problemList.records.map((row) => row.pid)).toEqual([site.pid, own.pid]);
    expect(list.envelope.data.contestProblemMap[String(own.pid)]).toMatchObject({
      cid,
      pid: own.pid,
      displayId: 'B',
      displayTitle: own.title,
    });
    // A group's problem becomes contest-only once in the contest, as on the original server.
    expect((await getProblem(own.pid))?.auth).toBe(3);
    // Members open it inside the contest.
    const details = await send('GET', getContestProblemDetails.path, cls.member, { cid, displayId: 'B' });
    expect(details.envelope.status, details.envelope.msg).toBe(200);
  });

  it("finds a group problem by its id without the group's short name in front", async () => {
    const cid = await groupContest(cls.root);
    const own = await groupProblem();
    const short = own.problemId.slice(cls.shortName.length);
    const added = await fromGroup(cls.root, cid, short, 'C1');
    expect(added.envelope.status, added.envelope.msg).toBe(200);
    expect((await picker(cls.root, cid)).envelope.data.contestProblemMap[String(own.pid)]?.displayId).toBe(
      'C1',
    );
  });

  it("refuses another group's problem, the site's private and contest-only ones, and a taken display id", async () => {
    const cid = await groupContest(cls.admin);
    const [theirs, privateOne, contestOnly, fine] = await Promise.all([
      groupProblem(other),
      publicProblem({ auth: 2 }),
      publicProblem({ auth: 3 }),
      publicProblem(),
    ]);
    const theirsAnswer = await fromGroup(cls.admin, cid, theirs.problemId, 'A');
    expect(theirsAnswer.envelope.status).toBe(404);
    expect(theirsAnswer.envelope.msg).toContain(theirs.problemId);
    expect(statusOf(await fromPublic(cls.admin, cid, theirs.pid, 'A'))).toBe(400);
    expect(statusOf(await fromPublic(cls.admin, cid, privateOne.pid, 'A'))).toBe(400);
    expect(statusOf(await fromPublic(cls.admin, cid, contestOnly.pid, 'A'))).toBe(400);
    expect(statusOf(await fromPublic(cls.admin, cid, fine.pid, 'A'))).toBe(200);
    const again = await fromPublic(cls.admin, cid, fine.pid, 'B');
    expect(again.envelope.status).toBe(400);
    const refusedOne = await groupProblem();
    const taken = await fromGroup(cls.admin, cid, refusedOne.problemId, 'A');
    expect(taken.envelope.status).toBe(400);
    // Refused, it stays as it was: its change to contest-only is the link's own write.
    expect((await getProblem(refusedOne.pid))?.auth).toBe(1);
    expect(statusOf(await fromPublic(cls.admin, cid, 2_100_000_000, 'Z'))).toBe(404);
  });

  it('offers public candidates of the contest type only, none of the group and none already in it', async () => {
    const cid = await groupContest(cls.admin);
    const title = `Candidate ${unique()}`;
    const [site, inContest, oi, own] = await Promise.all([
      publicProblem({ title }),
      publicProblem({ title }),
      publicProblem({ title, type: 1 }),
      groupProblem(cls, { title }),
    ]);
    await fromPublic(cls.admin, cid, inContest.pid, 'A');
    const candidates = await picker(cls.admin, cid, { problemType: 0, keyword: title });
    expect(candidates.envelope.data.problemList.records.map((row) => row.pid)).toEqual([site.pid]);
    expect(oi.pid).not.toBe(own.pid);
  });

  it('refuses the validation errors of each call by field', async () => {
    const cid = await groupContest(cls.admin);
    const badDisplayId = await fromPublic(cls.admin, cid, (await publicProblem()).pid, 'not valid!');
    expect(badDisplayId.envelope.status).toBe(400);
    expect(badDisplayId.envelope.msg).toContain('displayId');
    const noProblemId = await send('POST', addGroupContestProblemFromGroup.path, cls.admin, {
      cid,
      displayId: 'A',
    });
    expect(noProblemId.envelope.status).toBe(400);
    expect(noProblemId.envelope.msg).toContain('problemId');
    const noGid = await send('POST', addGroupContestProblem.path, cls.admin, {}, problemFormBody());
    expect(noGid.envelope.status).toBe(400);
    expect(noGid.envelope.msg).toContain('gid');
  });
});

describe('a problem made for the contest', () => {
  it("is stored as the group's contest-only problem, then linked, and members meet it in the contest", async () => {
    const cid = await groupContest(cls.admin);
    const shortId = `Q${unique()}`;
    const made = await send<{ pid: number }>(
      'POST',
      addGroupContestProblem.path,
      cls.admin,
      {},
      problemFormBody({ problemId: shortId, gid: cls.gid, auth: 1 }),
    );
    expect(made.envelope.status, made.envelope.msg).toBe(200);
    const { pid } = addGroupContestProblem.response.parse(made.envelope.data);
    expect(Object.keys(made.envelope.data)).toEqual(['pid']);
    expect(await getProblem(pid)).toMatchObject({
      gid: cls.gid,
      auth: 3,
      problemId: `${cls.shortName}${shortId}`,
    });

    const link = { cid, pid, displayId: 'A', displayTitle: 'Warm-up', color: '#ff0000' };
    const linked = await send('PUT', updateGroupContestProblem.path, cls.admin, {}, link);
    expect(linked.envelope.status, linked.envelope.msg).toBe(200);
    expect(linked.envelope.data).toBeNull();
    const read = await send<ContestProblem>('GET', getGroupContestProblem.path, cls.admin, { pid, cid });
    expect(getGroupContestProblem.response.parse(read.envelope.data)).toMatchObject(link);
    const rows = await send<{ displayId: string; displayTitle: string }[]>(
      'GET',
      getContestProblemList.path,
      cls.member,
      { cid },
    );
    expect(rows.envelope.data.map((row) => [row.displayId, row.displayTitle])).toEqual([['A', 'Warm-up']]);
  });

  it.each([
    ['visitor', 401],
    ['outsider', 403],
    ['applicant', 403],
    ['refused', 403],
    ['member', 403],
    ['admin', 200],
    ['root', 200],
    ['siteAdmin', 403],
    ['superAdmin', 200],
  ] as const)('is made by the group admins: %s gets %i', async (who, status) => {
    const answer = await send(
      'POST',
      addGroupContestProblem.path,
      cls[who],
      {},
      problemFormBody({ problemId: `M${unique()}`, gid: cls.gid }),
    );
    expect(statusOf(answer), answer.envelope.msg).toBe(status);
  });
});

describe('who changes a group contest problem', () => {
  let byAdmin: number;
  let byRoot: number;
  let problem: Problem;
  beforeAll(async () => {
    [byAdmin, byRoot, problem] = await Promise.all([
      groupContest(cls.admin),
      groupContest(cls.root),
      groupProblem(),
    ]);
    for (const cid of [byAdmin, byRoot]) await fromGroup(cls.root, cid, problem.problemId, 'A');
  });

  /** Each call once on contest `cid`, as `caller`; the writes leave the contest as it was. */
  async function statuses(caller: Caller, cid: number): Promise<number[]> {
    const extra = await publicProblem();
    const link = { cid, pid: problem.pid, displayId: 'A', displayTitle: problem.title, color: null };
    const answers = [
      await picker(caller, cid),
      await send('GET', getGroupContestProblem.path, caller, { pid: problem.pid, cid }),
      await send('PUT', updateGroupContestProblem.path, caller, {}, link),
      await fromPublic(caller, cid, extra.pid, `X${unique()}`),
      await fromGroup(caller, cid, (await groupProblem()).problemId, `Y${unique()}`),
      await send('DELETE', deleteGroupContestProblem.path, caller, { pid: extra.pid, cid }),
    ];
    return answers.map(statusOf);
  }

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
    "is a root of the group or the group admin who made the contest: %s gets %i on the admin's, %i on the root's",
    async (who, onAdmins, onRoots) => {
      expect(await statuses(cls[who], byAdmin)).toEqual(Array(6).fill(onAdmins));
      expect(await statuses(cls[who], byRoot)).toEqual(Array(6).fill(onRoots));
    },
  );

  it('takes a problem out of the contest, leaving it in its set', async () => {
    const cid = await groupContest(cls.admin);
    const own = await groupProblem();
    await fromGroup(cls.admin, cid, own.problemId, 'A');
    const removed = await send('DELETE', deleteGroupContestProblem.path, cls.admin, { pid: own.pid, cid });
    expect(removed.envelope.status, removed.envelope.msg).toBe(200);
    expect(statusOf(await send('GET', getGroupContestProblem.path, cls.admin, { pid: own.pid, cid }))).toBe(
      404,
    );
    expect((await getProblem(own.pid))?.gid).toBe(cls.gid);
    expect(
      statusOf(await send('DELETE', deleteGroupContestProblem.path, cls.admin, { pid: own.pid, cid })),
    ).toBe(404);
  });

  it("answers a site contest through the group's calls as one that does not exist", async () => {
    const site = await storeContest();
    expect(statusOf(await picker(cls.superAdmin, site.cid))).toBe(404);
    expect(statusOf(await fromPublic(cls.superAdmin, site.cid, (await publicProblem()).pid, 'A'))).toBe(404);
  });
});
