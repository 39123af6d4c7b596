import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { judgeStatus, roleCodes, type StoredContest } from '@oj/shared';
import { callApi, sessionToken, useLocalStack, withQuery, type ApiAnswer } from './local-stack';
import { missingContestId, storeContest, storeJudgedContestSubmission } from './contest-fixtures';
import { addContestProblem } from '../src/data/contest-problems/save-contest-problem';

const minuteMs = 60_000;
type Page = { records: { username: string; rank: number }[]; total: number };

let url: string;
beforeAll(() => {
  ({ url } = useLocalStack());
});

const edgeBoard = (query: Record<string, string | number | boolean>, token?: string) =>
  callApi<Page>(withQuery(`${url}/api/contest-board`, query), {
    token,
    headers: { 'accept-language': 'en-US' },
  });
const outside = (body: Record<string, unknown>) =>
  callApi<Page>(`${url}/api/get-contest-outside-scoreboard`, {
    method: 'POST',
    headers: { 'accept-language': 'en-US' },
    body: JSON.stringify(body),
  });

function ok<T>(answer: ApiAnswer<T>): T {
  expect(answer.envelope.status, answer.envelope.msg).toBe(200);
  return answer.envelope.data;
}

/** A running contest with problem A, started two hours ago, and `names` each with an accepted answer. */
async function contestWith(overrides: Partial<StoredContest>, names: string[]): Promise<StoredContest> {
  const start = Date.now() - 120 * minuteMs;
  const contest = await storeContest({
    startTime: new Date(start).toISOString(),
    endTime: new Date(start + 300 * minuteMs).toISOString(),
    ...overrides,
  });
  await addContestProblem({ cid: contest.cid, pid: 920_000, displayId: 'A', displayTitle: 'A', color: null });
  for (const [index, username] of names.entries()) {
    const who = { uid: `u${randomUUID().replaceAll('-', '')}`, username };
    await storeJudgedContestSubmission(
      contest,
      who,
      { pid: 920_000, displayId: 'A' },
      index + 1,
      judgeStatus.accepted,
    );
  }
  return contest;
}

describe('the edge-cached visitor board (GET /api/contest-board)', () => {
  const tag = randomUUID().slice(0, 6);
  const names = Array.from({ length: 12 }, (_, index) => `${tag}-c${String(index).padStart(2, '0')}`);
  let open: StoredContest;
  let closed: StoredContest;

  beforeAll(async () => {
    open = await contestWith({ openRank: true, starAccount: [names[0] ?? ''] }, names);
    closed = await contestWith({ openRank: false }, names.slice(0, 2));
  });

  it('answers a page with Cache-Control public, max-age=5', async () => {
    const answer = await edgeBoard({ cid: open.cid, currentPage: 1, limit: 10 });
    expect(ok(answer).records).toHaveLength(10);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=5');
  });

  it.each([
    ['page 1 of 10', { currentPage: 1, limit: 10 }],
    ['page 2 of 10', { currentPage: 2, limit: 10 }],
    ['the default page', {}],
    ['page 1 without the star accounts', { currentPage: 1, limit: 10, removeStar: true }],
  ])('answers %s exactly as get-contest-outside-scoreboard does for a visitor', async (_, paging) => {
    const edge = ok(await edgeBoard({ cid: open.cid, ...paging }));
    const posted = ok(await outside({ cid: open.cid, ...paging }));
    expect(edge).toEqual(posted);
    expect(edge.total).toBe('removeStar' in paging ? 11 : 12);
  });

  it('refuses a contest whose board is closed to visitors, with no-store', async () => {
    const answer = await edgeBoard({ cid: closed.cid });
    expect(answer.envelope.status).toBe(403);
    expect(answer.envelope.msg).toContain(String(closed.cid));
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('refuses a contest that does not exist, with no-store', async () => {
    const answer = await edgeBoard({ cid: missingContestId });
    expect(answer.envelope.status).toBe(404);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['a missing cid', {}, 'cid'],
    ['a page size the board does not offer', { limit: 7 }, 'limit'],
    ['a page number below 1', { currentPage: 0 }, 'currentPage'],
  ])('refuses %s with 400 naming the field, with no-store', async (_, query, field) => {
    const answer = await edgeBoard({ ...('cid' === field ? {} : { cid: open.cid }), ...query });
    expect(answer.envelope.status).toBe(400);
    expect(answer.envelope.msg).toContain(field);
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('marks the answer private when a login reached it, so no shared cache keeps a renewed token', async () => {
    const { token } = await sessionToken(roleCodes.defaultUser);
    const answer = await edgeBoard({ cid: open.cid }, token);
    ok(answer);
    expect(answer.headers.get('cache-control')).toBe('private, max-age=5');
  });
});
