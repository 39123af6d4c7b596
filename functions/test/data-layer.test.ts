import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { roleCodes } from '@oj/shared';
import { useLocalStack } from './local-stack';
import { createUser } from '../src/data/users/create-user';
import { findUserByUsername } from '../src/data/users/find-user';
import { addToCounters } from '../src/data/counters';
import { withCapacityMeter } from '../src/data/capacity-meter';
import { dynamo, tableName } from '../src/data/dynamo-client';
import { putSession, getSession } from '../src/data/sessions/session-store';
import { expiresAfter } from '../src/data/ttl';
import { queryAll, queryUnder } from '../src/data/kit/query-all';
import { transactWrite } from '../src/data/transact';
import { seedDatabase } from '../src/seed/seed';
import { userKey, userToItem } from '../src/data/users/user-item';
import { listUnlistedAccounts } from '../src/data/users/list-unlisted-accounts';

beforeAll(() => {
  useLocalStack();
});

const account = (username: string, email: string) => ({
  uid: randomUUID().replaceAll('-', ''),
  username,
  email,
  passwordHash: 'scrypt$1$1$1$x$y',
  roleCode: roleCodes.defaultUser,
  createdAt: new Date().toISOString(),
});

describe('the data layer on DynamoDB Local', () => {
  it('creates an account with its username and email claims in one transaction', async () => {
    const name = `alice${Date.now()}`;
    expect(await createUser(account(name, `${name}@example.com`))).toBe('created');
    expect((await findUserByUsername(name.toUpperCase()))?.email).toBe(`${name}@example.com`);
  });

  it('refuses a second account with the same username, whatever the case, and writes nothing of it', async () => {
    const name = `bob${Date.now()}`;
    await createUser(account(name, `${name}@example.com`));
    const second = account(name.toUpperCase(), `other-${name}@example.com`);
    expect(await createUser(second)).toBe('username-taken');
    const { Item } = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: { pk: `EMAIL#other-${name}@example.com`, sk: 'CLAIM' } }),
    );
    expect(Item).toBeUndefined();
  });

  it('refuses a second account with the same email', async () => {
    const name = `carol${Date.now()}`;
    await createUser(account(name, `${name}@example.com`));
    expect(await createUser(account(`${name}x`, `${name.toUpperCase()}@EXAMPLE.com`))).toBe('email-taken');
  });

  it('adds to counters atomically, even when many increments race', async () => {
    const key = { pk: `TEST#${randomUUID()}`, sk: 'COUNTERS' };
    await Promise.all(Array.from({ length: 20 }, () => addToCounters(key, { total: 1, ac: 2 })));
    expect(await addToCounters(key, { total: 0 })).toEqual({ total: 20 });
    const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: key }));
    expect(Item).toMatchObject({ total: 20, ac: 40 });
  });

  it('reads every page of a query, even when each page holds one item', async () => {
    const pk = `TEST#${randomUUID()}`;
    for (const sk of ['a', 'b', 'c', 'd'])
      await dynamo().send(new PutCommand({ TableName: tableName(), Item: { pk, sk } }));
    const items = await queryAll({
      KeyConditionExpression: 'pk = :pk AND sk > :after',
      ExpressionAttributeValues: { ':pk': pk, ':after': 'a' },
      Limit: 1,
    });
    expect(items.map((item) => item.sk)).toEqual(['b', 'c', 'd']);
  });

  it('reads the items of a partition under a sort key prefix, in order or newest first', async () => {
    const pk = `TEST#${randomUUID()}`;
    for (const sk of ['NOTE#1', 'NOTE#2', 'NOTE#3', 'OTHER#1'])
      await dynamo().send(new PutCommand({ TableName: tableName(), Item: { pk, sk } }));
    const sortKeys = (items: Record<string, unknown>[]) => items.map((item) => item.sk);
    expect(sortKeys(await queryUnder(pk, 'NOTE#'))).toEqual(['NOTE#1', 'NOTE#2', 'NOTE#3']);
    expect(sortKeys(await queryUnder(pk, 'NOTE#', { newestFirst: true, consistent: true }))).toEqual([
      'NOTE#3',
      'NOTE#2',
      'NOTE#1',
    ]);
    expect(await queryUnder(pk, 'NONE#')).toEqual([]);
  });

  it('treats an item past its TTL as gone before DynamoDB removes it', async () => {
    const uid = randomUUID();
    await putSession({
      uid,
      sessionId: 'old',
      username: 'x',
      roleCode: roleCodes.defaultUser,
      expiresAt: expiresAfter(-5),
    });
    await putSession({
      uid,
      sessionId: 'new',
      username: 'x',
      roleCode: roleCodes.defaultUser,
      expiresAt: expiresAfter(60),
    });
    expect(await getSession(uid, 'old')).toBeUndefined();
    expect((await getSession(uid, 'new'))?.sessionId).toBe('new');
  });

  it('meters the read and write units a piece of work consumes', async () => {
    const uid = randomUUID();
    const { units } = await withCapacityMeter(async () => {
      await putSession({
        uid,
        sessionId: 's',
        username: 'x',
        roleCode: roleCodes.defaultUser,
        expiresAt: expiresAfter(60),
      });
      await getSession(uid, 's');
    });
    expect(units.write).toBeGreaterThanOrEqual(1);
    expect(units.read).toBeGreaterThanOrEqual(0.5);
  });

  it('meters a transaction as AWS bills it, two units an item and index copy, not as DynamoDB Local reports it', async () => {
    const partition = `tx-${randomUUID()}`;
    const { units } = await withCapacityMeter(() =>
      transactWrite([
        { Put: { TableName: tableName(), Item: { pk: partition, sk: 'a', text: 'x'.repeat(600) } } },
        {
          Put: {
            TableName: tableName(),
            Item: { pk: partition, sk: 'b', gsi1pk: partition, gsi1sk: 'b', text: 'x'.repeat(600) },
          },
        },
      ]),
    );
    expect(units).toEqual({ read: 0, write: 2 + 4 });
  });

  it('puts an account stored before the accounts index on it when seeding, once', async () => {
    const uid = `unlisted-${Date.now()}`;
    const {
      gsi1pk: _partition,
      gsi1sk: _sort,
      ...olderItem
    } = userToItem({
      uid,
      username: uid,
      email: `${uid}@example.com`,
      passwordHash: 'x',
      roleCode: roleCodes.defaultUser,
      createdAt: '2025-01-01T00:00:00.000Z',
    });
    await dynamo().send(new PutCommand({ TableName: tableName(), Item: olderItem }));
    expect(await listUnlistedAccounts()).toBe(1);
    const listed = await dynamo().send(
      new GetCommand({ TableName: tableName(), Key: userKey(uid), ProjectionExpression: 'gsi1pk, gsi1sk' }),
    );
    expect(listed.Item).toEqual({ gsi1pk: 'ACCOUNTS', gsi1sk: `2025-01-01T00:00:00.000Z#${uid}` });
    expect(await listUnlistedAccounts()).toBe(0);
  });

  it('seeds once: a second run writes nothing', async () => {
    const report = await seedDatabase({ adminPassword: 'another-password' });
    expect(report).toEqual({ websiteConfig: false, languages: 0, admin: false, accountsListed: 0 });
  });
});
