import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { emptyVerdictCounts } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { isConditionFailure } from '../kit/condition-failure';
import { queryAll } from '../kit/query-all';
import { contestProblemKey } from '../contests/contest-keys';
import { contestSubmissions, submissionSummaryFromItem } from '../submissions/submission-item';
import { boardHeadKey, boardRowKey } from './board-keys';
import { boardEntryOf, boardRowToItem, type BoardEntry, type BoardRow } from './board-row-item';
import { contestantIdentity } from './contestant-identity';
import { contestCounterAttribute, problemCountShareOf, type ContestCounter } from './problem-counts';
import { readBoardRows } from './read-board-rows';

/** Rows written at once while rebuilding. */
const writeConcurrency = 16;

async function inBatches<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += writeConcurrency)
    await Promise.all(items.slice(start, start + writeConcurrency).map(work));
}

/** A conditional write that lost to a concurrent change: that change's row stands. */
async function unlessChanged(write: Promise<unknown>): Promise<void> {
  try {
    await write;
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Derive every row of a contest's board, and its problems' counts, again from the contest's
 * submissions (a Query of gsi3 `CONTESTSUB#<cid>`): what a super admin's `forceRefresh` does. Each
 * row is written on the condition that it is still the one read before the Query, so a verdict that
 * lands meanwhile (and wrote its row from a consistent read of its submission) is never undone; rows
 * left without submissions go. Answers the number of rows.
 */
export async function rebuildBoardRows(cid: number, endTime: string): Promise<number> {
  const existing = new Map((await readBoardRows(cid)).map((row) => [row.identity.uid, row]));
  const items = await queryAll({
    IndexName: contestSubmissions.indexName,
    KeyConditionExpression: 'gsi3pk = :pk',
    ExpressionAttributeValues: { ':pk': contestSubmissions.partition(cid) },
    ProjectionExpression: 'submitId, uid, username, displayPid, submitTime, #status, score, timeMs',
    ExpressionAttributeNames: { '#status': 'status' },
  });
  const byUid = new Map<string, { username: string; entries: BoardEntry[] }>();
  for (const item of items) {
    const uid = String(item.uid);
    const mine = byUid.get(uid) ?? { username: String(item.username), entries: [] };
    // Read as every submission is read: the fields the projection left out are not used.
    mine.entries.push(boardEntryOf(submissionSummaryFromItem(item)));
    byUid.set(uid, mine);
  }

  await inBatches([...byUid], async ([uid, { username, entries }]) => {
    const before = existing.get(uid);
    const row: BoardRow = {
      cid,
      identity: before?.identity ?? (await contestantIdentity(uid, username)),
      entries: entries.sort((a, b) => a.submitId - b.submitId),
      revision: (before?.revision ?? 0) + 1,
    };
    await unlessChanged(
      dynamo().send(
        new PutCommand({
          TableName: tableName(),
          Item: boardRowToItem(row),
          ConditionExpression: before ? 'revision = :revision' : 'attribute_not_exists(pk)',
          ExpressionAttributeValues: before ? { ':revision': before.revision } : undefined,
        }),
      ),
    );
  });
  const orphans = [...existing.values()].filter((row) => !byUid.has(row.identity.uid));
  await inBatches(orphans, (row) =>
    unlessChanged(
      dynamo().send(
        new DeleteCommand({
          TableName: tableName(),
          Key: boardRowKey(cid, row.identity.uid),
          ConditionExpression: 'revision = :revision',
          ExpressionAttributeValues: { ':revision': row.revision },
        }),
      ),
    ),
  );

  await setProblemCounts(
    cid,
    endTime,
    [...byUid.values()].flatMap((mine) => mine.entries),
  );
  await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: boardHeadKey(cid),
      UpdateExpression: 'ADD rowsRevision :one',
      ExpressionAttributeValues: { ':one': 1 },
    }),
  );
  return byUid.size;
}

/** Every problem with a submission gets all its counts set from the entries, in time and after the end. */
async function setProblemCounts(cid: number, endTime: string, entries: readonly BoardEntry[]): Promise<void> {
  const counts = new Map<string, Map<string, number>>();
  for (const entry of entries) {
    const share = problemCountShareOf(entry, endTime);
    const count = counts.get(share.displayId) ?? new Map(zeroCounters());
    for (const [counter, value] of Object.entries(share.counts) as [ContestCounter, number][]) {
      const attribute = contestCounterAttribute(counter, share.afterEnd);
      count.set(attribute, (count.get(attribute) ?? 0) + value);
    }
    counts.set(share.displayId, count);
  }
  await inBatches([...counts], ([displayId, count]) => {
    const attributes = [...count];
    return unlessChanged(
      dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: contestProblemKey(cid, displayId),
          UpdateExpression: `SET ${attributes.map((_, index) => `#c${index} = :c${index}`).join(', ')}`,
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeNames: Object.fromEntries(
            attributes.map(([name], index) => [`#c${index}`, name]),
          ),
          ExpressionAttributeValues: Object.fromEntries(
            attributes.map(([, value], index) => [`:c${index}`, value]),
          ),
        }),
      ),
    );
  });
}

/** Every counter attribute of a link at zero, in time and after the end. */
function zeroCounters(): [string, number][] {
  const counters = Object.keys(emptyVerdictCounts()) as ContestCounter[];
  return [false, true].flatMap((afterEnd) =>
    counters.map((counter): [string, number] => [contestCounterAttribute(counter, afterEnd), 0]),
  );
}
