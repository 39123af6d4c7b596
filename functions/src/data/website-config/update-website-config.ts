import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { defaultWebsiteConfig, type WebsiteConfig } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { requireUpdate } from '../kit/update-expression';
import { stampOf } from '../kit/versioned-item';
import { websiteConfigFromItem, websiteConfigItemVersion, websiteConfigKey } from './website-config-item';

/**
 * Change some fields of the website config and leave the others as stored: the website form and the
 * switch page each write their own fields of the one item, so neither undoes the other's change made
 * in between. One UpdateItem (1 write unit); answers the whole config as now stored.
 */
export async function updateWebsiteConfig(fields: Partial<WebsiteConfig>): Promise<WebsiteConfig> {
  const { Attributes } = await dynamo().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: websiteConfigKey(),
      ...requireUpdate({ set: { ...stampOf('WebsiteConfig', websiteConfigItemVersion), ...fields } }),
      ReturnValues: 'ALL_NEW',
    }),
  );
  return websiteConfigFromItem(Attributes ?? {}, defaultWebsiteConfig);
}
