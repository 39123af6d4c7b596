import { beforeAll, describe, expect, it } from 'vitest';
import {
  addGroupTraining,
  changeGroupTrainingStatus,
  deleteGroupTraining,
  getGroupAdminTrainingList,
  getGroupTraining,
  getGroupTrainingList,
  getTrainingAccess,
  getTrainingDetail,
  getTrainingList,
  getTrainingProblemDetails,
  getTrainingProblemList,
  getTrainingRank,
  updateGroupTraining,
  type AdminTraining,
  type Page,
  type TrainingView,
} from '@oj/shared';
import { useLocalStack, type ApiAnswer } from './local-stack';
import { submit } from './submissions-kit';
import { newTraining } from './training-fixtures';
import type { Caller } from './discussion-kit';
import {
  addHomework,
  groupProblem,
  homeworkClass,
  linkProblem,
  matrixRow,
  standings,
  statusOf,
  trainingBody,
  type HomeworkClass,
  type Standing,
} from './group-training-kit';

let url: string;
let home: HomeworkClass;
let homework: number;
let callers: Record<Standing, Caller>;

beforeAll(async () => {
  ({ url } = useLocalStack());
  home = await homeworkClass(url);
  homework = await addHomework(home);
  callers = home.cls;
}, 120_000);

const form = (tid: number, caller: Caller = home.cls.admin) =>
  home.send<{ training: AdminTraining }>('GET', '/api/group/training', caller, { tid });

/** The edit body for training `tid` as its form answers it, with `fields` changed. */
async function editBody(tid: number, fields: Record<string, unknown> = {}) {
  const { training, trainingCategory } = (await form(tid, home.cls.superAdmin)).envelope.data as {
    training: AdminTraining;
    trainingCategory: { id: number };
  };
  return {
    training: { ...training, privatePwd: training.privatePwd || undefined, ...fields },
    trainingCategory: { id: trainingCategory.id },
  };
}

describe('the group training calls, by standing', () => {
  // visitor, non-member, applicant, refused, member, group admin (its maker), group root, site admin, super admin
  const members = matrixRow(401, 403, 403, 403, 200, 200, 200, 403, 200);
  const admins = matrixRow(401, 403, 403, 403, 403, 200, 200, 403, 200);
  const runners = matrixRow(401, 403, 403, 403, 403, 200, 200, 403, 200);
  const rows: [string, Record<Standing, number>, (caller: Caller) => Promise<ApiAnswer<unknown>>][] = [
    [
      'GET get-training-list',
      members,
      (c) => home.send('GET', '/api/group/get-training-list', c, { gid: home.cls.gid }),
    ],
    [
      'GET get-admin-training-list',
      admins,
      (c) => home.send('GET', '/api/group/get-admin-training-list', c, { gid: home.cls.gid }),
    ],
    ['GET training', runners, (c) => form(homework, c)],
    [
      'POST training',
      admins,
      (c) => home.send('POST', '/api/group/training', c, {}, trainingBody(home.cls.gid, home.categoryId)),
    ],
    [
      'PUT training',
      runners,
      async (c) => home.send('PUT', '/api/group/training', c, {}, await editBody(homework)),
    ],
    [
      'PUT change-training-status',
      runners,
      (c) => home.send('PUT', '/api/group/change-training-status', c, { tid: homework, status: true }),
    ],
    [
      'DELETE training',
      runners,
      async (c) => home.send('DELETE', '/api/group/training', c, { tid: await addHomework(home) }),
    ],
  ];
  const cases = rows.flatMap(([name, expected, send]) =>
    standings.map((standing) => [name, standing, expected[standing], send] as const),
  );

  it.each(cases)('%s as %s answers %i', async (_name, standing, expected, send) => {
    const answer = await send(callers[standing]);
    expect(statusOf(answer), answer.envelope.msg).toBe(expected);
  });

  it("tells a group admin that another admin's training is not theirs, and a root that it is", async () => {
    const rootsOwn = await addHomework(home, home.cls.root);
    expect((await form(rootsOwn, home.cls.admin)).envelope).toMatchObject({ status: 403 });
    expect((await form(rootsOwn, home.cls.admin)).envelope.msg).toContain('made it');
    expect((await form(homework, home.cls.root)).envelope.status).toBe(200);
    expect((await form(homework, home.cls.owner)).envelope.status).toBe(200);
  });

  it('hands a training to the group when its maker is no longer a group admin', async () => {
    const other = await homeworkClass(url);
    const tid = await addHomework(other);
    const demoted = await other.send(
      'PUT',
      '/api/group/member',
      other.cls.owner,
      {},
      { gid: other.cls.gid, uid: other.cls.admin.uid, auth: 3 },
    );
    expect(demoted.envelope.status, demoted.envelope.msg).toBe(200);
    const asMember = await other.send('GET', '/api/group/training', other.cls.admin, { tid });
    expect(asMember.envelope.status).toBe(403);
    expect((await other.send('GET', '/api/group/training', other.cls.root, { tid })).envelope.status).toBe(
      200,
    );
    // Still a member: the training stays open to them.
    expect(
      (await other.send('GET', '/api/get-training-detail', other.cls.admin, { tid })).envelope.status,
    ).toBe(200);
  });

  it('answers a site training named in a group call as not a group training', async () => {
    const siteTraining = await newTraining(home.categoryId);
    for (const answer of [
      await form(siteTraining, home.cls.superAdmin),
      await home.send('DELETE', '/api/group/training', home.cls.superAdmin, { tid: siteTraining }),
      await home.send('PUT', '/api/group/change-training-status', home.cls.superAdmin, {
        tid: siteTraining,
        status: false,
      }),
    ])
      expect(answer.envelope).toMatchObject({
        status: 404,
        msg: expect.stringContaining('belongs to no group'),
      });
  });
});

describe('a group training made and changed', () => {
  it("is listed for the group's members with the contract's shapes, and never on the site's lists", async () => {
    const list = await home.send<Page<TrainingView>>('GET', '/api/group/get-training-list', home.cls.member, {
      gid: home.cls.gid,
    });
    const page = getGroupTrainingList.response.parse(list.envelope.data);
    expect(page.records.map((row) => row.id)).toContain(homework);
    expect(page.records.find((row) => row.id === homework)).toMatchObject({ gid: home.cls.gid, coins: 5 });
    const adminList = await home.send('GET', '/api/group/get-admin-training-list', home.cls.admin, {
      gid: home.cls.gid,
      limit: 100,
    });
    const adminPage = getGroupAdminTrainingList.response.parse(adminList.envelope.data);
    expect(adminPage.records.find((row) => row.id === homework)).toMatchObject({
      isGroup: true,
      gid: home.cls.gid,
      privatePwd: '',
    });
    const site = await home.send('GET', '/api/get-training-list', home.cls.superAdmin, { limit: 100 });
    expect(getTrainingList.response.parse(site.envelope.data).records.map((row) => row.id)).not.toContain(
      homework,
    );
    const siteAdminList = await home.send<Page<AdminTraining>>(
      'GET',
      '/api/admin/training/get-training-list',
      home.cls.superAdmin,
      { limit: 100 },
    );
    expect(siteAdminList.envelope.data.records.map((row) => row.id)).not.toContain(homework);
  });

  it("lists the group's trainings newest first for its admins", async () => {
    const later = await addHomework(home, home.cls.root);
    const page = getGroupAdminTrainingList.response.parse(
      (
        await home.send('GET', '/api/group/get-admin-training-list', home.cls.admin, {
          gid: home.cls.gid,
          limit: 100,
        })
      ).envelope.data,
    );
    const ids = page.records.map((row) => row.id);
    expect(ids[0]).toBe(later);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.records.every((row) => row.gid === home.cls.gid)).toBe(true);
  });

  it('answers its form with the password, and keeps its author and group through an edit', async () => {
    const tid = await addHomework(home, home.cls.admin, { auth: 'Private', privatePwd: 'class-pass' });
    const before = getGroupTraining.response.parse((await form(tid)).envelope.data);
    expect(before.training).toMatchObject({
      id: tid,
      auth: 'Private',
      privatePwd: 'class-pass',
      gid: home.cls.gid,
    });
    expect(before.trainingCategory?.id).toBe(home.categoryId);
    const edited = await home.send(
      'PUT',
      '/api/group/training',
      home.cls.root,
      {},
      await editBody(tid, { title: 'Week two', gid: 999_999 }),
    );
    expect(updateGroupTraining.response.parse(edited.envelope.data)).toBeNull();
    const after = (await form(tid)).envelope.data.training;
    expect(after).toMatchObject({ title: 'Week two', gid: home.cls.gid, author: before.training.author });
  });

  it('refuses a form without a title or a private one without a password, naming the field', async () => {
    const untitled = trainingBody(home.cls.gid, home.categoryId, { title: '' });
    const answer = await home.send('POST', '/api/group/training', home.cls.admin, {}, untitled);
    expect(answer.envelope.status).toBe(400);
    expect(answer.envelope.msg).toContain('Training title');
    const noPassword = trainingBody(home.cls.gid, home.categoryId, { auth: 'Private' });
    const refused = await home.send('POST', '/api/group/training', home.cls.admin, {}, noPassword);
    expect(refused.envelope.status).toBe(400);
    expect(refused.envelope.msg).toContain('password');
    expect(refused.envelope.msg).toMatch(/privatePwd|Training password/);
  });

  it('refuses a training in a group that does not exist, or without a group', async () => {
    const answer = await home.send(
      'POST',
      '/api/group/training',
      home.cls.superAdmin,
      {},
      trainingBody(987_654_321, home.categoryId),
    );
    expect(answer.envelope.status).toBe(404);
    const { training, trainingCategory } = trainingBody(home.cls.gid, home.categoryId);
    const noGroup = await home.send(
      'POST',
      '/api/group/training',
      home.cls.admin,
      {},
      { training: { ...training, gid: undefined }, trainingCategory },
    );
    expect(noGroup.envelope.status).toBe(400);
    expect(noGroup.envelope.msg).toMatch(/training\.gid|training's group/);
  });

  it('is hidden from members but not from its admins when its status is off, and shown again', async () => {
    const tid = await addHomework(home);
    const hide = await home.send('PUT', '/api/group/change-training-status', home.cls.admin, {
      tid,
      status: false,
    });
    expect(changeGroupTrainingStatus.response.parse(hide.envelope.data)).toBeNull();
    const listed = async (caller: Caller) =>
      (
        await home.send<Page<TrainingView>>('GET', '/api/group/get-training-list', caller, {
          gid: home.cls.gid,
          limit: 100,
        })
      ).envelope.data.records.some((row) => row.id === tid);
    expect(await listed(home.cls.member)).toBe(false);
    expect(
      (await home.send('GET', '/api/get-training-detail', home.cls.member, { tid })).envelope.status,
    ).toBe(404);
    expect(
      (await home.send('GET', '/api/get-training-detail', home.cls.admin, { tid })).envelope.status,
    ).toBe(200);
    const adminRows = await home.send<Page<AdminTraining>>(
      'GET',
      '/api/group/get-admin-training-list',
      home.cls.admin,
      {
        gid: home.cls.gid,
        limit: 100,
      },
    );
    expect(adminRows.envelope.data.records.find((row) => row.id === tid)?.status).toBe(false);
    await home.send('PUT', '/api/group/change-training-status', home.cls.admin, { tid, status: true });
    expect(await listed(home.cls.member)).toBe(true);
  });

  it('is deleted whole: its page, its problems and its list line go', async () => {
    const tid = await addHomework(home);
    const { pid } = await groupProblem(home.cls.gid, home.cls.shortName);
    await linkProblem(tid, pid);
    const deleted = await home.send('DELETE', '/api/group/training', home.cls.root, { tid });
    expect(deleteGroupTraining.response.parse(deleted.envelope.data)).toBeNull();
    expect(
      (await home.send('GET', '/api/get-training-detail', home.cls.member, { tid })).envelope.status,
    ).toBe(404);
    expect((await form(tid, home.cls.superAdmin)).envelope.status).toBe(404);
    expect(
      (await home.send('GET', '/api/get-training-problem-list', home.cls.superAdmin, { tid })).envelope
        .status,
    ).toBe(404);
  });

  it('answers the create call with null', async () => {
    const created = await home.send(
      'POST',
      '/api/group/training',
      home.cls.owner,
      {},
      trainingBody(home.cls.gid, home.categoryId),
    );
    expect(addGroupTraining.response.parse(created.envelope.data)).toBeNull();
  });
});

describe('a group training through the ordinary training calls', () => {
  let privateHomework: number;
  let problem: { pid: number; problemId: string };
  beforeAll(async () => {
    privateHomework = await addHomework(home, home.cls.admin, { auth: 'Private', privatePwd: 'week-one' });
    problem = await groupProblem(home.cls.gid, home.cls.shortName);
    await linkProblem(homework, problem.pid, 'A');
    await linkProblem(privateHomework, problem.pid, 'A');
  }, 60_000);

  it('opens its page, problems and problem statements to the members of its group', async () => {
    const detail = await home.send('GET', '/api/get-training-detail', home.cls.member, { tid: homework });
    expect(getTrainingDetail.response.parse(detail.envelope.data)).toMatchObject({
      id: homework,
      gid: home.cls.gid,
    });
    const problems = await home.send('GET', '/api/get-training-problem-list', home.cls.member, {
      tid: homework,
    });
    expect(getTrainingProblemList.response.parse(problems.envelope.data).map((row) => row.displayId)).toEqual(
      ['A'],
    );
    const statement = await home.send('GET', '/api/get-training-problem-details', home.cls.member, {
      tid: homework,
      displayId: 'A',
    });
    expect(statement.envelope.status, statement.envelope.msg).toBe(200);
    expect(getTrainingProblemDetails.response.parse(statement.envelope.data).problem.problemId).toBe(
      problem.problemId,
    );
  });

  it('refuses them to everyone outside the group, site admins too, but not to the super admin', async () => {
    for (const caller of [home.cls.outsider, home.cls.applicant, home.cls.refused, home.cls.siteAdmin])
      for (const [path, query] of [
        ['/api/get-training-detail', { tid: homework }],
        ['/api/get-training-access', { tid: homework }],
        ['/api/get-training-problem-list', { tid: homework }],
        ['/api/get-training-problem-details', { tid: homework, displayId: 'A' }],
        ['/api/get-training-rank', { tid: privateHomework }],
      ] as const) {
        const answer = await home.send('GET', path, caller, query);
        expect(answer.envelope.status, `${path} ${answer.envelope.msg}`).toBe(403);
      }
    const registered = await home.send(
      'POST',
      '/api/register-training',
      home.cls.outsider,
      {},
      {
        tid: privateHomework,
        password: 'week-one',
      },
    );
    expect(registered.envelope.status).toBe(403);
    const root = await home.send('GET', '/api/get-training-problem-list', home.cls.superAdmin, {
      tid: homework,
    });
    expect(root.envelope.status).toBe(200);
  });

  it('asks a member for the password of a private one once, then shows its rank', async () => {
    const before = await home.send('GET', '/api/get-training-problem-list', home.cls.member, {
      tid: privateHomework,
    });
    expect(before.envelope.status).toBe(403);
    const access = await home.send('GET', '/api/get-training-access', home.cls.member, {
      tid: privateHomework,
    });
    expect(getTrainingAccess.response.parse(access.envelope.data)).toEqual({ access: false });
    const registered = await home.send(
      'POST',
      '/api/register-training',
      home.cls.member,
      {},
      {
        tid: privateHomework,
        password: 'week-one',
      },
    );
    expect(registered.envelope.status, registered.envelope.msg).toBe(200);
    const after = await home.send('GET', '/api/get-training-problem-list', home.cls.member, {
      tid: privateHomework,
    });
    expect(after.envelope.status).toBe(200);
    const rank = await home.send('GET', '/api/get-training-rank', home.cls.member, { tid: privateHomework });
    expect(rank.envelope.status, rank.envelope.msg).toBe(200);
    getTrainingRank.response.parse(rank.envelope.data);
    // A root of the group runs it: no password asked.
    const rootAccess = await home.send('GET', '/api/get-training-access', home.cls.root, {
      tid: privateHomework,
    });
    expect(rootAccess.envelope.data).toEqual({ access: true });
  });

  it("takes a member's submission to its group problem, and refuses a non-member's", async () => {
    const mine = await submit(home.cls.member.token ?? undefined, { pid: problem.pid, tid: homework });
    expect(mine.envelope.status, mine.envelope.msg).toBe(200);
    const theirs = await submit(home.cls.outsider.token ?? undefined, { pid: problem.pid, tid: homework });
    expect(theirs.envelope.status).toBe(403);
  });
});
