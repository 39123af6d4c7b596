import { addToCounters } from '../counters';
import { tableName } from '../dynamo-client';
import { ConditionFailedInTransaction, failedConditionsOf, type TransactItem } from '../transact';
import { tagSequenceKey, tagToItem, type Tag } from './tag-item';
import { claimTagName, classificationExists } from './tag-name-claim';
import { TagClassificationMissing, TagNameTaken } from './tag-write-errors';

/**
 * Create a tag: a new id (one `ADD`), then the tag and its name claim in one transaction, which also
 * checks that its classification exists.
 */
export async function createTag(fields: Omit<Tag, 'id'>): Promise<Tag> {
  const { value } = await addToCounters(tagSequenceKey, { value: 1 });
  const tag: Tag = { id: value as number, ...fields };
  const items: TransactItem[] = [
    {
      Put: { TableName: tableName(), Item: tagToItem(tag), ConditionExpression: 'attribute_not_exists(pk)' },
    },
    claimTagName(tag),
  ];
  if (tag.classificationId !== null) items.push(classificationExists(tag.classificationId));
  const failed = await failedConditionsOf(items);
  if (failed.length === 0) return tag;
  if (failed.includes(1)) throw new TagNameTaken(tag.name);
  if (failed.includes(2)) throw new TagClassificationMissing(tag.classificationId as number);
  throw new ConditionFailedInTransaction(failed);
}
