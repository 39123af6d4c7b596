import { randomUUID } from 'node:crypto';
import type { GroupClass } from '../group-fixtures';
import { problemFormBody, storeProblem } from '../problem-fixtures';
import type { MatrixCases } from './matrix-case';

const unique = () => randomUUID().slice(0, 8).toUpperCase();

/** A problem of the class made by its owner: a root, not the group admin of the matrix, made it. */
export async function ownersGroupProblem(klass: GroupClass): Promise<number> {
  const { problem } = await storeProblem({
    gid: klass.gid,
    problemId: `${klass.shortName}${unique()}`,
    authorUid: klass.owner.uid,
  });
  return problem.pid;
}

const ownersProblem = async (klass: GroupClass) => ({ query: { pid: await ownersGroupProblem(klass) } });
const inClass = async (klass: GroupClass) => ({ query: { gid: klass.gid } });
/** An empty program: refused as input (400) by whoever may compile, before any judge is asked. */
const emptyProgram = async (klass: GroupClass) => ({
  query: { gid: klass.gid },
  body: { code: '', language: 'C' },
});

/** The group problem calls, on the class and on a problem its owner made. */
export const groupProblemMatrixCases: MatrixCases = {
  'GET /api/group/get-problem-list': { request: inClass },
  'GET /api/group/get-admin-problem-list': { request: inClass },
  'GET /api/group/problem': { request: ownersProblem },
  'POST /api/group/problem': {
    request: async (klass) => ({ body: problemFormBody({ problemId: `M${unique()}`, gid: klass.gid }) }),
  },
  'PUT /api/group/problem': {
    request: async (klass) => ({
      body: problemFormBody({ id: await ownersGroupProblem(klass), problemId: `M${unique()}` }),
    }),
  },
  'DELETE /api/group/problem': { request: ownersProblem },
  'PUT /api/group/change-problem-auth': {
    request: async (klass) => ({ query: { pid: await ownersGroupProblem(klass), auth: 2 } }),
  },
  'GET /api/group/get-problem-cases': { request: ownersProblem },
  'GET /api/group/get-all-problem-tags': { request: inClass },
  'POST /api/group/compile-spj': { request: emptyProgram },
  'POST /api/group/compile-interactive': { request: emptyProgram },
  'PUT /api/group/apply-public': {
    request: async (klass) => ({ query: { pid: await ownersGroupProblem(klass), isApplied: true } }),
  },
};
