import { beforeAll, describe, expect, it } from 'vitest';
import { roleCodes, type TrainingCategory, type TrainingView } from '@oj/shared';
import { useLocalStack } from './local-stack';
import { account } from './submission-fixtures';
import { submit } from './submissions-kit';
import {
  giveTitle,
  linkMadeUpProblems,
  markSolved,
  newCategory,
  newTraining,
  trainingCall,
} from './training-fixtures';

/* Course packs unlock one training after another (spec part 2, §4); hidden categories (§2). */

let packId: number;
let first: number;
let second: number;
let firstPids: number[];

beforeAll(async () => {
  useLocalStack();
  packId = await newCategory('课包-循环');
  first = await newTraining(packId, { rank: 1 });
  second = await newTraining(packId, { rank: 2 });
  // A hundred problems, so that 79 and 80 solved are 79 % and 80 %.
  firstPids = await linkMadeUpProblems(first, 100, 900_000 + Math.floor(Math.random() * 90_000) * 100);
});

const detail = (tid: number, token: string) =>
  trainingCall<TrainingView>('GET', '/api/get-training-detail', token, { query: { tid } });
const problemList = (tid: number, token: string) =>
  trainingCall('GET', '/api/get-training-problem-list', token, { query: { tid } });

describe('the course-pack unlock', () => {
  it('opens the first training of a pack to everyone', async () => {
    const student = await account();
    const answer = await detail(first, student.token);
    expect(answer.envelope.data).toMatchObject({ coursePack: true, canChallenge: true, lock: null });
    expect((await problemList(first, student.token)).envelope.status).toBe(200);
  });

  it('keeps the second locked at 79% of the first solved, refusing its problems and submissions', async () => {
    const student = await account();
    await markSolved(student.uid, firstPids.slice(0, 79));
    const answer = await detail(second, student.token);
    expect(answer.envelope.data).toMatchObject({
      canChallenge: false,
      lock: {
        reason: 'finishPreviousFirst',
        previousTid: first,
        previousProblemCount: 100,
        previousAcCount: 79,
      },
    });
    const refused = await problemList(second, student.token);
    expect(refused.envelope.status).toBe(403);
    expect(refused.envelope.msg).toMatch(/^Finish the previous training first/);
    const submitted = await submit(student.token, { pid: firstPids[0] ?? 0, tid: second });
    expect(submitted.envelope.status).toBe(403);
    expect(submitted.envelope.msg).toMatch(/^Finish the previous training first/);
    const full = await trainingCall('GET', '/api/get-full-screen-problem-list', student.token, {
      query: { tid: second },
    });
    expect(full.envelope.status).toBe(403);
    const page = await trainingCall('GET', '/api/get-training-problem-details', student.token, {
      query: { tid: second, displayId: `X${firstPids[0] ?? 0}` },
    });
    expect(page.envelope.status).toBe(403);
    const statuses = await trainingCall('POST', '/api/get-user-problem-status', student.token, {
      body: { pidList: [1], tid: second },
    });
    expect(statuses.envelope.status).toBe(403);
  });

  it('opens the second at 80% of the first solved', async () => {
    const student = await account();
    await markSolved(student.uid, firstPids.slice(0, 80));
    expect((await detail(second, student.token)).envelope.data).toMatchObject({
      canChallenge: true,
      lock: null,
    });
    expect((await problemList(second, student.token)).envelope.status).toBe(200);
  });

  it('shows the lock and the solved count in the list', async () => {
    const student = await account();
    await markSolved(student.uid, firstPids.slice(0, 10));
    const list = await trainingCall<{ records: TrainingView[] }>(
      'GET',
      '/api/get-training-list',
      student.token,
      {
        query: { categoryId: packId },
      },
    );
    expect(list.envelope.data.records.map((row) => [row.id, row.acCount, row.canChallenge])).toEqual([
      [first, 10, true],
      [second, 0, false],
    ]);
  });

  it('opens every training to admins and to holders of the title CSP选手', async () => {
    const admin = await account(roleCodes.admin);
    expect((await detail(second, admin.token)).envelope.data.canChallenge).toBe(true);
    expect((await problemList(second, admin.token)).envelope.status).toBe(200);
    const titled = await account();
    await giveTitle(titled.uid, 'CSP选手');
    expect((await detail(second, titled.token)).envelope.data.canChallenge).toBe(true);
    expect((await problemList(second, titled.token)).envelope.status).toBe(200);
  });

  it('keeps a training behind an empty previous training locked', async () => {
    const pack = await newCategory('课包-空');
    await newTraining(pack, { rank: 1 });
    const behind = await newTraining(pack, { rank: 2 });
    const student = await account();
    expect((await detail(behind, student.token)).envelope.data.canChallenge).toBe(false);
  });
});

describe('hidden categories', () => {
  it('lists a hidden category and its trainings to admins only', async () => {
    const hidden = await newCategory('隐藏-草稿');
    const tid = await newTraining(hidden);
    const student = await account();
    const admin = await account(roleCodes.admin);
    const categories = (token?: string) =>
      trainingCall<TrainingCategory[]>('GET', '/api/get-training-category', token);
    expect((await categories(student.token)).envelope.data.some((category) => category.id === hidden)).toBe(
      false,
    );
    expect((await categories()).envelope.data.some((category) => category.id === hidden)).toBe(false);
    expect((await categories(admin.token)).envelope.data.some((category) => category.id === hidden)).toBe(
      true,
    );
    const listed = async (token?: string) =>
      (
        await trainingCall<{ records: TrainingView[] }>('GET', '/api/get-training-list', token)
      ).envelope.data.records.some((row) => row.id === tid);
    expect(await listed(student.token)).toBe(false);
    expect(await listed(undefined)).toBe(false);
    expect(await listed(admin.token)).toBe(true);
  });
});
