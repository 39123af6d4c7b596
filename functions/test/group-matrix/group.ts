import { groupBody } from '../group-fixtures';
import type { MatrixCases } from './matrix-case';

/** The group calls themselves. */
export const groupMatrixCases: MatrixCases = {
  'GET /api/get-group-list': { request: async () => ({ query: {} }) },
  'GET /api/get-group-detail': { request: async (klass) => ({ query: { gid: klass.gid } }) },
  'GET /api/get-group-access': { request: async (klass) => ({ query: { gid: klass.gid } }) },
  'GET /api/get-group-auth': { request: async (klass) => ({ query: { gid: klass.gid } }) },
  'POST /api/group': { request: async () => ({ body: groupBody(1) }) },
  'PUT /api/group': {
    request: async (klass) => ({ body: { id: klass.gid, brief: 'A brief of the matrix' } }),
  },
  'DELETE /api/group': { fresh: true, request: async (klass) => ({ query: { gid: klass.gid } }) },
};
