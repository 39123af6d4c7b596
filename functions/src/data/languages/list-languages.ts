import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { languageFromItem, languagePartition } from './language-item';

/** List every language of every judging source, in display order. */
export async function listLanguages(): Promise<Language[]> {
  const languages: Language[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await dynamo().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': languagePartition },
        ExclusiveStartKey: startKey,
      }),
    );
    languages.push(...(page.Items ?? []).map(languageFromItem));
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return languages.sort((a, b) => a.seq - b.seq);
}
