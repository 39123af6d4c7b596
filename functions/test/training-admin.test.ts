import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { roleCodes, type AdminTraining, type TrainingCategory, type TrainingProblemLink } from '@oj/shared';
import { useLocalStack } from './local-stack';
import { account, problemWith } from './submission-fixtures';
import { newCategory, newTraining, rootToken, trainingCall } from './training-fixtures';
import type { Problem } from '../src/data/problems/problem-item';
import { createTag } from '../src/data/tags/create-tag';

/* The admin training calls: a teacher builds a training, its problems and its categories. */

let root: string;
let category: number;

beforeAll(async () => {
  useLocalStack();
  root = await rootToken();
  category = await newCategory('普通');
});

type TrainingDto = { training: AdminTraining; trainingCategory: TrainingCategory | null };
const getTraining = (tid: number, token = root) =>
  trainingCall<TrainingDto>('GET', '/api/admin/training', token, { query: { tid } });
const create = (training: Record<string, unknown>, token = root) =>
  trainingCall('POST', '/api/admin/training', token, {
    body: { training, trainingCategory: { id: category } },
  });

describe('creating and editing a training', () => {
  it('fills the spec defaults: rank 1000, a reward of 5 coins, shown', async () => {
    const tid = await newTraining(category);
    const { training, trainingCategory } = (await getTraining(tid)).envelope.data;
    expect(training).toMatchObject({ id: tid, rank: 1000, description: '5', status: true, auth: 'Public' });
    expect(trainingCategory?.id).toBe(category);
  });

  it('refuses a private training without a password, a reward off the 5-coin steps, a rank out of range', async () => {
    expect((await create({ title: 'x', auth: 'Private' })).envelope.msg).toMatch(/training\.privatePwd/);
    expect((await create({ title: 'x', auth: 'Public', description: 7 })).envelope.msg).toMatch(
      /coin reward must be 0 to 20 in steps of 5/,
    );
    expect((await create({ title: 'x', auth: 'Public', rank: 2147483648 })).envelope.status).toBe(400);
    const missing = await trainingCall('POST', '/api/admin/training', root, {
      body: { training: { title: 'x', auth: 'Public' }, trainingCategory: { id: 987654321 } },
    });
    expect(missing.envelope).toMatchObject({
      status: 404,
      msg: 'The training category does not exist: 987654321',
    });
  });

  it('keeps an admin to their own trainings; the super admin reaches every one', async () => {
    const teacher = await account(roleCodes.admin);
    const other = await account(roleCodes.admin);
    const tid = await newTraining(category, { title: `Own ${teacher.uid}` }, teacher.token);
    expect((await getTraining(tid, teacher.token)).envelope.data.training.author).toBe(teacher.username);
    expect((await getTraining(tid, other.token)).envelope.status).toBe(403);
    expect((await getTraining(tid, root)).envelope.status).toBe(200);
    const theirs = await trainingCall<{ records: AdminTraining[] }>(
      'GET',
      '/api/admin/training/get-training-list',
      other.token,
    );
    expect(theirs.envelope.data.records.some((row) => row.id === tid)).toBe(false);
  });

  it('edits, hides and deletes a training', async () => {
    const tid = await newTraining(category);
    const edited = await trainingCall('PUT', '/api/admin/training', root, {
      body: {
        training: {
          id: tid,
          title: 'Renamed',
          auth: 'Private',
          privatePwd: 'pw',
          rank: 3,
          description: '20',
        },
        trainingCategory: { id: category },
      },
    });
    expect(edited.envelope.status).toBe(200);
    expect((await getTraining(tid)).envelope.data.training).toMatchObject({
      title: 'Renamed',
      auth: 'Private',
      privatePwd: 'pw',
      rank: 3,
      description: '20',
    });
    await trainingCall('PUT', '/api/admin/training/change-training-status', root, {
      query: { tid, status: false },
    });
    const student = await account();
    const hidden = await trainingCall('GET', '/api/get-training-detail', student.token, { query: { tid } });
    expect(hidden.envelope.status).toBe(404);
    expect(
      (await trainingCall('DELETE', '/api/admin/training', root, { query: { tid } })).envelope.status,
    ).toBe(200);
    expect((await getTraining(tid)).envelope.status).toBe(404);
  });
});

describe("a training's problems", () => {
  let tid: number;
  let problems: Problem[];
  beforeAll(async () => {
    tid = await newTraining(category);
    problems = [await problemWith(), await problemWith(), await problemWith()];
  });

  const pick = (queryExisted: boolean) =>
    trainingCall<{
      problemList: { records: { pid: number }[]; total: number };
      trainingProblemMap: Record<string, TrainingProblemLink>;
    }>('GET', '/api/admin/training/get-problem-list', root, { query: { tid, queryExisted, limit: 100 } });

  it('adds public problems last, reorders them, refuses a second add and takes one out', async () => {
    const [a, b, c] = problems as [Problem, Problem, Problem];
    for (const problem of [a, b, c])
      expect(
        (
          await trainingCall('POST', '/api/admin/training/add-problem-from-public', root, {
            body: { tid, pid: problem.pid },
          })
        ).envelope.status,
      ).toBe(200);
    const again = await trainingCall('POST', '/api/admin/training/add-problem-from-public', root, {
      body: { tid, pid: a.pid },
    });
    expect(again.envelope.msg).toBe(`Problem ${a.problemId} is in the training already!`);
    let existing = (await pick(true)).envelope.data;
    expect(existing.problemList.records.map((row) => row.pid)).toEqual([a.pid, b.pid, c.pid]);
    expect(existing.trainingProblemMap[String(b.pid)]).toMatchObject({
      tid,
      pid: b.pid,
      displayId: b.problemId,
      rank: 2,
    });
    expect((await pick(false)).envelope.data.problemList.records.some((row) => row.pid === a.pid)).toBe(
      false,
    );

    await trainingCall('PUT', '/api/admin/training/problem', root, {
      body: { tid, pid: c.pid, displayId: 'C0', rank: 0 },
    });
    existing = (await pick(true)).envelope.data;
    expect(existing.problemList.records.map((row) => row.pid)).toEqual([c.pid, a.pid, b.pid]);
    expect(existing.trainingProblemMap[String(c.pid)]?.displayId).toBe('C0');

    await trainingCall('DELETE', '/api/admin/training/problem', root, { query: { tid, pid: a.pid } });
    expect((await pick(true)).envelope.data.problemList.records.map((row) => row.pid)).toEqual([
      c.pid,
      b.pid,
    ]);
    const gone = await trainingCall('DELETE', '/api/admin/training/problem', root, {
      query: { tid, pid: a.pid },
    });
    expect(gone.envelope.status).toBe(404);
  });

  it('lists a problem (and its new tag) the moment it is added, though the cached catalogues are older', async () => {
    const fresh = await newTraining(category);
    const list = () =>
      trainingCall<{ pid: number; tags: { name: string }[] }[]>(
        'GET',
        '/api/get-training-problem-list',
        root,
        { query: { tid: fresh } },
      );
    // Warm the API's copies of the problem and tag catalogues first: the new problem and tag are
    // newer than them for the next ten seconds.
    expect((await list()).envelope.data).toEqual([]);
    const tag = await createTag({
      name: `fresh-${randomUUID().slice(0, 8)}`,
      color: '#409EFF',
      oj: 'ME',
      classificationId: null,
      gid: null,
    });
    const problem = await problemWith({ tagIds: [tag.id] });
    const added = await trainingCall('POST', '/api/admin/training/add-problem-from-public', root, {
      body: { tid: fresh, pid: problem.pid },
    });
    expect(added.envelope.status).toBe(200);
    const rows = (await list()).envelope.data;
    expect(rows.map((row) => row.pid)).toEqual([problem.pid]);
    expect(rows[0]?.tags.map((row) => row.name)).toEqual([tag.name]);
    const navigator = await trainingCall<{ pid: number }[]>(
      'GET',
      '/api/get-full-screen-problem-list',
      root,
      {
        query: { tid: fresh },
      },
    );
    expect(navigator.envelope.data.map((row) => row.pid)).toEqual([problem.pid]);
  });

  it('refuses importing a remote judge problem, saying why', async () => {
    const answer = await trainingCall('GET', '/api/admin/training/import-remote-oj-problem', root, {
      query: { tid, name: 'HDU', problemId: '1000' },
    });
    expect(answer.envelope).toMatchObject({
      status: 400,
      msg: 'Remote judging is not available on this site yet!',
    });
  });
});

describe('training categories', () => {
  it('adds, renames and deletes a category, refusing to delete one that holds a training', async () => {
    const added = await trainingCall<TrainingCategory>('POST', '/api/admin/training/category', root, {
      body: { name: 'Loops', color: '#123456' },
    });
    const id = added.envelope.data.id;
    expect(added.envelope.data).toMatchObject({ name: 'Loops', color: '#123456', gid: null });
    await trainingCall('PUT', '/api/admin/training/category', root, {
      body: { id, name: 'Loops 2', color: '#654321' },
    });
    const listed = await trainingCall<TrainingCategory[]>('GET', '/api/get-training-category', root);
    expect(listed.envelope.data.find((row) => row.id === id)).toMatchObject({
      name: 'Loops 2',
      color: '#654321',
    });
    const holding = await trainingCall('DELETE', '/api/admin/training/category', root, {
      query: { cid: category },
    });
    expect(holding.envelope.status).toBe(400);
    expect(holding.envelope.msg).toMatch(/still holds \d+ training\(s\)/);
    expect(
      (await trainingCall('DELETE', '/api/admin/training/category', root, { query: { cid: id } })).envelope
        .status,
    ).toBe(200);
  });
});
