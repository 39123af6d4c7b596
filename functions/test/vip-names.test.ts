import { beforeAll, describe, expect, it } from 'vitest';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { roleCodes, type Page, type SubmissionRow } from '@oj/shared';
import { callApi, useLocalStack, type ApiAnswer } from './local-stack';
import { account, problemWith, storedSubmission } from './submission-fixtures';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { acDayKey } from '../src/data/stats/stats-keys';
import { recentUtcDays } from '../src/data/stats/recent-days';
import { userKey } from '../src/data/users/user-item';
import { readVipDirectory } from '../src/data/users/vip-directory';

let url: string;
const english = { 'accept-language': 'en-US' };

const get = <T>(path: string, token?: string): Promise<ApiAnswer<T>> =>
  callApi<T>(`${url}/api/${path}`, { headers: english, token });
const post = <T>(path: string, body: unknown, token?: string): Promise<ApiAnswer<T>> =>
  callApi<T>(`${url}/api/${path}`, { method: 'POST', body: JSON.stringify(body), headers: english, token });

type Person = Awaited<ReturnType<typeof account>>;
let vip: Person;
let plain: Person;
let submitId: number;
let plainSubmitId: number;

/** The `number` of `uid` as the account item holds it, read strongly consistent. */
async function storedNumber(uid: string): Promise<unknown> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: userKey(uid), ConsistentRead: true }),
  );
  return Item?.number;
}

/** What the lists show of each author: the submission list, the detail and the week's AC rank. */
async function listedNumbers(): Promise<unknown[]> {
  const list = await get<Page<SubmissionRow>>(`get-submission-list?username=${vip.username}`);
  const detail = await get<{ submission: SubmissionRow }>(
    `get-submission-detail?submitId=${submitId}`,
    vip.token,
  );
  const rank = await get<{ uid: string; number: unknown }[]>('get-recent-seven-ac-rank');
  return [
    list.envelope.data.records.find((row) => row.submitId === submitId)?.number,
    detail.envelope.data.submission.number,
    rank.envelope.data.find((row) => row.uid === vip.uid)?.number,
  ];
}

/** Lists and the rank keep their copies for seconds by design (10 s and a minute): ask until they agree. */
const listedWithin = (number: string | null) =>
  expect.poll(listedNumbers, { timeout: 75_000, interval: 1000 }).toEqual([number, number, number]);

beforeAll(async () => {
  ({ url } = useLocalStack());
  [vip, plain] = await Promise.all([account(roleCodes.admin), account()]);
  const problem = await problemWith();
  submitId = (await storedSubmission(vip, problem)).submitId;
  plainSubmitId = (await storedSubmission(plain, problem)).submitId;
  // A week's AC count above any other test's, so the user is in the home page's top ten.
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...acDayKey(recentUtcDays(1)[0] ?? '', vip.uid),
        entity: 'AcDay',
        v: 1,
        uid: vip.uid,
        username: vip.username,
        ac: 1e12,
      },
    }),
  );
});

describe('vip names in lists', () => {
  it(
    'carries vip2 on the rows of a user an administrator gave vip2, and null once it is cleared',
    { timeout: 180_000 },
    async () => {
      const set = await post<{ number: string }>('change-userInfo', { number: 'vip2' }, vip.token);
      expect(set.envelope).toMatchObject({ status: 200, data: { number: 'vip2' } });
      expect(await storedNumber(vip.uid)).toBe('vip2');
      expect((await readVipDirectory()).get(vip.uid)).toBe('vip2');
      await listedWithin('vip2');

      const others = await get<Page<SubmissionRow>>(`get-submission-list?username=${plain.username}`);
      expect(others.envelope.data.records.find((row) => row.submitId === plainSubmitId)?.number).toBeNull();

      const cleared = await post<{ number: string }>('change-userInfo', { number: '' }, vip.token);
      expect(cleared.envelope).toMatchObject({ status: 200, data: { number: '' } });
      expect(await storedNumber(vip.uid)).toBe('');
      expect((await readVipDirectory()).has(vip.uid)).toBe(false);
      await listedWithin(null);
    },
  );

  it('leaves the directory alone when a number that is not a vip value is set', async () => {
    const set = await post<{ number: string }>('change-userInfo', { number: '2024001' }, vip.token);
    expect(set.envelope).toMatchObject({ status: 200, data: { number: '2024001' } });
    expect((await readVipDirectory()).has(vip.uid)).toBe(false);
    await post('change-userInfo', { number: '' }, vip.token);
  });

  it('refuses a vip number from a user who is not an administrator, and writes nothing', async () => {
    const refused = await post('change-userInfo', { number: 'vip1' }, plain.token);
    expect(refused.envelope).toMatchObject({ status: 403, msg: 'Only an administrator can change number' });
    expect(await storedNumber(plain.uid)).not.toBe('vip1');
    expect((await readVipDirectory()).has(plain.uid)).toBe(false);
  });
});
