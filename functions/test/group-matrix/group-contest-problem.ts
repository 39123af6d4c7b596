import { randomUUID } from 'node:crypto';
import type { GroupClass } from '../group-fixtures';
import { problemFormBody, storeProblem } from '../problem-fixtures';
import { addContestProblem } from '../../src/data/contest-problems/save-contest-problem';
import { ownersGroupContest } from './group-contest';
import type { MatrixCases } from './matrix-case';

const unique = () => randomUUID().slice(0, 8).toUpperCase();

/** A problem of the class's own set, stored as the group problem calls store one. */
async function classProblem(klass: GroupClass) {
  return (await storeProblem({ gid: klass.gid, problemId: `${klass.shortName}${unique()}` })).problem;
}

/** The owner's group contest holding one of the class's problems as `A`. */
async function contestWithProblem(klass: GroupClass, url: string) {
  const [contest, problem] = await Promise.all([ownersGroupContest(klass, url), classProblem(klass)]);
  await addContestProblem({
    cid: contest.id,
    pid: problem.pid,
    displayId: 'A',
    displayTitle: 'A',
    color: null,
  });
  return { cid: contest.id, pid: problem.pid };
}

/** The group contest problem calls, on a contest the class's owner made. */
export const groupContestProblemMatrixCases: MatrixCases = {
  'GET /api/group/get-contest-problem-list': {
    request: async (klass, _caller, url) => ({ query: { cid: (await ownersGroupContest(klass, url)).id } }),
  },
  'GET /api/group/contest-problem': {
    request: async (klass, _caller, url) => ({ query: await contestWithProblem(klass, url) }),
  },
  'POST /api/group/contest-problem': {
    request: async (klass) => ({ body: problemFormBody({ problemId: `M${unique()}`, gid: klass.gid }) }),
  },
  'PUT /api/group/contest-problem': {
    request: async (klass, _caller, url) => {
      const [contest, problem] = await Promise.all([ownersGroupContest(klass, url), classProblem(klass)]);
      return {
        body: { cid: contest.id, pid: problem.pid, displayId: 'A', displayTitle: 'Warm-up', color: null },
      };
    },
  },
  'DELETE /api/group/contest-problem': {
    request: async (klass, _caller, url) => ({ query: await contestWithProblem(klass, url) }),
  },
  'POST /api/group/add-contest-problem-from-public': {
    request: async (klass, _caller, url) => {
      const [contest, { problem }] = await Promise.all([
        ownersGroupContest(klass, url),
        storeProblem({ problemId: `GMP${unique()}` }),
      ]);
      return { body: { pid: problem.pid, cid: contest.id, displayId: 'A' } };
    },
  },
  'POST /api/group/add-contest-problem-from-group': {
    request: async (klass, _caller, url) => {
      const [contest, problem] = await Promise.all([ownersGroupContest(klass, url), classProblem(klass)]);
      return { query: { problemId: problem.problemId, cid: contest.id, displayId: 'A' } };
    },
  },
};
