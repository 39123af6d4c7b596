import type { MatrixCases } from './matrix-case';
import { ownersTraining } from './made-things';
import { newCategory } from '../training-fixtures';

/** A group's homework; the trainings named were made by the owner (another group admin's). */
export const groupTrainingMatrixCases: MatrixCases = {
  'GET /api/group/get-training-list': { request: async (klass) => ({ query: { gid: klass.gid } }) },
  'GET /api/group/get-admin-training-list': { request: async (klass) => ({ query: { gid: klass.gid } }) },
  'POST /api/group/training': {
    request: async (klass) => ({
      body: {
        training: { title: 'Matrix homework', auth: 'Public', gid: klass.gid },
        trainingCategory: { id: await newCategory('Matrix ') },
      },
    }),
  },
  'GET /api/group/training': {
    request: async (klass, _caller, url) => ({ query: { tid: await ownersTraining(url, klass) } }),
  },
  'PUT /api/group/training': {
    request: async (klass, _caller, url) => ({
      body: {
        training: {
          id: await ownersTraining(url, klass),
          title: 'Changed homework',
          auth: 'Public',
          gid: klass.gid,
        },
        trainingCategory: { id: await newCategory('Matrix ') },
      },
    }),
  },
  'DELETE /api/group/training': {
    request: async (klass, _caller, url) => ({ query: { tid: await ownersTraining(url, klass) } }),
  },
  'PUT /api/group/change-training-status': {
    request: async (klass, _caller, url) => ({
      query: { tid: await ownersTraining(url, klass), status: false },
    }),
  },
};
