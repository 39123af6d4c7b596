import { beforeAll, describe, expect, it } from 'vitest';
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { encodeAnswerSheet, judgeStatus, type SubmissionRow } from '@oj/shared';
import { sessionToken, useLocalStack } from './local-stack';
import type { Problem } from '../src/data/problems/problem-item';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { addToCounters } from '../src/data/counters';
import { submissionSequenceKey } from '../src/data/submissions/create-submission';
import { submissionToItem } from '../src/data/submissions/submission-item';
import { account, capacityOf, get, problemWith, quizProblem, submissionOf, submit } from './submissions-kit';

let problem: Problem;
beforeAll(async () => {
  useLocalStack();
  problem = await problemWith();
});

interface ListPage {
  records: SubmissionRow[];
  total: number;
}

describe('the submission list', () => {
  it('lists the newest first with the sequence as the total; only-mine needs a login', async () => {
    const { token, uid } = await sessionToken();
    const mine = (await submit(token, { pid: problem.pid })).envelope.data;
    const page = (await get<ListPage>('/api/get-submission-list?limit=10&currentPage=1')).envelope.data;
    expect(page.records.length).toBeGreaterThan(0);
    expect(page.records[0]?.submitId).toBeGreaterThanOrEqual(mine.submitId);
    expect(page.total).toBeGreaterThanOrEqual(mine.submitId);
    const ids = page.records.map((row) => row.submitId);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(page.records[0]).not.toHaveProperty('code');

    expect((await get('/api/get-submission-list?onlyMine=true')).httpStatus).toBe(401);
    const own = (await get<ListPage>('/api/get-submission-list?onlyMine=true', token)).envelope.data;
    expect(own).toEqual({
      records: [expect.objectContaining({ submitId: mine.submitId, uid })],
      total: 1,
      size: 15,
      current: 1,
      pages: 1,
    });
  });

  it('filters by author, problem and status, drops empty filters, and pages a user list', async () => {
    const author = await account();
    const other = await problemWith();
    const quiz = await quizProblem();
    const first = (await submit(author.token, { pid: other.pid })).envelope.data;
    await new Promise((resolve) => setTimeout(resolve, 5_100));
    const second = (await submit(author.token, { pid: quiz.pid, code: encodeAnswerSheet(['B', 'T']) }))
      .envelope.data;
    const list = async (query: string) =>
      (await get<ListPage>(`/api/get-submission-list?${query}`)).envelope.data;

    const byAuthor = await list(`username=${author.username}&status=&problemID=`);
    expect(byAuthor.records.map((row) => row.submitId)).toEqual([second.submitId, first.submitId]);
    expect(byAuthor.total).toBe(2);
    expect(
      (await list(`username=${author.username}&limit=1&currentPage=2`)).records.map((row) => row.submitId),
    ).toEqual([first.submitId]);
    expect((await list(`username=${author.username}&status=0`)).records.map((row) => row.submitId)).toEqual([
      second.submitId,
    ]);
    expect(
      (await list(`problemID=${other.problemId.toLowerCase()}`)).records.map((row) => row.submitId),
    ).toEqual([first.submitId]);
    expect((await list(`problemID=${quiz.problemId}&username=${author.username}`)).total).toBe(1);
    expect((await list('status=0&limit=50')).records.map((row) => row.submitId)).toContain(second.submitId);
    const empty = { records: [], total: 0, size: 15, current: 1, pages: 0 };
    expect(await list('username=nobody-at-all')).toEqual(empty);
    expect((await get('/api/get-submission-list?contestID=1200012')).envelope).toMatchObject({
      status: 404,
      msg: 'The contest does not exist: 1200012',
    });
  });
});

describe('deep pages of the whole list', () => {
  // Last in the file: it moves the id sequence 15,000 ahead.
  it('costs the same on page 1,000 as on page 1: one batch read of a range of ids', async () => {
    const limit = 15;
    const { value: latest = 0 } = await addToCounters(submissionSequenceKey, { value: 1000 * limit });
    // Only the two pages read are stored: a list that skipped through the ids in between would come
    // back short or wrong, so the rows themselves show the page is addressed directly.
    const pageIds = (page: number) =>
      Array.from({ length: limit }, (_, index) => latest - (page - 1) * limit - index);
    const items = [...pageIds(1), ...pageIds(1000)].map((submitId) =>
      submissionToItem(
        submissionOf(problem, {
          submitId,
          uid: 'bulk-author',
          username: 'bulk',
          status: judgeStatus.accepted,
          score: 0,
          timeMs: 1,
          memoryKb: 1024,
          judger: 'bulk',
        }),
      ),
    );
    for (let start = 0; start < items.length; start += 25) {
      await dynamo().send(
        new BatchWriteCommand({
          RequestItems: {
            [tableName()]: items.slice(start, start + 25).map((Item) => ({ PutRequest: { Item } })),
          },
        }),
      );
    }
    const first = await get<ListPage>(`/api/get-submission-list?limit=${limit}&currentPage=1`);
    const deep = await get<ListPage>(`/api/get-submission-list?limit=${limit}&currentPage=1000`);
    expect(first.envelope.data.records.map((row) => row.submitId)).toEqual(pageIds(1));
    expect(deep.envelope.data.records.map((row) => row.submitId)).toEqual(pageIds(1000));
    expect(deep.envelope.data.total).toBe(latest);
    console.info('list page units', { page1: capacityOf(first), page1000: capacityOf(deep) });
    expect(capacityOf(deep).read).toBeLessThanOrEqual(2 * capacityOf(first).read);
  });
});
