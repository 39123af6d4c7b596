import { randomUUID } from 'node:crypto';
import type { AdminContest, AdminContestRow, Page } from '@oj/shared';
import { eventually } from '../local-stack';
import { groupSend, type GroupClass } from '../group-fixtures';
import type { MatrixCases } from './matrix-case';

const hourMs = 3600 * 1000;

/** The site's contest form for `gid`: an ACM contest running from an hour ago for five hours. */
export function groupContestForm(gid: number): Record<string, unknown> {
  return {
    title: `Matrix ${randomUUID().slice(0, 8)}`,
    description: 'A test of the class',
    type: 0,
    auth: 0,
    startTime: new Date(Date.now() - hourMs).toISOString(),
    endTime: new Date(Date.now() + 4 * hourMs).toISOString(),
    gid,
  };
}

/**
 * A visible running contest made in the class by its owner through the group's call, as its form
 * reads back (`id` is its cid). Group admins other than its maker may not change it.
 */
export async function ownersGroupContest(klass: GroupClass, url: string): Promise<AdminContest> {
  const send = groupSend(url);
  const body = groupContestForm(klass.gid);
  const made = await send('POST', '/api/group/contest', klass.owner, {}, body);
  if (made.envelope.status !== 200) throw new Error(`making the group contest: ${made.envelope.msg}`);
  const listed = await eventually(
    () =>
      send<Page<AdminContestRow>>('GET', '/api/group/get-admin-contest-list', klass.owner, {
        gid: klass.gid,
        limit: 100,
      }),
    (page) => page.envelope.data.records.some((row) => row.title === body.title),
  );
  const row = listed.envelope.data.records.find((line) => line.title === body.title);
  if (!row) throw new Error(`the group contest ${String(body.title)} is not listed`);
  return (await send<AdminContest>('GET', '/api/group/contest', klass.owner, { cid: row.id })).envelope.data;
}

const contestQuery = async (klass: GroupClass, url: string) => ({
  query: { cid: (await ownersGroupContest(klass, url)).id },
});

/** The group contest calls, on a contest the class's owner made. */
export const groupContestMatrixCases: MatrixCases = {
  'GET /api/group/get-contest-list': { request: async (klass) => ({ query: { gid: klass.gid } }) },
  'GET /api/group/get-admin-contest-list': { request: async (klass) => ({ query: { gid: klass.gid } }) },
  'POST /api/group/contest': { request: async (klass) => ({ body: groupContestForm(klass.gid) }) },
  'GET /api/group/contest': { request: (klass, _caller, url) => contestQuery(klass, url) },
  'PUT /api/group/contest': {
    request: async (klass, _caller, url) => {
      const contest = await ownersGroupContest(klass, url);
      return { body: { ...contest, description: 'Edited by the matrix' } };
    },
  },
  'DELETE /api/group/contest': { request: (klass, _caller, url) => contestQuery(klass, url) },
  'PUT /api/group/change-contest-visible': {
    request: async (klass, _caller, url) => ({
      query: { cid: (await ownersGroupContest(klass, url)).id, visible: true },
    }),
  },
};
