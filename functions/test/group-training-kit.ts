import { randomUUID } from 'node:crypto';
import type { AdminTraining, Page } from '@oj/shared';
import type { ApiAnswer } from './local-stack';
import { storeProblem } from './problem-fixtures';
import { groupClass, groupSend, type GroupClass } from './group-fixtures';
import { newCategory } from './training-fixtures';
import type { Caller } from './discussion-kit';
import { addTrainingProblem } from '../src/data/trainings/training-problems';
import { matrixRoles, type MatrixRole } from './group-matrix/matrix-case';

/* What the group-training tests share: a class with a category for its homework, trainings and problems. */

/** The standings the permission matrix is written for, in its columns' order. */
export const standings = matrixRoles;
export type Standing = MatrixRole;

/** The envelope status each standing gets, from a row written as its nine cells in the columns' order. */
export function matrixRow(...cells: number[]): Record<Standing, number> {
  return Object.fromEntries(standings.map((standing, index) => [standing, cells[index]])) as Record<
    Standing,
    number
  >;
}

export interface HomeworkClass {
  cls: GroupClass;
  categoryId: number;
  send: ReturnType<typeof groupSend>;
}

export async function homeworkClass(url: string): Promise<HomeworkClass> {
  const [cls, categoryId] = await Promise.all([groupClass(url), newCategory('Homework ')]);
  return { cls, categoryId, send: groupSend(url) };
}

/** A group training's create body (`TrainingDTO` with `training.gid`), titled uniquely. */
export function trainingBody(gid: number, categoryId: number, fields: Record<string, unknown> = {}) {
  return {
    training: { title: `Homework ${randomUUID().slice(0, 8)}`, auth: 'Public', gid, ...fields },
    trainingCategory: { id: categoryId },
  };
}

/** Creates a group training as `caller` (a group admin) and answers its id, found in the admin list. */
export async function addHomework(
  home: HomeworkClass,
  caller: Caller = home.cls.admin,
  fields: Record<string, unknown> = {},
): Promise<number> {
  const body = trainingBody(home.cls.gid, home.categoryId, fields);
  const created = await home.send('POST', '/api/group/training', caller, {}, body);
  if (created.envelope.status !== 200) throw new Error(`the group training: ${created.envelope.msg}`);
  const list = await home.send<Page<AdminTraining>>('GET', '/api/group/get-admin-training-list', caller, {
    gid: home.cls.gid,
    limit: 100,
  });
  const found = list.envelope.data.records.find((row) => row.title === body.training.title);
  if (!found) throw new Error(`the new training ${body.training.title} is not in the group's admin list`);
  return found.id;
}

/** A public problem, stored through the data layer. */
export async function publicProblem(): Promise<number> {
  return (await storeProblem({ problemId: `GT${randomUUID().slice(0, 6).toUpperCase()}` })).problem.pid;
}

/** A problem of group `gid`, its display id stored with the group's short name in front. */
export async function groupProblem(
  gid: number,
  shortName: string,
): Promise<{ pid: number; problemId: string; ownId: string }> {
  const ownId = `P${randomUUID().slice(0, 6).toUpperCase()}`;
  const { problem } = await storeProblem({ gid, problemId: `${shortName}${ownId}`, auth: 1 });
  return { pid: problem.pid, problemId: problem.problemId, ownId };
}

/** Links a problem to a training through the data layer, last. */
export async function linkProblem(tid: number, pid: number, displayId = `L${pid}`): Promise<void> {
  await addTrainingProblem({ tid, pid, displayId, rank: 1 });
}

export function statusOf(answer: ApiAnswer<unknown>): number {
  return answer.envelope.status;
}
