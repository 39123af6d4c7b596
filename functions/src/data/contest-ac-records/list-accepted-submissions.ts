import { judgeStatus } from '@oj/shared';
import { queryAll } from '../kit/query-all';
import {
  contestSubmissions,
  submissionFromItem,
  type StoredSubmission,
} from '../submissions/submission-item';

/**
 * Every accepted submission of a contest with its code, for the admins' download: one Query of the
 * contest's index partition (gsi3 `contestSubmissions`), filtered on the verdict. DynamoDB bills
 * every submission of the contest it reads, code included (a few KB each): a rare, admin-only read.
 */
export async function listAcceptedSubmissions(cid: number): Promise<StoredSubmission[]> {
  const items = await queryAll({
    IndexName: contestSubmissions.indexName,
    KeyConditionExpression: 'gsi3pk = :partition',
    FilterExpression: '#status = :accepted',
    ExpressionAttributeNames: { '#status': 'status' },
    ExpressionAttributeValues: {
      ':partition': contestSubmissions.partition(cid),
      ':accepted': judgeStatus.accepted,
    },
  });
  return items.map(submissionFromItem);
}
