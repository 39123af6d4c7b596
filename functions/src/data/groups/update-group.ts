import { tableName } from '../dynamo-client';
import { buildUpdate } from '../kit/update-expression';
import { ConditionFailedInTransaction, transactWrite, type TransactItem } from '../transact';
import { groupNameClaimItem, groupShortNameClaimKeyItem } from './create-group';
import { groupCatalogue } from './group-catalogue';
import { groupToItem, type StoredGroup } from './group-item';
import { groupLineKey, groupNameClaimKey, groupShortNameClaimKey } from './group-keys';

export type GroupUpdateRefusal = 'shortNameTaken' | 'nameTaken' | 'changedMeanwhile';

/**
 * Writes a changed group in one transaction: the group (only if nobody changed it since `before` was
 * read), its catalogue line's fields (the member count is left to the membership writes), and, for a
 * changed name or short name, the new claim (refused if another group holds it) with the old one
 * released. A refused claim writes nothing.
 */
export async function updateGroup(
  before: StoredGroup,
  after: StoredGroup,
): Promise<{ refusal?: GroupUpdateRefusal }> {
  const { code: _code, gid: _gid, ...lineFields } = after;
  const lineUpdate = buildUpdate({ set: lineFields });
  // The group's fields are never all undefined, so the line always has something to set.
  if (!lineUpdate) throw new Error(`the line of group ${after.gid} would be updated with nothing`);
  const items: TransactItem[] = [
    {
      Put: {
        TableName: tableName(),
        Item: groupToItem(after),
        ConditionExpression: 'gmtModified = :seen',
        ExpressionAttributeValues: { ':seen': before.gmtModified },
      },
    },
    { Update: { TableName: tableName(), Key: groupLineKey(after.gid), ...lineUpdate } },
  ];
  const claims: Record<number, GroupUpdateRefusal> = {};
  if (before.shortName.toUpperCase() !== after.shortName.toUpperCase()) {
    claims[items.length] = 'shortNameTaken';
    items.push({
      Put: {
        TableName: tableName(),
        Item: groupShortNameClaimKeyItem(after),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
    items.push({ Delete: { TableName: tableName(), Key: groupShortNameClaimKey(before.shortName) } });
  }
  if (before.name !== after.name) {
    claims[items.length] = 'nameTaken';
    items.push({
      Put: {
        TableName: tableName(),
        Item: groupNameClaimItem(after),
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    });
    items.push({ Delete: { TableName: tableName(), Key: groupNameClaimKey(before.name) } });
  }
  try {
    await transactWrite(items);
    groupCatalogue.forget();
    return {};
  } catch (error) {
    if (!(error instanceof ConditionFailedInTransaction)) throw error;
    for (const index of error.failedIndexes) if (claims[index]) return { refusal: claims[index] };
    return { refusal: 'changedMeanwhile' };
  }
}
