import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredEmailConfig } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { emailConfigToItem } from './email-config-item';

/** Replace the mail settings (1 write unit). */
export async function saveEmailConfig(config: StoredEmailConfig): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: emailConfigToItem(config) }));
}
