import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { WebsiteConfig } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { putIfAbsent } from '../put-if-absent';
import { websiteConfigToItem } from './website-config-item';

/** Save the whole website config. */
export async function saveWebsiteConfig(config: WebsiteConfig): Promise<void> {
  await dynamo().send(new PutCommand({ TableName: tableName(), Item: websiteConfigToItem(config) }));
}

/** Write the config only if none exists yet (first start); returns whether it wrote. */
export function createWebsiteConfigIfMissing(config: WebsiteConfig): Promise<boolean> {
  return putIfAbsent(websiteConfigToItem(config));
}
