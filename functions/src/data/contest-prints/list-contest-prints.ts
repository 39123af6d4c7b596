import { queryAll } from '../kit/query-all';
import { contestPrintFromItem, contestPrintPartition, type StoredContestPrint } from './contest-print-item';

/**
 * Every print line of a contest, newest first: one Query of its print partition (about 250 bytes a
 * line, so a thousand prints read in about 30 read units). The texts are not read.
 */
export async function listContestPrints(cid: number): Promise<StoredContestPrint[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': contestPrintPartition(cid) },
    ScanIndexForward: false,
  });
  return items.map(contestPrintFromItem);
}
