import { tableName } from '../dynamo-client';
import { ConditionFailedInTransaction, transactWrite } from '../transact';
import { groupCatalogue } from './group-catalogue';
import type { StoredGroup } from './group-item';
import {
  groupKey,
  groupLineKey,
  groupNameClaimKey,
  groupShortNameClaimKey,
  ownedGroupsKey,
} from './group-keys';

/**
 * Ends a group at once, in one transaction: the group, its catalogue line and its name claims go, and
 * its owner owns one group fewer. From then on every call naming the group or one of its things finds
 * no group and answers not found; what the group held (members, announcements, problems, trainings,
 * contests, discussions) is swept by the `group-disband` job (`sweepDisbandedGroup`). False when the
 * group was changed or disbanded since `group` was read.
 */
export async function disbandGroup(group: StoredGroup): Promise<boolean> {
  try {
    await transactWrite([
      {
        Delete: {
          TableName: tableName(),
          Key: groupKey(group.gid),
          ConditionExpression: 'gmtModified = :seen',
          ExpressionAttributeValues: { ':seen': group.gmtModified },
        },
      },
      { Delete: { TableName: tableName(), Key: groupLineKey(group.gid) } },
      { Delete: { TableName: tableName(), Key: groupShortNameClaimKey(group.shortName) } },
      { Delete: { TableName: tableName(), Key: groupNameClaimKey(group.name) } },
      {
        Update: {
          TableName: tableName(),
          Key: ownedGroupsKey(group.ownerUid),
          UpdateExpression: 'ADD #count :minus',
          ExpressionAttributeNames: { '#count': 'count' },
          ExpressionAttributeValues: { ':minus': -1 },
        },
      },
    ]);
    groupCatalogue.forget();
    return true;
  } catch (error) {
    if (error instanceof ConditionFailedInTransaction) return false;
    throw error;
  }
}
