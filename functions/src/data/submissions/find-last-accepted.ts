import { judgeStatus } from '@oj/shared';
import { queryIndexItems } from './query-submission-index';
import { submissionFromItem, type StoredSubmission } from './submission-item';

/**
 * Find a user's newest accepted submission of a problem, with its code: the user's submissions
 * newest first (gsi1), filtered to the problem and status 0. DynamoDB charges for every submission of
 * the user newer than the one found (or for all of them when there is none), so `maxRead` bounds it.
 */
export async function findLastAccepted(
  uid: string,
  pid: number,
  maxRead: number,
): Promise<StoredSubmission | undefined> {
  const { items } = await queryIndexItems(
    { uid },
    { pid, status: judgeStatus.accepted },
    1,
    maxRead,
    submissionFromItem,
  );
  return items[0];
}
