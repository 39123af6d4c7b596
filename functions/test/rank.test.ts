import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { judgeStatus, rankRules, roleCodes, type RankPage } from '@oj/shared';
import { callApi, sessionToken, useLocalStack, withQuery, type ApiAnswer } from './local-stack';
import { judgeAs, problemWith, storedSubmission } from './submission-fixtures';
import { capacityOf } from './submissions-kit';
import { createUser } from '../src/data/users/create-user';
import { cachedWebsiteConfig } from '../src/data/website-config/cached-website-config';
import { updateWebsiteConfig } from '../src/data/website-config/update-website-config';
import { newerRankLines } from '../src/modules/rank/newer-rank-lines';
import type { Problem } from '../src/data/problems/problem-item';

/*
 * The user ranking against the local stack. Its snapshot is built at most once a minute, so each
 * phase waits for a snapshot built after its fixtures (`updatedAt`), and the freshness test states
 * the rule: an accepted submission shows within 60 s (plus one poll).
 */

let url: string;
beforeAll(() => {
  ({ url } = useLocalStack());
});

const run = randomUUID().slice(0, 6).toLowerCase();
const prefix = `rk${run}`;
const teacherMarker = `T${run}`;
const studentMarker = `S${run}`;
const freshnessMs = rankRules.snapshotSeconds * 1000;

interface Member {
  uid: string;
  username: string;
}

async function member(
  name: string,
  fields: { nickname?: string; realname?: string; titleName?: string; status?: 0 | 1 } = {},
  namePrefix = prefix,
) {
  const uid = randomUUID().replaceAll('-', '');
  const username = `${namePrefix}${name}`;
  await createUser({
    uid,
    username,
    email: `${username}@example.com`,
    passwordHash: 'unused',
    roleCode: roleCodes.defaultUser,
    createdAt: new Date().toISOString(),
    ...fields,
  });
  return { uid, username };
}

async function verdict(
  user: Member,
  problem: Problem,
  status: number,
  score = status === judgeStatus.accepted ? 100 : 0,
) {
  await judgeAs(await storedSubmission(user, problem), problem, status, score);
}

const rankList = (query: Record<string, string | number>): Promise<ApiAnswer<RankPage>> =>
  callApi<RankPage>(withQuery(`${url}/api/get-rank-list`, query), {
    headers: { 'accept-language': 'en-US' },
  });

/** Asks until `check` holds of a snapshot built after `since`, for at most the freshness and 10 s. */
async function rankListFresh(
  query: Record<string, string | number>,
  since: number,
  check: (page: RankPage) => boolean = () => true,
): Promise<RankPage> {
  const deadline = Date.now() + freshnessMs + 10_000;
  for (;;) {
    const page = (await rankList(query)).envelope.data;
    if ((Date.parse(page.updatedAt) > since && check(page)) || Date.now() > deadline) return page;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

const usernames = (page: RankPage) => page.records.map((row) => row.username.slice(prefix.length));

/** Accounts that never submitted, under a prefix of their own so the solvers' lists stay as they are. */
const quietPrefix = `rq${run}`;
let quiet: Record<'idle' | 'off', Member>;
let problems: Problem[];
let members: Record<'ada' | 'bob' | 'cy' | 'dee' | 'eve' | 'teach', Member>;
let seededAt: number;

beforeAll(async () => {
  await updateWebsiteConfig({ rankTeacherTitleMarker: teacherMarker, rankStudentTitleMarker: '' });
  problems = [await problemWith(), await problemWith({ difficulty: 3 }), await problemWith()];
  const [p1, p2, p3] = problems as [Problem, Problem, Problem];
  members = {
    ada: await member('ada', { nickname: 'Countess', titleName: `${studentMarker} star` }),
    bob: await member('bob', { realname: 'Robert Zed' }),
    cy: await member('cy', { titleName: studentMarker }),
    dee: await member('dee'),
    eve: await member('eve', { titleName: studentMarker }),
    teach: await member('teach', { titleName: `head ${teacherMarker}` }),
  };
  quiet = {
    idle: await member('idle', {}, quietPrefix),
    off: await member('off', { status: 1 }, quietPrefix),
  };
  const { ada, bob, cy, dee, eve, teach } = members;
  // ada: 2 solved in 3; bob: 2 solved in 2; cy and dee: 1 solved in 1 (a tie); eve: 1 rejected.
  await verdict(ada, p1, judgeStatus.wrongAnswer);
  await verdict(ada, p1, judgeStatus.accepted);
  await verdict(ada, p2, judgeStatus.accepted);
  await verdict(bob, p1, judgeStatus.accepted);
  await verdict(bob, p3, judgeStatus.accepted);
  await verdict(cy, p1, judgeStatus.accepted);
  await verdict(dee, p1, judgeStatus.accepted);
  await verdict(eve, p1, judgeStatus.wrongAnswer);
  for (const problem of problems) await verdict(teach, problem, judgeStatus.accepted);
  seededAt = Date.now();
}, 60_000);

afterAll(async () => {
  await updateWebsiteConfig({ rankTeacherTitleMarker: '', rankStudentTitleMarker: '' });
});

describe('get-rank-list', () => {
  it(
    'orders ACM by solved descending, then submissions ascending, ties by username, and drops the teacher marker',
    async () => {
      const page = await rankListFresh({ type: 0, searchUser: prefix }, seededAt);
      expect(usernames(page)).toEqual(['bob', 'ada', 'cy', 'dee', 'eve']);
      expect(page.records[0]).toMatchObject({ ac: 2, total: 2, titleName: '', rating: null });
      expect(page.records[1]).toMatchObject({ ac: 2, total: 3, nickname: 'Countess' });
      expect(page).toMatchObject({ total: 5, size: rankRules.acmPageSize, current: 1, pages: 1 });
      const ranks = page.records.map((row) => row.rank);
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    },
    freshnessMs + 20_000,
  );

  it('orders OI by floor(ac / 2) + score with a page of 100 by default', async () => {
    const page = (await rankList({ type: 1, searchUser: prefix })).envelope.data;
    expect(page.size).toBe(rankRules.oiPageSize);
    // A 100-point ACM problem of difficulty d scores round(10 + 2d): ada 14 + 16 + 1, bob 14 + 14 + 1.
    const ada = page.records.find((row) => row.uid === members.ada.uid);
    const bob = page.records.find((row) => row.uid === members.bob.uid);
    expect(ada).toMatchObject({ ac: 2, score: 30, rankScore: 31 });
    expect(bob).toMatchObject({ ac: 2, score: 28, rankScore: 29 });
    expect(usernames(page).slice(0, 2)).toEqual(['ada', 'bob']);
    expect(usernames(page)).not.toContain('teach');
  });

  it('searches the username, nickname and real name, keeping the places of the whole list', async () => {
    const all = (await rankList({ type: 0, searchUser: prefix })).envelope.data;
    const byNickname = (await rankList({ type: 0, searchUser: 'countess' })).envelope.data;
    expect(byNickname.records.map((row) => row.uid)).toContain(members.ada.uid);
    const byRealname = (await rankList({ type: 0, searchUser: 'robert zed' })).envelope.data;
    expect(byRealname.records.find((row) => row.uid === members.bob.uid)?.rank).toBe(all.records[0]?.rank);
  });

  it('pages by currentPage and limit, answering an empty page past the end', async () => {
    const second = (await rankList({ type: 0, searchUser: prefix, currentPage: 2, limit: 2 })).envelope.data;
    expect(usernames(second)).toEqual(['cy', 'dee']);
    expect(second).toMatchObject({ total: 5, size: 2, current: 2, pages: 3 });
    const past = (await rankList({ type: 0, searchUser: prefix, currentPage: 9, limit: 2 })).envelope.data;
    expect(past.records).toEqual([]);
    const capped = (await rankList({ type: 0, limit: 5000 })).envelope.data;
    expect(capped.size).toBe(rankRules.maxPageSize);
  });

  it('ranks every enabled account, one with nothing judged below all who solved, a disabled one not at all', async () => {
    const page = await rankListFresh({ type: 0, searchUser: quietPrefix }, seededAt);
    expect(page.records.map((row) => row.uid)).toEqual([quiet.idle.uid]);
    expect(page.records[0]).toMatchObject({ ac: 0, total: 0, score: 0 });
    const leaders = (await rankList({ type: 0, searchUser: prefix })).envelope.data;
    const solvers = leaders.records.filter((row) => row.ac > 0);
    expect(page.records[0]?.rank).toBeGreaterThan(Math.max(...solvers.map((row) => row.rank)));
    // Among those who solved nothing, fewer submissions first: no submission ranks above a rejected one.
    const rejected = leaders.records.find((row) => row.uid === members.eve.uid);
    expect(page.records[0]?.rank).toBeLessThan(rejected?.rank ?? 0);
  });

  it('finds an account made a moment ago at once, before the next snapshot holds it', async () => {
    const snapshotAt = Date.parse((await rankList({ type: 0 })).envelope.data.updatedAt);
    const madeAt = Date.now();
    const newcomer = await member('new', {}, quietPrefix);
    const acm = (await rankList({ type: 0, searchUser: newcomer.username })).envelope.data;
    expect(acm.records).toMatchObject([{ uid: newcomer.uid, ac: 0, total: 0 }]);
    expect(acm.total).toBe(1);
    // Unless a minute ran out in between, the snapshot answered is older than the account.
    if (Date.parse(acm.updatedAt) === snapshotAt) expect(snapshotAt).toBeLessThan(madeAt);
    const oi = (await rankList({ type: 1, searchUser: newcomer.username })).envelope.data;
    expect(oi.records.length).toBeLessThanOrEqual(1);
  });

  it('places an account made since the snapshot by the markers as stored, not as a warm copy holds them', async () => {
    // This process's warm copy of the config holds the teacher marker; the stored one then changes.
    await cachedWebsiteConfig();
    const lateMarker = `L${run}`;
    const late = await member('late', { titleName: lateMarker }, quietPrefix);
    await updateWebsiteConfig({ rankTeacherTitleMarker: lateMarker });
    try {
      const since = new Date(Date.now() - freshnessMs).toISOString();
      expect(await newerRankLines(since, late.username)).toEqual([]);
    } finally {
      await updateWebsiteConfig({ rankTeacherTitleMarker: teacherMarker });
    }
  });

  it('refuses a type other than 0 and 1, naming the field', async () => {
    const answer = await rankList({ type: 2 });
    expect(answer.envelope.status).toBe(400);
    expect(answer.envelope.msg).toContain('type');
  });

  it('reads nothing for a page between builds, the hundredth page as the first', async () => {
    await rankList({ type: 0 });
    const first = capacityOf(await rankList({ type: 0, currentPage: 1 }));
    const hundredth = capacityOf(await rankList({ type: 0, currentPage: 100 }));
    expect(first.read).toBe(0);
    expect(hundredth.read).toBe(first.read);
  });

  it(
    'moves a user up within 60 s of an accepted submission (the snapshot freshness)',
    async () => {
      for (const problem of problems) await verdict(members.eve, problem, judgeStatus.accepted);
      const acceptedAt = Date.now();
      const page = await rankListFresh(
        { type: 0, searchUser: prefix },
        acceptedAt,
        (fresh) => usernames(fresh).indexOf('eve') === 0,
      );
      expect(usernames(page)).toEqual(['eve', 'bob', 'ada', 'cy', 'dee']);
      expect(Date.now() - acceptedAt).toBeLessThanOrEqual(freshnessMs + 2_000);
    },
    freshnessMs + 20_000,
  );

  it(
    'keeps only titles holding the student marker once one is set, within the same 60 s',
    async () => {
      // Set as an administrator sets it: the website config page's call, the other fields kept.
      const root = (await sessionToken(roleCodes.superAdmin)).token;
      const stored = await callApi<object>(`${url}/api/admin/config/get-web-config`, { token: root });
      const saved = await callApi<{ rankStudentTitleMarker: string }>(
        `${url}/api/admin/config/set-web-config`,
        {
          method: 'PUT',
          token: root,
          body: JSON.stringify({ ...stored.envelope.data, rankStudentTitleMarker: studentMarker }),
        },
      );
      expect(saved.envelope.data.rankStudentTitleMarker).toBe(studentMarker);
      const changedAt = Date.now();
      const page = await rankListFresh({ type: 0, searchUser: prefix }, changedAt);
      expect(usernames(page)).toEqual(['eve', 'ada', 'cy']);
    },
    freshnessMs + 20_000,
  );
});
