import type { MatrixCases } from './matrix-case';
import { ownersTraining } from './made-things';
import { groupProblem, linkProblem, publicProblem } from '../group-training-kit';

/** The problems of a group's homework made by the owner. */
export const groupTrainingProblemMatrixCases: MatrixCases = {
  'GET /api/group/get-training-problem-list': {
    request: async (klass, _caller, url) => ({ query: { tid: await ownersTraining(url, klass) } }),
  },
  'PUT /api/group/training-problem': {
    request: async (klass, _caller, url) => {
      const tid = await ownersTraining(url, klass);
      const { pid } = await groupProblem(klass.gid, klass.shortName);
      await linkProblem(tid, pid, 'A');
      return { body: { tid, pid, displayId: 'B', rank: 2 } };
    },
  },
  'DELETE /api/group/training-problem': {
    request: async (klass, _caller, url) => {
      const tid = await ownersTraining(url, klass);
      const { pid } = await groupProblem(klass.gid, klass.shortName);
      await linkProblem(tid, pid, 'A');
      return { query: { tid, pid } };
    },
  },
  'POST /api/group/add-training-problem-from-public': {
    request: async (klass, _caller, url) => ({
      body: { tid: await ownersTraining(url, klass), pid: await publicProblem(), displayId: 'A' },
    }),
  },
  'POST /api/group/add-training-problem-from-group': {
    request: async (klass, _caller, url) => ({
      query: {
        tid: await ownersTraining(url, klass),
        problemId: (await groupProblem(klass.gid, klass.shortName)).problemId,
      },
    }),
  },
};
