import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Language } from '@oj/shared';
import { dynamo, tableName } from '../dynamo-client';
import { languageKey } from './language-item';

/** Record whether a judge host has a language installed; the languages call reports it. */
export async function setLanguageAvailability(
  language: Pick<Language, 'oj' | 'id'>,
  available: boolean,
): Promise<void> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: languageKey(language),
        UpdateExpression: 'SET available = :available',
        ConditionExpression: 'attribute_exists(pk) AND available <> :available',
        ExpressionAttributeValues: { ':available': available },
      }),
    );
  } catch (error) {
    // Unchanged (or a language the site does not list): nothing to write.
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }
}
