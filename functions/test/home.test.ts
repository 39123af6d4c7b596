import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { roleCodes, type Announcement } from '@oj/shared';
import { callApi, useLocalStack, eventually, type ApiAnswer } from './local-stack';
import { storeProblem } from './problem-fixtures';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { addToCounters } from '../src/data/counters';
import type { Problem } from '../src/data/problems/problem-item';
import { acDayKey, siteDayKey } from '../src/data/stats/stats-keys';
import { recentUtcDays } from '../src/data/stats/recent-days';
import { createAnnouncement } from '../src/data/announcements/create-announcement';
import { saveCarousel } from '../src/data/carousel/save-carousel';
import { createUser } from '../src/data/users/create-user';
import { userKey } from '../src/data/users/user-item';

let url: string;
beforeAll(() => {
  ({ url } = useLocalStack());
});

const run = randomUUID().slice(0, 6).toUpperCase();
const english = { 'accept-language': 'en-US' };
const get = <T>(path: string): Promise<ApiAnswer<T>> =>
  callApi<T>(`${url}/api/${path}`, { headers: english });
const capacity = (answer: ApiAnswer) => answer.headers.get('x-consumed-capacity');

/** The UTC day `daysAgo` days before today. */
const dayBefore = (daysAgo: number) => recentUtcDays(daysAgo + 1)[0] ?? '';

describe('the carousel', () => {
  it('lists the saved pictures in order', async () => {
    const pictures = [
      { id: `a${run}`, url: `/public/carousel/${run}-1.png`, link: null },
      { id: `b${run}`, url: `/public/carousel/${run}-2.png`, link: '/training' },
    ];
    await saveCarousel(pictures);
    try {
      const answer = await eventually(
        () => get<{ id: string }[]>('home-carousel'),
        (value) => value.envelope.data[0]?.id === pictures[0]?.id,
      );
      expect(answer.envelope).toEqual({ status: 200, msg: 'success', data: pictures });
    } finally {
      await saveCarousel([]);
    }
  });
});

describe('the common announcements', () => {
  type Page = { records: Announcement[]; total: number; size: number; current: number; pages: number };
  const titles = Array.from({ length: 7 }, (_, index) => `News ${run} ${index + 1}`);
  let totalBefore = 0;

  beforeAll(async () => {
    totalBefore = (await get<Page>('get-common-announcement')).envelope.data.total;
    for (const title of titles) await createAnnouncement({ title, content: `# ${title}`, username: 'root' });
  });

  it('pages them newest first, five to a page by default, with the total', async () => {
    const first = await get<Page>('get-common-announcement');
    expect(first.envelope.data.total).toBe(totalBefore + 7);
    expect(first.envelope.data.records.map((record) => record.title)).toEqual(titles.slice(2).reverse());
    expect(first.envelope.data.records[0]).toMatchObject({ content: `# ${titles[6]}`, username: 'root' });
    const second = await get<Page>('get-common-announcement?currentPage=2&limit=5');
    expect(second.envelope.data.records.slice(0, 2).map((record) => record.title)).toEqual([
      titles[1],
      titles[0],
    ]);
  });

  it('takes the default for an empty paging value and answers an empty page past the end', async () => {
    const empty = await get<Page>('get-common-announcement?currentPage=&limit=');
    expect(empty.envelope.data.records).toHaveLength(5);
    const pastTheEnd = await get<Page>('get-common-announcement?currentPage=100000&limit=5');
    const total = totalBefore + 7;
    expect(pastTheEnd.envelope.data).toEqual({
      records: [],
      total,
      size: 5,
      current: 100000,
      pages: Math.ceil(total / 5),
    });
  });

  it('reads a deep page for what the first page costs: the count and one key range', async () => {
    const first = await get<Page>('get-common-announcement?currentPage=1&limit=3');
    const third = await get<Page>('get-common-announcement?currentPage=3&limit=3');
    expect(third.envelope.data.records.length).toBeGreaterThan(0);
    expect(capacity(first)).toBe('read=1;write=0');
    expect(capacity(third)).toBe(capacity(first));
  });

  it('takes page 1 for a page below 1 or not a number, and at most 100 a page', async () => {
    const firstPage = (await get<Page>('get-common-announcement')).envelope.data.records;
    for (const query of ['currentPage=0', 'currentPage=-3', 'currentPage=two']) {
      const answer = await get<Page>(`get-common-announcement?${query}`);
      expect(answer.envelope.status).toBe(200);
      expect(answer.envelope.data).toMatchObject({ current: 1, size: 5, records: firstPage });
    }
    const large = await get<Page>('get-common-announcement?limit=101');
    expect(large.envelope.data.size).toBe(100);
  });
});

describe('the last week’s submission statistics', () => {
  type Statistics = { dateStrList: string[]; acCountList: number[]; totalCountList: number[] };
  const statistics = (query = '') => get<Statistics>(`get-last-week-submission-statistics${query}`);

  it('lists the last seven UTC days, oldest first, with each day’s judged and accepted counts', async () => {
    const before = (await statistics('?forceRefresh=true')).envelope.data;
    await addToCounters(siteDayKey(dayBefore(0)), { total: 3, ac: 2 });
    await addToCounters(siteDayKey(dayBefore(2)), { total: 5, ac: 1 });
    await addToCounters(siteDayKey(dayBefore(7)), { total: 1000, ac: 1000 });
    const after = await statistics('?forceRefresh=true');
    expect(after.envelope.data.dateStrList).toEqual(recentUtcDays(7));
    expect(after.envelope.data.totalCountList[6]).toBe((before.totalCountList[6] ?? 0) + 3);
    expect(after.envelope.data.acCountList[6]).toBe((before.acCountList[6] ?? 0) + 2);
    expect(after.envelope.data.totalCountList[4]).toBe((before.totalCountList[4] ?? 0) + 5);
    expect(after.envelope.data.acCountList[4]).toBe((before.acCountList[4] ?? 0) + 1);
    // The day before the window is not in it: the first day moved by nothing.
    expect(after.envelope.data.totalCountList[0]).toBe(before.totalCountList[0]);
    expect(capacity(after)).toBe('read=0.5;write=0');
  });

  it('answers from its copy until forceRefresh asks for the table’s figures', async () => {
    const cached = (await statistics()).envelope.data;
    await addToCounters(siteDayKey(dayBefore(0)), { total: 1 });
    const again = await statistics();
    expect(again.envelope.data).toEqual(cached);
    expect(capacity(again)).toBe('read=0;write=0');
    const fresh = (await statistics('?forceRefresh=true')).envelope.data;
    expect(fresh.totalCountList[6]).toBeGreaterThan(cached.totalCountList[6] ?? 0);
  });

  it('refuses a forceRefresh that is not a boolean', async () => {
    expect((await statistics('?forceRefresh=maybe')).envelope.msg).toMatch(/^Invalid parameter forceRefresh/);
  });
});

describe('the recent seven-day AC rank', () => {
  async function userWithTitle(name: string): Promise<string> {
    const uid = randomUUID().replaceAll('-', '');
    await createUser({
      uid,
      username: `${name}${run}`,
      email: `${name}${run}@example.com`,
      passwordHash: 'unused',
      roleCode: roleCodes.defaultUser,
      createdAt: new Date().toISOString(),
    });
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: userKey(uid),
        UpdateExpression:
          'SET nickname = :nickname, titleName = :title, titleColor = :color, avatar = :avatar',
        ExpressionAttributeValues: {
          ':nickname': `Nick ${name}`,
          ':title': `Title ${name}`,
          ':color': '#ff0000',
          ':avatar': `/public/avatar/${uid}/a.png`,
        },
      }),
    );
    return uid;
  }

  async function accepted(day: string, uid: string, username: string, ac: number): Promise<void> {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: { ...acDayKey(day, uid), entity: 'AcDay', v: 1, uid, username, ac },
      }),
    );
  }

  it(
    'sums each user’s accepted submissions over the last seven days and ranks the most first',
    { timeout: 90_000 },
    async () => {
      const [ann, bob, old] = await Promise.all(['ann', 'bob', 'old'].map(userWithTitle));
      await accepted(dayBefore(0), ann ?? '', `ann${run}`, 500_000);
      await accepted(dayBefore(6), ann ?? '', `ann${run}`, 400_000);
      await accepted(dayBefore(1), bob ?? '', `bob${run}`, 800_000);
      await accepted(dayBefore(7), old ?? '', `old${run}`, 10_000_000);
      // The rank is kept a minute per warm function: an earlier visitor (another test's page) may have
      // made the copy before these counts were written. Other test files may put users above these
      // (a week's count of their own), so the order is checked among this test's users.
      let rows: Record<string, unknown>[] = [];
      await expect
        .poll(
          async () => {
            rows = (await get<Record<string, unknown>[]>('get-recent-seven-ac-rank')).envelope.data;
            return rows.some((row) => row.uid === ann);
          },
          { timeout: 75_000, interval: 1000 },
        )
        .toBe(true);
      expect(rows.length).toBeLessThanOrEqual(10);
      const position = (uid: string | undefined) => rows.findIndex((row) => row.uid === uid);
      expect(rows[position(ann)]).toEqual({
        uid: ann,
        username: `ann${run}`,
        number: null,
        avatar: `/public/avatar/${ann}/a.png`,
        nickname: 'Nick ann',
        titleName: 'Title ann',
        titleColor: '#ff0000',
        ac: 900_000,
      });
      expect(rows[position(bob)]).toMatchObject({ uid: bob, username: `bob${run}`, ac: 800_000 });
      expect(position(ann)).toBeLessThan(position(bob));
      const counts = rows.map((row) => Number(row.ac));
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(rows.map((row) => row.uid)).not.toContain(old);
    },
  );
});

describe('the recently updated problems', () => {
  async function addProblem(name: string, updatedAt: string, fields: Partial<Problem> = {}): Promise<string> {
    const problemId = `H${run}${name}`;
    await storeProblem({
      ...{ problemId, title: `Home ${name} ${run}`, description: 'Add.', difficulty: 2, type: 1 },
      ...{ createdAt: updatedAt, updatedAt },
      ...fields,
    });
    return problemId;
  }

  it('lists the five public problems changed last, newest first, leaving out private and group ones', async () => {
    const publicIds: string[] = [];
    for (let day = 1; day <= 6; day += 1) {
      publicIds.push(await addProblem(`P${day}`, `2099-01-0${day}T00:00:00.000Z`));
    }
    await addProblem('PRIVATE', '2099-02-01T00:00:00.000Z', { auth: 2 });
    await addProblem('GROUP', '2099-02-02T00:00:00.000Z', { gid: 7 });
    const answer = await eventually(
      () => get<{ problemId: string }[]>('get-recent-updated-problem'),
      (value) => value.envelope.data[0]?.problemId === publicIds[5],
    );
    expect(answer.envelope.data.map((row) => row.problemId)).toEqual(publicIds.slice(1).reverse());
    expect(answer.envelope.data[0]).toEqual({
      pid: expect.any(Number),
      problemId: publicIds[5],
      title: `Home P6 ${run}`,
      type: 1,
      difficulty: 2,
      gmtModified: '2099-01-06T00:00:00.000Z',
    });
  });
});
