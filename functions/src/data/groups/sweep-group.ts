import { deleteKeysInBatches } from '../kit/batch-delete';
import { queryAll } from '../kit/query-all';
import { groupKey } from './group-keys';

/**
 * What a disbanded group held in one kind of place (its own partition; its problems, trainings,
 * contests, discussions in theirs): removes them and answers how many things it removed. Each sweep
 * is idempotent, so a job handed back after a host fault sweeps again from wherever it stopped.
 */
export type GroupSweep = (gid: number) => Promise<number>;

/**
 * The group's own partition: its member rows and whatever else is keyed under the group (the group
 * item itself went with the disband's transaction). Keys only, 25 a BatchWrite.
 */
export const sweepGroupPartition: GroupSweep = async (gid) => {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk',
    ExpressionAttributeValues: { ':pk': groupKey(gid).pk },
    ProjectionExpression: 'pk, sk',
  });
  await deleteKeysInBatches(items.map((item) => ({ pk: String(item.pk), sk: String(item.sk) })));
  return items.length;
};
