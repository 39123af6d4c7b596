import type { ContestFormFields } from '@oj/shared';
import { tableName } from '../dynamo-client';
import { requireUpdate } from '../kit/update-expression';
import { transactWrite } from '../transact';
import { contestCatalogueKey, contestKey } from './contest-keys';

/**
 * An admin's edit of a contest: the form's fields set on the contest and on its catalogue line in one
 * transaction, only if the contest still exists. The creator, `count` (moved by registrations) and the
 * creation date are not touched, so an edit racing a registration loses neither.
 */
export async function updateContestFields(
  cid: number,
  fields: ContestFormFields,
  gmtModified: string,
): Promise<void> {
  const contestUpdate = requireUpdate({ set: { ...fields, gmtModified } });
  const lineUpdate = requireUpdate({
    set: {
      title: fields.title,
      type: fields.type,
      auth: fields.auth,
      startTime: fields.startTime,
      endTime: fields.endTime,
      duration: fields.duration,
      visible: fields.visible,
      openRank: fields.openRank,
      gid: fields.gid,
    },
  });
  await transactWrite([
    {
      Update: {
        TableName: tableName(),
        Key: contestKey(cid),
        ...contestUpdate,
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    { Update: { TableName: tableName(), Key: contestCatalogueKey(cid), ...lineUpdate } },
  ]);
}

/** Show or hide a contest in the public list: its `visible` on the contest and on its catalogue line. */
export async function setContestVisible(cid: number, visible: boolean, gmtModified: string): Promise<void> {
  await transactWrite([
    {
      Update: {
        TableName: tableName(),
        Key: contestKey(cid),
        ...requireUpdate({ set: { visible, gmtModified } }),
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: contestCatalogueKey(cid),
        ...requireUpdate({ set: { visible } }),
      },
    },
  ]);
}
