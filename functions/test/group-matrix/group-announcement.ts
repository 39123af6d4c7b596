import type { MatrixCases } from './matrix-case';
import { ownersAnnouncement } from './made-things';

/** A group's announcements; the ones changed were made by the owner (another group admin's). */
export const groupAnnouncementMatrixCases: MatrixCases = {
  'GET /api/group/get-announcement-list': { request: async (klass) => ({ query: { gid: klass.gid } }) },
  'GET /api/group/get-admin-announcement-list': { request: async (klass) => ({ query: { gid: klass.gid } }) },
  'POST /api/group/announcement': {
    request: async (klass) => ({
      body: { title: 'From the matrix', content: 'Hello', status: 0, gid: klass.gid },
    }),
  },
  'PUT /api/group/announcement': {
    request: async (klass, _caller, url) => ({
      body: {
        id: await ownersAnnouncement(url, klass),
        title: 'Changed',
        content: 'Hello',
        status: 0,
        gid: klass.gid,
      },
    }),
  },
  'DELETE /api/group/announcement': {
    request: async (klass, _caller, url) => ({ query: { aid: await ownersAnnouncement(url, klass) } }),
  },
};
