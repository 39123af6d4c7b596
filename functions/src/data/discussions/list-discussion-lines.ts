import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { cachedFor, queryPartition } from '../kit/paging/cached-snapshot';
import { discussionLineKey, discussionLinePartition } from './discussion-keys';
import { discussionLineOf, type DiscussionLine } from './discussion-line';

/*
 * The board's lines, read through the cached-snapshot kit: a warm function reads the whole `DISCUSSIONS`
 * partition (lines only, no content) once per 10 s, then every list request adds one strongly
 * consistent Query of the lines newer than the snapshot's newest (sort keys are padded ids, so "newer"
 * is a key range; normally 0 or 1 items, 1 RCU). A post therefore shows in the very next list read,
 * whichever function serves it; edits, counts, pins and deletes by others show within 10 s. A write in
 * this function drops the snapshot, so the writer's own next read here is exact.
 */

const freshForMs = 10_000;

async function loadSnapshot(): Promise<DiscussionLine[]> {
  return (await queryPartition(discussionLinePartition)).map(discussionLineOf);
}

let snapshot = cachedFor(freshForMs, loadSnapshot);

/** Drops this function's snapshot after it wrote a line (its own next read is then exact). */
export function forgetDiscussionSnapshot(): void {
  snapshot = cachedFor(freshForMs, loadSnapshot);
}

async function linesAfter(lastId: number): Promise<DiscussionLine[]> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND sk > :after',
      ExpressionAttributeValues: { ':pk': discussionLinePartition, ':after': discussionLineKey(lastId).sk },
      ConsistentRead: true,
    }),
  );
  return Items.map(discussionLineOf);
}

/** Every discussion's line (disabled ones included), the newest posts always among them. */
export async function listDiscussionLines(): Promise<DiscussionLine[]> {
  const lines = await snapshot();
  const lastId = lines.reduce((highest, line) => Math.max(highest, line.id), 0);
  const newer = await linesAfter(lastId);
  return newer.length === 0 ? lines : [...lines, ...newer];
}
