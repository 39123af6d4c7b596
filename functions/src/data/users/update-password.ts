import { updateIf } from '../update-if';
import { userKey } from './user-item';

/** Replace an account's password hash. */
export function setPasswordHash(uid: string, passwordHash: string): Promise<boolean> {
  return updateIf({
    Key: userKey(uid),
    UpdateExpression: 'SET passwordHash = :hash',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeValues: { ':hash': passwordHash },
  });
}
