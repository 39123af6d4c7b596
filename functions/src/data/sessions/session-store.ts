import { DeleteCommand, GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { tableDefinition } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { deleteKeysInBatches } from '../kit/batch-delete';
import { updateIf } from '../update-if';
import { isExpired } from '../ttl';
import { sessionFromItem, sessionKey, sessionToItem, type Session } from './session-item';

/** Record a new login. */
export async function putSession(session: Session): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: sessionToItem(session) }));
}

/** Get a live session; expired ones count as gone even before DynamoDB removes them. */
export async function getSession(uid: string, sessionId: string): Promise<Session | undefined> {
  const { Item } = await dynamo().send(
    new GetCommand({ TableName: tableName(), Key: sessionKey(uid, sessionId), ConsistentRead: true }),
  );
  if (!Item || isExpired(Item)) return undefined;
  return sessionFromItem(Item);
}

/** Extend a session when its token is renewed; false when it ended meanwhile (a logout racing the call). */
export function extendSession(uid: string, sessionId: string, expiresAt: number): Promise<boolean> {
  return updateIf({
    Key: sessionKey(uid, sessionId),
    UpdateExpression: 'SET #ttl = :expiresAt',
    ConditionExpression: 'attribute_exists(pk)',
    ExpressionAttributeNames: { '#ttl': tableDefinition.ttlAttribute },
    ExpressionAttributeValues: { ':expiresAt': expiresAt },
  });
}

/** End a session (logout); its token is refused from then on. */
export async function deleteSession(uid: string, sessionId: string): Promise<void> {
  await dynamo().send(new DeleteCommand({ TableName: tableName(), Key: sessionKey(uid, sessionId) }));
}

/** End every session of an account (a password change or reset): all its tokens are refused. */
export async function deleteAllSessions(uid: string): Promise<number> {
  const { Items = [] } = await dynamo().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':pk': sessionKey(uid, '').pk, ':prefix': 'SESSION#' },
      ProjectionExpression: 'pk, sk',
    }),
  );
  await deleteKeysInBatches(Items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
  return Items.length;
}
