import type { MatrixCases } from './matrix-case';

/** The class rank, for its members. */
export const groupRankMatrixCases: MatrixCases = {
  'GET /api/get-group-rank-list': { request: async (klass) => ({ query: { gid: klass.gid, type: 0 } }) },
};
