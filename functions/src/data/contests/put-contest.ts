import type { StoredContest } from '@oj/shared';
import { tableName } from '../dynamo-client';
import { transactWrite } from '../transact';
import { contestCatalogueKey, contestKey, groupContestIndexKeys } from './contest-keys';
import { contestLineOf } from './contest-line';

/**
 * Write a contest whole, with its catalogue line, in one transaction: the list and the contest never
 * disagree. `ifNew` refuses to overwrite an existing contest (a create whose id was taken).
 */
export async function putContest(contest: StoredContest, options: { ifNew: boolean }): Promise<void> {
  await transactWrite([
    {
      Put: {
        TableName: tableName(),
        Item: { ...contestKey(contest.cid), ...contest },
        ...(options.ifNew ? { ConditionExpression: 'attribute_not_exists(pk)' } : {}),
      },
    },
    {
      Put: {
        TableName: tableName(),
        // The creator's uid rides along so that the admin list can keep an admin to their own contests;
        // a group's contest is indexed under its group (`groupContestsIndex`) for the group's lists.
        Item: {
          ...contestCatalogueKey(contest.cid),
          ...contestLineOf(contest),
          uid: contest.uid,
          ...(contest.gid !== null ? groupContestIndexKeys(contest.gid, contest.cid) : {}),
        },
      },
    },
  ]);
}
