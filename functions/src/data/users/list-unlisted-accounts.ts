import { ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { isConditionFailure } from '../kit/condition-failure';
import { accountsIndex } from './user-item';

/**
 * Puts on the accounts index the accounts stored before it existed (a data folder or a table older
 * than the admin user list), so the list and the user count see every account. It reads the whole
 * table once (a scan: run by the seed at start-up and deployment, never by a request) and writes only
 * the accounts missing their index line; a second run writes nothing. Answers how many it added.
 */
export async function listUnlistedAccounts(): Promise<number> {
  let added = 0;
  let start: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'sk = :account AND begins_with(pk, :user) AND attribute_not_exists(gsi1pk)',
        ExpressionAttributeValues: { ':account': 'ACCOUNT', ':user': 'USER#' },
        ProjectionExpression: 'pk, sk, uid, createdAt',
        ExclusiveStartKey: start,
      }),
    );
    for (const item of page.Items ?? []) {
      try {
        await dynamo().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: { pk: item.pk, sk: item.sk },
            UpdateExpression: 'SET gsi1pk = :partition, gsi1sk = :sort',
            // Only an account still without its line: a concurrent update keeps what it wrote.
            ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(gsi1pk)',
            ExpressionAttributeValues: {
              ':partition': accountsIndex.partition,
              ':sort': `${String(item.createdAt)}#${String(item.uid)}`,
            },
          }),
        );
        added += 1;
      } catch (error) {
        if (!isConditionFailure(error)) throw error;
      }
    }
    start = page.LastEvaluatedKey;
  } while (start);
  return added;
}
