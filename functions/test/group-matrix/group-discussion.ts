import type { MatrixCases } from './matrix-case';
import { ownersDiscussion } from './made-things';

/** The general category's id, as seeded on every site (综合 is 1). */
const general = 1;

/** A group's board; the discussions changed were posted by the owner (another member's). */
export const groupDiscussionMatrixCases: MatrixCases = {
  'GET /api/group/get-discussion-list': { request: async (klass) => ({ query: { gid: klass.gid } }) },
  'GET /api/group/get-admin-discussion-list': { request: async (klass) => ({ query: { gid: klass.gid } }) },
  'POST /api/group/discussion': {
    request: async (klass) => ({
      body: {
        title: 'Matrix post',
        description: 'A post',
        content: 'Hello',
        categoryId: general,
        gid: klass.gid,
      },
    }),
  },
  'PUT /api/group/discussion': {
    request: async (klass, _caller, url) => ({
      body: {
        id: await ownersDiscussion(url, klass, general),
        title: 'Changed',
        description: 'A post',
        content: 'Hello',
        categoryId: general,
        gid: klass.gid,
      },
    }),
  },
  'DELETE /api/group/discussion': {
    request: async (klass, _caller, url) => ({ query: { did: await ownersDiscussion(url, klass, general) } }),
  },
};
