import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { defaultWebsiteConfig, type WebsiteConfig } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { websiteConfigFromItem, websiteConfigKey } from './website-config-item';

/** Get the website config; the defaults of the spec stand in until an administrator saves one. */
export async function getWebsiteConfig(): Promise<WebsiteConfig> {
  const { Item } = await dynamo().send(new GetCommand({ TableName: tableName(), Key: websiteConfigKey() }));
  return Item ? websiteConfigFromItem(Item, defaultWebsiteConfig) : defaultWebsiteConfig;
}
