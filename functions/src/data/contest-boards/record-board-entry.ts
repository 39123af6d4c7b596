import { setTimeout as sleep } from 'node:timers/promises';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { ContestantIdentity } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { transactWrite, type TransactItem } from '../transact';
import { failedConditionIndexes, isTransactionConflict } from '../kit/condition-failure';
import { contestProblemKey } from '../contests/contest-keys';
import { boardHeadKey, boardRowKey } from './board-keys';
import {
  boardRowFromItem,
  boardRowToItem,
  sameEntry,
  withEntry,
  type BoardEntry,
  type BoardRow,
} from './board-row-item';
import {
  contestCounterAttribute,
  problemCountMoves,
  type ContestCounter,
  type ProblemCountShare,
} from './problem-counts';

/** Tries of one change before giving up: each retry follows a row another change wrote meanwhile. */
const maxTries = 5;

export interface BoardEntryChange {
  cid: number;
  uid: string;
  entry: BoardEntry;
  /** The contest's end: entries from then on move the `end…` counters (`endTotal`, `endAc`, …). */
  endTime: string;
  /** Who the contestant is, asked only when their row is made. */
  identityOf: (uid: string) => Promise<ContestantIdentity>;
}

export async function readBoardRow(cid: number, uid: string): Promise<BoardRow | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: boardRowKey(cid, uid), ConsistentRead: true }),
  );
  return Item ? boardRowFromItem(Item) : undefined;
}

function countMove(cid: number, move: ProblemCountShare): TransactItem {
  const entries = Object.entries(move.counts) as [ContestCounter, number][];
  return {
    Update: {
      TableName: tableName(),
      Key: contestProblemKey(cid, move.displayId),
      UpdateExpression: `ADD ${entries.map((_, index) => `#c${index} :c${index}`).join(', ')}`,
      // A problem removed from the contest meanwhile is not made again by a count.
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeNames: Object.fromEntries(
        entries.map(([counter], index) => [`#c${index}`, contestCounterAttribute(counter, move.afterEnd)]),
      ),
      ExpressionAttributeValues: Object.fromEntries(entries.map(([, value], index) => [`:c${index}`, value])),
    },
  };
}

/**
 * Put a submission's entry on its contestant's row, and move what depends on it, in one transaction:
 * the row (on the condition that its revision is still the one read), the problem's `ac`/`total` by
 * the difference between the old and the new entry, and the board's `rowsRevision`. Nothing happens
 * when the row already holds this entry, so calling it twice for one change is harmless. A row
 * written meanwhile by another change is read again and the change retried, after a short random
 * pause; a count refused because its problem left the contest is dropped and the rest retried.
 * Answers whether it wrote.
 */
export async function recordBoardEntry(change: BoardEntryChange): Promise<boolean> {
  const { cid, uid, entry } = change;
  const removedProblems = new Set<string>();
  for (let attempt = 1; ; attempt += 1) {
    const row = await readBoardRow(cid, uid);
    const before = row?.entries.find((existing) => existing.submitId === entry.submitId);
    if (sameEntry(before, entry)) return false;
    const identity = row?.identity ?? (await change.identityOf(uid));
    const next: BoardRow = {
      cid,
      identity,
      entries: withEntry(row?.entries ?? [], entry),
      revision: (row?.revision ?? 0) + 1,
    };
    const moves = problemCountMoves(before, entry, change.endTime).filter(
      (move) => !removedProblems.has(move.displayId),
    );
    const items: TransactItem[] = [
      {
        Put: {
          TableName: tableName(),
          Item: boardRowToItem(next),
          ConditionExpression: row ? 'revision = :revision' : 'attribute_not_exists(pk)',
          ExpressionAttributeValues: row ? { ':revision': row.revision } : undefined,
        },
      },
      {
        Update: {
          TableName: tableName(),
          Key: boardHeadKey(cid),
          // When rows last changed: a snapshot read from eventually consistent rows is final only
          // once they have settled (buildBoardSnapshot).
          UpdateExpression: 'ADD rowsRevision :one SET changedAt = :now',
          ExpressionAttributeValues: { ':one': 1, ':now': Date.now() },
        },
      },
      ...moves.map((move) => countMove(cid, move)),
    ];
    try {
      await transactWrite(items);
      return true;
    } catch (error) {
      const failed = failedConditionIndexes(error);
      const retryable = failed.length > 0 || isTransactionConflict(error);
      if (!retryable || attempt >= maxTries) throw error;
      for (const index of failed) {
        const move = moves[index - 2];
        if (move) removedProblems.add(move.displayId);
      }
      await sleep(20 + Math.floor(Math.random() * 80 * attempt));
    }
  }
}
