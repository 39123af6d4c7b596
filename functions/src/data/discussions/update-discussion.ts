import { tableName } from '../dynamo-client';
import { transactWrite, type TransactItem } from '../transact';
import { discussionBodyKey, discussionLineKey } from './discussion-keys';

/**
 * Saves an author's edit: the title, description, problem and (admin roles) the pin on the line, the
 * content in the body, in one transaction. Counts and the category are not touched (the category is
 * locked once posted). The line's condition fails when the discussion is gone.
 */
export async function updateDiscussionText(
  did: number,
  fields: { title: string; description: string; pid: string | null; topPriority?: boolean },
  content: string,
  now: Date,
): Promise<void> {
  const pin = fields.topPriority === undefined ? '' : ', topPriority = :topPriority';
  await transactWrite([
    {
      Update: {
        TableName: tableName(),
        Key: discussionLineKey(did),
        UpdateExpression: `SET title = :title, description = :description, pid = :pid, gmtModified = :now${pin}`,
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: {
          ':title': fields.title,
          ':description': fields.description,
          ':pid': fields.pid,
          ':now': now.toISOString(),
          ...(fields.topPriority === undefined ? {} : { ':topPriority': fields.topPriority }),
        },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: discussionBodyKey(did),
        UpdateExpression: 'SET content = :content',
        ExpressionAttributeValues: { ':content': content },
      },
    },
  ]);
}

/** An admin's pin or status change of the line, for a transaction (1 WCU); fails when the discussion is gone. */
export function moderationUpdate(
  did: number,
  change: { topPriority?: boolean; status?: 0 | 1 },
  now: Date,
): TransactItem {
  const sets = ['gmtModified = :now'];
  const values: Record<string, unknown> = { ':now': now.toISOString() };
  if (change.topPriority !== undefined) {
    sets.push('topPriority = :topPriority');
    values[':topPriority'] = change.topPriority;
  }
  if (change.status !== undefined) {
    sets.push('#status = :status');
    values[':status'] = change.status;
  }
  return {
    Update: {
      TableName: tableName(),
      Key: discussionLineKey(did),
      UpdateExpression: `SET ${sets.join(', ')}`,
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: values,
      ...(change.status === undefined ? {} : { ExpressionAttributeNames: { '#status': 'status' } }),
    },
  };
}
