import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { keyOf, type ItemKey } from '../item-key';
import { toItem } from '../kit/versioned-item';
import { contestSubmissionSequenceKey, contestSubmitIdBase } from '../submissions/create-submission';

/**
 * An exam admin's release of a user's exam lock (`CONTEST#<cid>` / `EXAMRELEASE#<uid>`): the user's
 * submissions in the contest with ids up to `releasedThrough` no longer lock the paper. In the
 * contest's partition, so deleting the contest deletes it too.
 */
export function examLockReleaseKey(cid: number, uid: string): ItemKey {
  return { pk: keyOf('CONTEST', cid), sk: keyOf('EXAMRELEASE', uid) };
}

/**
 * The id up to which the user's submissions in the contest are released; 0 when never released.
 * One strongly consistent GetItem (1 RCU), so a release applies to the very next submission.
 */
export async function readExamLockRelease(cid: number, uid: string): Promise<number> {
  const { Item } = await dynamo().send(
    new GetCommand({
      TableName: tableName(),
      Key: examLockReleaseKey(cid, uid),
      ProjectionExpression: 'releasedThrough',
      ConsistentRead: true,
    }),
  );
  return Number(Item?.releasedThrough ?? 0);
}

/**
 * Release the user's lock as of now: every contest submission id handed out so far (the contests'
 * sequence, read strongly consistent) is released, so whatever the user handed in before no longer
 * locks and the next paper handed in locks again. Answers the id released through.
 */
export async function releaseExamLock(
  cid: number,
  release: { uid: string; by: string; at: string },
): Promise<number> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: contestSubmissionSequenceKey, ConsistentRead: true }),
  );
  const releasedThrough = contestSubmitIdBase + Number(Item?.value ?? 0);
  await dynamo().send(
    new PutCommand({
      TableName: tableName(),
      Item: toItem(examLockReleaseKey(cid, release.uid), 'ExamLockRelease', 1, {
        cid,
        uid: release.uid,
        releasedThrough,
        releasedBy: release.by,
        releasedAt: release.at,
      }),
    }),
  );
  return releasedThrough;
}
