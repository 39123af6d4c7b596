import type { MatrixCases } from './matrix-case';

/** The member calls: who may list, join, change, kick and leave. */
export const groupMemberMatrixCases: MatrixCases = {
  'GET /api/group/get-member-list': { request: async (klass) => ({ query: { gid: klass.gid } }) },
  'GET /api/group/get-apply-list': { request: async (klass) => ({ query: { gid: klass.gid } }) },
  'POST /api/group/member': {
    fresh: true,
    request: async (klass) => ({ query: { gid: klass.gid, reason: 'I take this course' } }),
  },
  // Accepting the applicant: only those above an applicant in the group may.
  'PUT /api/group/member': {
    fresh: true,
    request: async (klass) => ({ body: { gid: klass.gid, uid: klass.applicant.uid, auth: 3 } }),
  },
  // Removing a member proper (auth 3).
  'DELETE /api/group/member': {
    fresh: true,
    request: async (klass) => ({ query: { gid: klass.gid, uid: klass.member.uid } }),
  },
  'DELETE /api/group/member/exit': { fresh: true, request: async (klass) => ({ query: { gid: klass.gid } }) },
};
