import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { contestAnnouncementKey } from '../contests/contest-keys';
import { isConditionFailure } from '../kit/condition-failure';
import { requireUpdate } from '../kit/update-expression';
import type { StoredContestAnnouncement } from './contest-announcement-item';

/** Runs a write conditioned on the item's existence: false when there was no such announcement. */
async function ifPresent(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Change an announcement's title, content and status in place (one conditional UpdateItem); false
 * when the contest has no announcement of that id.
 */
export async function changeContestAnnouncement(
  cid: number,
  id: number,
  change: Pick<StoredContestAnnouncement, 'title' | 'content' | 'status'>,
  now: Date = new Date(),
): Promise<boolean> {
  const update = requireUpdate({ set: { ...change, gmtModified: now.toISOString() } });
  return ifPresent(() =>
    dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: contestAnnouncementKey(cid, id),
        ...update,
        ConditionExpression: 'attribute_exists(pk)',
      }),
    ),
  );
}

/** Delete an announcement of a contest (one conditional DeleteItem); false when there was none. */
export async function deleteContestAnnouncement(cid: number, id: number): Promise<boolean> {
  return ifPresent(() =>
    dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: contestAnnouncementKey(cid, id),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    ),
  );
}
