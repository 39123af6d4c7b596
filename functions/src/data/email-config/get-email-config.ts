import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { StoredEmailConfig } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { emailConfigFromItem, emailConfigKey } from './email-config-item';

/** Get the mail settings (0.5 read unit); the deployment's own sender until a super admin sets one. */
export async function getEmailConfig(): Promise<StoredEmailConfig> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: emailConfigKey() }));
  return emailConfigFromItem(Item);
}
