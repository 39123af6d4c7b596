import { updateIf } from '../update-if';
import { userKey } from './user-item';

/** Note when an account last logged in (shown on its home page). */
export async function recordLoginTime(uid: string, at: Date = new Date()): Promise<void> {
  await updateIf({
    Key: userKey(uid),
    UpdateExpression: 'SET recentLoginTime = :at',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':at': at.toISOString() },
  });
}
