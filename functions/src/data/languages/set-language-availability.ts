import type { Language } from '@oj/shared';
import { updateIf } from '../update-if';
import { languageKey } from './language-item';

/** Record whether a judge host has a language installed; the languages call reports it. */
export async function setLanguageAvailability(
  language: Pick<Language, 'oj' | 'id'>,
  available: boolean,
): Promise<void> {
  // Unchanged, or a language the site does not list: the condition fails and nothing is written.
  await updateIf({
    Key: languageKey(language),
    UpdateExpression: 'SET available = :available',
    ConditionExpression: 'attribute_exists(pk) AND available <> :available',
    ExpressionAttributeValues: { ':available': available },
  });
}
