import { beforeAll, describe, expect, it } from 'vitest';
import {
  addGroupTrainingProblemFromGroup,
  addGroupTrainingProblemFromPublic,
  deleteGroupTrainingProblem,
  getGroupTrainingProblemList,
  updateGroupTrainingProblem,
  type TrainingProblemRow,
} from '@oj/shared';
import { useLocalStack, type ApiAnswer } from './local-stack';
import type { Caller } from './discussion-kit';
import { groupClass } from './group-fixtures';
import {
  addHomework,
  groupProblem,
  homeworkClass,
  linkProblem,
  matrixRow,
  publicProblem,
  standings,
  statusOf,
  type HomeworkClass,
  type Standing,
} from './group-training-kit';

let url: string;
let home: HomeworkClass;
let homework: number;
let shared: { pid: number; problemId: string; ownId: string };
let callers: Record<Standing, Caller>;

beforeAll(async () => {
  ({ url } = useLocalStack());
  home = await homeworkClass(url);
  homework = await addHomework(home);
  shared = await groupProblem(home.cls.gid, home.cls.shortName);
  await linkProblem(homework, shared.pid, 'A');
  callers = home.cls;
}, 120_000);

const picker = (
  tid: number,
  query: Record<string, string | number | boolean> = {},
  caller = home.cls.admin,
) => home.send('GET', '/api/group/get-training-problem-list', caller, { tid, limit: 100, ...query });

const problemRows = async (tid: number, caller: Caller = home.cls.member) =>
  (await home.send<TrainingProblemRow[]>('GET', '/api/get-training-problem-list', caller, { tid })).envelope
    .data;

describe('the group training problem calls, by standing', () => {
  // visitor, non-member, applicant, refused, member, group admin (the training's maker), group root, site admin, super admin
  const runners = matrixRow(401, 403, 403, 403, 403, 200, 200, 403, 200);
  const rows: [string, (caller: Caller) => Promise<ApiAnswer<unknown>>][] = [
    ['GET get-training-problem-list', (c) => picker(homework, {}, c)],
    [
      'PUT training-problem',
      (c) =>
        home.send(
          'PUT',
          '/api/group/training-problem',
          c,
          {},
          { tid: homework, pid: shared.pid, displayId: 'A', rank: 1 },
        ),
    ],
    [
      'DELETE training-problem',
      async (c) => {
        const tid = await addHomework(home);
        await linkProblem(tid, shared.pid);
        return home.send('DELETE', '/api/group/training-problem', c, { tid, pid: shared.pid });
      },
    ],
    [
      'POST add-training-problem-from-public',
      async (c) =>
        home.send(
          'POST',
          '/api/group/add-training-problem-from-public',
          c,
          {},
          { tid: await addHomework(home), pid: await publicProblem() },
        ),
    ],
    [
      'POST add-training-problem-from-group',
      async (c) =>
        home.send('POST', '/api/group/add-training-problem-from-group', c, {
          tid: await addHomework(home),
          problemId: shared.problemId,
        }),
    ],
  ];
  const cases = rows.flatMap(([name, send]) =>
    standings.map((standing) => [name, standing, runners[standing], send] as const),
  );

  it.each(cases)('%s as %s answers %i', async (_name, standing, expected, send) => {
    const answer = await send(callers[standing]);
    expect(statusOf(answer), answer.envelope.msg).toBe(expected);
  });
});

describe("a group training's problems", () => {
  it('are added from the public set, last, under the chosen label or their own id', async () => {
    const tid = await addHomework(home);
    const [first, second] = [await publicProblem(), await publicProblem()];
    const added = await home.send(
      'POST',
      '/api/group/add-training-problem-from-public',
      home.cls.admin,
      {},
      {
        tid,
        pid: first,
        displayId: 'W1',
      },
    );
    expect(addGroupTrainingProblemFromPublic.response.parse(added.envelope.data)).toBeNull();
    await home.send(
      'POST',
      '/api/group/add-training-problem-from-public',
      home.cls.admin,
      {},
      { tid, pid: second },
    );
    const rows = await problemRows(tid);
    expect(rows.map((row) => row.pid)).toEqual([first, second]);
    expect(rows[0]?.displayId).toBe('W1');
    expect(rows[1]?.displayId).toBe(rows[1]?.problemId);
  });

  it('refuse a group problem or a hidden one from the public picker, and the same problem or label twice', async () => {
    const tid = await addHomework(home);
    const add = (body: Record<string, unknown>) =>
      home.send('POST', '/api/group/add-training-problem-from-public', home.cls.admin, {}, { tid, ...body });
    expect((await add({ pid: shared.pid })).envelope).toMatchObject({ status: 400 });
    const pid = await publicProblem();
    expect((await add({ pid, displayId: 'B' })).envelope.status).toBe(200);
    expect((await add({ pid })).envelope).toMatchObject({
      status: 400,
      msg: expect.stringContaining('already'),
    });
    expect((await add({ pid: await publicProblem(), displayId: 'b' })).envelope).toMatchObject({
      status: 400,
      msg: expect.stringContaining('labelled b'),
    });
    expect((await add({ pid: 987_654_321 })).envelope.status).toBe(404);
  });

  it("are added from the group's own set by display id, with or without the group's short name", async () => {
    const tid = await addHomework(home);
    const other = await groupProblem(home.cls.gid, home.cls.shortName);
    const byFullId = await home.send('POST', '/api/group/add-training-problem-from-group', home.cls.admin, {
      tid,
      problemId: shared.problemId,
    });
    expect(addGroupTrainingProblemFromGroup.response.parse(byFullId.envelope.data)).toBeNull();
    const byOwnId = await home.send('POST', '/api/group/add-training-problem-from-group', home.cls.admin, {
      tid,
      problemId: other.ownId.toLowerCase(),
    });
    expect(byOwnId.envelope.status, byOwnId.envelope.msg).toBe(200);
    const rows = await problemRows(tid);
    expect(rows.map((row) => [row.pid, row.displayId])).toEqual([
      [shared.pid, shared.problemId],
      [other.pid, other.problemId],
    ]);
    const again = await home.send('POST', '/api/group/add-training-problem-from-group', home.cls.admin, {
      tid,
      problemId: shared.problemId,
    });
    expect(again.envelope.status).toBe(400);
  });

  it("do not take another group's problem or a public one by display id", async () => {
    const tid = await addHomework(home);
    const elsewhere = await groupClass(url);
    const theirs = await groupProblem(elsewhere.gid, elsewhere.shortName);
    const pub = await publicProblem();
    const { problemId: publicId } = (
      await home.send<{ problemList: { records: { id: number; problemId: string }[] } }>(
        'GET',
        '/api/group/get-training-problem-list',
        home.cls.admin,
        { tid, queryExisted: false, keyword: String(pub), limit: 100 },
      )
    ).envelope.data.problemList.records.find((row) => row.id === pub) ?? { problemId: 'missing' };
    for (const problemId of [theirs.problemId, publicId]) {
      const answer = await home.send('POST', '/api/group/add-training-problem-from-group', home.cls.admin, {
        tid,
        problemId,
      });
      expect(answer.envelope, problemId).toMatchObject({ status: 404 });
    }
    expect(await problemRows(tid)).toEqual([]);
  });

  it("are listed by the picker in the training's order by default, and the public candidates on request", async () => {
    const tid = await addHomework(home);
    const pub = await publicProblem();
    await linkProblem(tid, shared.pid, 'A');
    const existing = getGroupTrainingProblemList.response.parse((await picker(tid)).envelope.data);
    expect(existing.problemList.records.map((row) => row.id)).toEqual([shared.pid]);
    expect(existing.trainingProblemMap[String(shared.pid)]).toMatchObject({
      tid,
      pid: shared.pid,
      displayId: 'A',
    });
    const candidates = getGroupTrainingProblemList.response.parse(
      (await picker(tid, { queryExisted: false, limit: 100, keyword: '' })).envelope.data,
    );
    const ids = candidates.problemList.records.map((row) => row.id);
    expect(ids).not.toContain(shared.pid);
    expect(candidates.problemList.total).toBeGreaterThan(0);
    const found = await picker(tid, { queryExisted: false, keyword: `${pub}` });
    expect(found.envelope.status).toBe(200);
  });

  it('are relabelled and reordered, and taken out (the problem stays)', async () => {
    const tid = await addHomework(home);
    const pub = await publicProblem();
    await linkProblem(tid, shared.pid, 'A');
    await home.send(
      'POST',
      '/api/group/add-training-problem-from-public',
      home.cls.admin,
      {},
      { tid, pid: pub },
    );
    const moved = await home.send(
      'PUT',
      '/api/group/training-problem',
      home.cls.root,
      {},
      {
        tid,
        pid: shared.pid,
        displayId: 'Z',
        rank: 50,
      },
    );
    expect(updateGroupTrainingProblem.response.parse(moved.envelope.data)).toBeNull();
    expect((await problemRows(tid)).map((row) => [row.pid, row.displayId])).toEqual([
      [pub, expect.any(String)],
      [shared.pid, 'Z'],
    ]);
    const badLabel = await home.send(
      'PUT',
      '/api/group/training-problem',
      home.cls.root,
      {},
      {
        tid,
        pid: shared.pid,
        displayId: 'has space',
        rank: 1,
      },
    );
    expect(badLabel.envelope.status).toBe(400);
    expect(badLabel.envelope.msg).toContain('Display id');
    const removed = await home.send('DELETE', '/api/group/training-problem', home.cls.admin, {
      tid,
      pid: pub,
    });
    expect(deleteGroupTrainingProblem.response.parse(removed.envelope.data)).toBeNull();
    expect((await problemRows(tid)).map((row) => row.pid)).toEqual([shared.pid]);
    const gone = await home.send('DELETE', '/api/group/training-problem', home.cls.admin, { tid, pid: pub });
    expect(gone.envelope.status).toBe(404);
    expect(
      (await home.send('GET', '/api/get-problem-detail', home.cls.member, { problemId: `${pub}` }))
        .httpStatus,
    ).toBe(200);
  });
});
