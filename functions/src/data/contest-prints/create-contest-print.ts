import { tableName } from '../dynamo-client';
import { addToCounters } from '../counters';
import { transactWrite } from '../transact';
import {
  contestPrintLineToItem,
  contestPrintSequenceKey,
  contestPrintTextToItem,
  type StoredContestPrint,
} from './contest-print-item';

/**
 * Queue a text for printing: an id from the sequence (`ADD`), then the queue's line and the text in
 * one transaction, so the queue never lists a print without its text.
 */
export async function createContestPrint(
  input: Pick<StoredContestPrint, 'cid' | 'uid' | 'username' | 'realname'> & { content: string },
  now: Date = new Date(),
): Promise<StoredContestPrint> {
  const { value: id } = await addToCounters(contestPrintSequenceKey, { value: 1 });
  const { content, ...who } = input;
  const print: StoredContestPrint = {
    ...who,
    id: id as number,
    status: 0,
    gmtCreate: now.toISOString(),
    gmtModified: now.toISOString(),
  };
  const ifNew = 'attribute_not_exists(pk)';
  await transactWrite([
    { Put: { TableName: tableName(), Item: contestPrintLineToItem(print), ConditionExpression: ifNew } },
    {
      Put: {
        TableName: tableName(),
        Item: contestPrintTextToItem({
          id: print.id,
          cid: print.cid,
          username: print.username,
          content,
          gmtCreate: print.gmtCreate,
        }),
        ConditionExpression: ifNew,
      },
    },
  ]);
  return print;
}
