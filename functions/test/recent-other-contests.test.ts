import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DeleteCommand } from '@aws-sdk/lib-dynamodb';
import { useLocalStack } from './local-stack';
import { dynamo, tableName } from '../src/data/dynamo-client';
import {
  calendarFreshMs,
  calendarRetryMs,
  recentOtherContests,
} from '../src/data/other-contests/recent-other-contests';

/*
 * The calendar is another site's; a local server answering in Codeforces' format stands in for it, as
 * this machine reaches no other site. The table is DynamoDB Local's.
 */
let server: Server;
let calendarUrl: string;
let requests = 0;
let answer: unknown;
const now = Date.parse('2030-01-01T00:00:00.000Z');
const inSeconds = (ms: number) => Math.floor(ms / 1000);

beforeAll(async () => {
  useLocalStack();
  server = createServer((_request, response) => {
    requests += 1;
    response.setHeader('content-type', 'application/json');
    response.end(JSON.stringify(answer));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  calendarUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/contest.list`;
}, 120_000);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(async () => {
  requests = 0;
  await dynamo().send(
    new DeleteCommand({ TableName: tableName(), Key: { pk: 'OTHERCONTESTS', sk: 'CODEFORCES' } }),
  );
});

const round = (id: number, startMs: number) => ({
  id,
  name: `Round ${id}`,
  phase: 'BEFORE',
  durationSeconds: 7200,
  startTimeSeconds: inSeconds(startMs),
});

describe('other judges’ upcoming contests', () => {
  it('fetches the calendar once and answers from the table until it is six hours old', async () => {
    answer = { status: 'OK', result: [round(7, now + 24 * 3_600_000)] };
    const first = await recentOtherContests(now, calendarUrl);
    expect(first.map((contest) => contest.title)).toEqual(['Round 7']);
    answer = { status: 'OK', result: [round(8, now + 48 * 3_600_000)] };
    expect(await recentOtherContests(now + calendarFreshMs - 1, calendarUrl)).toEqual(first);
    expect(requests).toBe(1);
    const refreshed = await recentOtherContests(now + calendarFreshMs + 1, calendarUrl);
    expect(refreshed.map((contest) => contest.title)).toEqual(['Round 8']);
    expect(requests).toBe(2);
  });

  it('keeps the last list when the calendar fails, and tries again only after ten minutes', async () => {
    answer = { status: 'OK', result: [round(9, now + 24 * 3_600_000)] };
    await recentOtherContests(now, calendarUrl);
    answer = { status: 'FAILED', comment: 'Call limit exceeded' };
    const failedAt = now + calendarFreshMs + 1;
    const logged: string[] = [];
    const kept = await recentOtherContests(failedAt, calendarUrl, (message) => logged.push(message));
    expect(kept.map((contest) => contest.title)).toEqual(['Round 9']);
    expect(logged).toHaveLength(1);
    await recentOtherContests(failedAt + calendarRetryMs - 1, calendarUrl);
    expect(requests).toBe(2);
    await recentOtherContests(failedAt + calendarRetryMs + 1, calendarUrl);
    expect(requests).toBe(3);
  });

  it('answers an empty list when the calendar was never reached, and leaves out contests that started', async () => {
    expect(await recentOtherContests(now, 'http://127.0.0.1:9/unreachable')).toEqual([]);
    answer = { status: 'OK', result: [round(1, now + 60_000), round(2, now + 3 * 3_600_000)] };
    await recentOtherContests(now + calendarRetryMs + 1, calendarUrl);
    expect(
      (await recentOtherContests(now + 2 * 3_600_000, calendarUrl)).map((contest) => contest.title),
    ).toEqual(['Round 2']);
  });
});
