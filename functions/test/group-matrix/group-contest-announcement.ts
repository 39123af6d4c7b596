import { randomUUID } from 'node:crypto';
import type { Page } from '@oj/shared';
import { groupSend, type GroupClass } from '../group-fixtures';
import type { MatrixCases } from './matrix-case';
import { ownersGroupContest } from './group-contest';

/** An announcement of a contest the owner made, made by the owner: its id and its contest's. */
async function ownersContestAnnouncement(
  klass: GroupClass,
  url: string,
): Promise<{ cid: number; aid: number }> {
  const send = groupSend(url);
  const cid = (await ownersGroupContest(klass, url)).id;
  const title = `Notice ${randomUUID().slice(0, 8)}`;
  const made = await send(
    'POST',
    '/api/group/contest-announcement',
    klass.owner,
    {},
    {
      cid,
      announcement: { title, content: 'For the contest', status: 0 },
    },
  );
  if (made.envelope.status !== 200) throw new Error(`the contest announcement: ${made.envelope.msg}`);
  const listed = await send<Page<{ id: number; title: string }>>(
    'GET',
    '/api/group/get-contest-announcement-list',
    klass.owner,
    { cid, limit: 50 },
  );
  const aid = listed.envelope.data.records.find((row) => row.title === title)?.id;
  if (aid === undefined) throw new Error(`the contest announcement ${title} is not listed`);
  return { cid, aid };
}

/** The announcements of a group contest the owner made. */
export const groupContestAnnouncementMatrixCases: MatrixCases = {
  'GET /api/group/get-contest-announcement-list': {
    request: async (klass, _caller, url) => ({ query: { cid: (await ownersGroupContest(klass, url)).id } }),
  },
  'POST /api/group/contest-announcement': {
    request: async (klass, _caller, url) => ({
      body: {
        cid: (await ownersGroupContest(klass, url)).id,
        announcement: { title: 'From the matrix', content: 'Hello', status: 0 },
      },
    }),
  },
  'PUT /api/group/contest-announcement': {
    request: async (klass, _caller, url) => {
      const { cid, aid } = await ownersContestAnnouncement(klass, url);
      return { body: { cid, announcement: { id: aid, title: 'Changed', content: 'Hello', status: 0 } } };
    },
  },
  'DELETE /api/group/contest-announcement': {
    request: async (klass, _caller, url) => ({ query: await ownersContestAnnouncement(klass, url) }),
  },
};
