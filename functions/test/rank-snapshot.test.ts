import { beforeAll, describe, expect, it, vi } from 'vitest';
import { judgeStatus } from '@oj/shared';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { account, judgeAs, problemWith, storedSubmission } from './submission-fixtures';
import { callApi, useLocalStack, withQuery } from './local-stack';
import { capacityOf } from './submissions-kit';
import { dynamo } from '../src/data/dynamo-client';
import { rankSnapshotHeadKey } from '../src/data/user-rank/rank-snapshot-keys';
import { readRankSnapshotHead } from '../src/data/user-rank/rank-snapshot-head';
import { buildRankSnapshot } from '../src/modules/rank/rank-snapshot';
import { loadRankSnapshot, rankSnapshotMaxAgeMs } from '../src/modules/rank/stored-rank-snapshot';
import type { RankPage } from '@oj/shared';

/*
 * The ranking's snapshot is built once for the whole site and stored (a head item and an S3 object).
 * This test file's process is a function instance of its own beside the stack's: what it builds, the
 * stack serves, and what it reads is seen command by command on its DynamoDB client.
 */

let url: string;
beforeAll(() => {
  ({ url } = useLocalStack());
});

interface SentCommand {
  command: string;
  input: Record<string, unknown>;
}

/** Every DynamoDB command `client` sends while `work` runs, as sent. */
async function commandsDuring<T>(
  client: DynamoDBDocumentClient,
  work: () => Promise<T>,
): Promise<{ result: T; sent: SentCommand[] }> {
  const sent: SentCommand[] = [];
  const name = `rankTestRecorder${Math.random()}`;
  client.middlewareStack.add(
    (next, context) => async (args) => {
      sent.push({ command: context.commandName ?? '', input: args.input as Record<string, unknown> });
      return next(args);
    },
    { step: 'initialize', name },
  );
  try {
    return { result: await work(), sent };
  } finally {
    client.middlewareStack.remove(name);
  }
}

/** A key attribute as the document client or the marshalled command holds it. */
const text = (value: unknown): string =>
  typeof value === 'string' ? value : String((value as { S?: string } | undefined)?.S ?? '');

const queriesOf = (sent: SentCommand[], indexName: string) =>
  sent.filter((one) => /Query/.test(one.command) && one.input.IndexName === indexName);

const batchGets = (sent: SentCommand[]) => sent.filter((one) => /BatchGet/.test(one.command));

let ranked: { uid: string; username: string };
let unranked: { uid: string; username: string };

beforeAll(async () => {
  const problem = await problemWith();
  ranked = await account();
  unranked = await account();
  await judgeAs(await storedSubmission(ranked, problem), problem, judgeStatus.accepted, 100);
}, 60_000);

describe('the ranking snapshot', () => {
  it('reads every account from the accounts index and the figures from the rank lines, nothing by key', async () => {
    const { result, sent } = await commandsDuring(dynamo(), () => buildRankSnapshot());
    expect(queriesOf(sent, 'gsi1')).toHaveLength(1);
    expect(queriesOf(sent, 'gsi2')).toHaveLength(1);
    expect(batchGets(sent)).toEqual([]);
    const lines = new Map(result.acm.map((line) => [line.row.uid, line.row]));
    expect(lines.get(ranked.uid)).toMatchObject({ ac: 1, total: 1 });
    // An account without a verdict is ranked too, with nothing solved, below every one that solved.
    expect(lines.get(unranked.uid)).toMatchObject({ ac: 0, total: 0, score: 0 });
    expect(lines.get(unranked.uid)?.rank).toBeGreaterThan(lines.get(ranked.uid)?.rank ?? Infinity);
  });

  it('is built by one caller when two find it older than a minute, the other serving the stored one', async () => {
    await loadRankSnapshot();
    const before = await readRankSnapshotHead(true);
    expect(before).not.toBeNull();
    // Both judge the age a minute ahead, as two functions would once the minute is out.
    const later = Date.now() + rankSnapshotMaxAgeMs + 1_000;
    const { result, sent } = await commandsDuring(dynamo(), () =>
      Promise.all([loadRankSnapshot(later), loadRankSnapshot(later)]),
    );
    expect(queriesOf(sent, 'gsi2')).toHaveLength(1);
    const leases = sent.filter(
      (one) => /Update/.test(one.command) && String(one.input.UpdateExpression).includes('leaseUntil ='),
    );
    expect(leases).toHaveLength(2);
    const builtAts = result.map((snapshot) => Date.parse(snapshot.builtAt)).sort((a, b) => a - b);
    expect(builtAts[0]).toBe(before?.builtAt);
    expect(builtAts[1]).toBeGreaterThan(before?.builtAt ?? 0);
    const after = await readRankSnapshotHead(true);
    expect(after?.builtAt).toBe(builtAts[1]);
    expect(after?.key).not.toBe(before?.key);
  }, 60_000);

  it('is read by another function without rebuilding: only the head is read, no account, no rank line', async () => {
    // This process stores a snapshot younger than a minute…
    const stored = await loadRankSnapshot(Date.now() + rankSnapshotMaxAgeMs + 1_000);
    const builtAt = Date.parse(stored.builtAt);
    // …a fresh module graph is a function that never held it…
    vi.resetModules();
    const second = await import('../src/modules/rank/rank-snapshot-memory');
    const secondClient = (await import('../src/data/dynamo-client')).dynamo();
    const { result, sent } = await commandsDuring(secondClient, () => second.currentRankSnapshot());
    expect(Date.parse(result.builtAt)).toBe(builtAt);
    expect(queriesOf(sent, 'gsi1')).toEqual([]);
    expect(queriesOf(sent, 'gsi2')).toEqual([]);
    expect(batchGets(sent)).toEqual([]);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.command).toMatch(/^Get(Item)?Command$/);
    expect(text((sent[0]?.input.Key as Record<string, unknown>).pk)).toBe(rankSnapshotHeadKey.pk);
    // …and so is the stack's site function: once its few seconds of memory are out, it answers
    // this snapshot for the price of the head alone.
    const deadline = Date.now() + 15_000;
    for (;;) {
      const answer = await callApi<RankPage>(withQuery(`${url}/api/get-rank-list`, { type: 0 }));
      if (Date.parse(answer.envelope.data.updatedAt) >= builtAt) {
        expect(capacityOf(answer).read).toBeLessThanOrEqual(0.5);
        break;
      }
      expect(Date.now()).toBeLessThan(deadline);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }, 60_000);
});
