import { tableName } from '../dynamo-client';
import { ConditionFailedInTransaction, failedConditionsOf, type TransactItem } from '../transact';
import { tagToItem, type Tag } from './tag-item';
import { claimTagName, classificationExists, releaseTagName, sameTagName } from './tag-name-claim';
import { TagClassificationMissing, TagNameTaken } from './tag-write-errors';

/**
 * Replace a tag. A new name (or judge source) moves the name claim in the same transaction; the
 * tag must still exist, and so must its classification.
 */
export async function updateTag(previous: Tag, next: Tag): Promise<'updated' | 'missing'> {
  const items: TransactItem[] = [
    { Put: { TableName: tableName(), Item: tagToItem(next), ConditionExpression: 'attribute_exists(pk)' } },
  ];
  const renamed = !sameTagName(previous, next);
  if (renamed) items.push(claimTagName(next), releaseTagName(previous));
  const classificationIndex = items.length;
  if (next.classificationId !== null) items.push(classificationExists(next.classificationId));
  const failed = await failedConditionsOf(items);
  if (failed.length === 0) return 'updated';
  if (failed.includes(0)) return 'missing';
  if (renamed && failed.includes(1)) throw new TagNameTaken(next.name);
  if (failed.includes(classificationIndex))
    throw new TagClassificationMissing(next.classificationId as number);
  throw new ConditionFailedInTransaction(failed);
}
