import type { TransactItem } from '../transact';
import { tableName } from '../dynamo-client';
import { tagClassificationKey, tagNameClaimKey, type Tag } from './tag-item';
import { toItem } from '../kit/versioned-item';

/** Claims a tag's name for its judge source; fails when another tag has it. */
export function claimTagName(tag: Pick<Tag, 'id' | 'oj' | 'name'>): TransactItem {
  return {
    Put: {
      TableName: tableName(),
      Item: toItem(tagNameClaimKey(tag.oj, tag.name), 'TagNameClaim', 1, { id: tag.id }),
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

/** Gives a tag's name up, unless the claim has passed to another tag. */
export function releaseTagName(tag: Pick<Tag, 'id' | 'oj' | 'name'>): TransactItem {
  return {
    Delete: {
      TableName: tableName(),
      Key: tagNameClaimKey(tag.oj, tag.name),
      ConditionExpression: 'attribute_not_exists(pk) OR id = :id',
      ExpressionAttributeValues: { ':id': tag.id },
    },
  };
}

/** Holds only while the classification exists. */
export function classificationExists(id: number): TransactItem {
  return {
    ConditionCheck: {
      TableName: tableName(),
      Key: tagClassificationKey(id),
      ConditionExpression: 'attribute_exists(pk)',
    },
  };
}

export function sameTagName(a: Pick<Tag, 'oj' | 'name'>, b: Pick<Tag, 'oj' | 'name'>): boolean {
  return a.oj === b.oj && a.name.trim().toLowerCase() === b.name.trim().toLowerCase();
}
