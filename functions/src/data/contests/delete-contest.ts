import { tableName } from '../dynamo-client';
import { deleteKeysInBatches } from '../kit/batch-delete';
import { queryAll } from '../kit/query-all';
import { transactWrite } from '../transact';
import { contestCatalogueKey, contestKey } from './contest-keys';
import { deleteContestBoard } from '../contest-boards/delete-contest-board';

/**
 * Delete a contest and everything in its partition (registrations, problems, announcements…), and
 * its board (rows, views and snapshot objects, `deleteContestBoard`): a
 * Query of the partition's keys, BatchWrite deletes of all but the contest item, then the contest item
 * and its catalogue line in one transaction. The contest goes last, so a delete cut short leaves a
 * contest that can be deleted again, never orphans that nothing leads to. Answers how many items of
 * the partition were removed besides the contest.
 */
export async function deleteContest(cid: number): Promise<number> {
  const head = contestKey(cid);
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': head.pk },
    ProjectionExpression: 'pk, sk',
  });
  const children = items
    .map((item) => ({ pk: String(item.pk), sk: String(item.sk) }))
    .filter((key) => key.sk !== head.sk);
  await deleteContestBoard(cid);
  await deleteKeysInBatches(children);
  await transactWrite([
    { Delete: { TableName: tableName(), Key: head } },
    { Delete: { TableName: tableName(), Key: contestCatalogueKey(cid) } },
  ]);
  return children.length;
}
