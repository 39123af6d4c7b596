import { deleteKeysInBatches } from '../kit/batch-delete';
import { queryAll } from '../kit/query-all';
import { trainingCatalogue } from './training-catalogue';
import { trainingCatalogueKey, trainingKey } from './training-keys';

/**
 * Delete a training with everything in its partition (links, registrations, rank rows) and its
 * catalogue line: one Query of the keys, then batches of 25 deletes. Completion records stay with
 * their users: a reward earned is not taken back.
 */
export async function deleteTraining(tid: number): Promise<void> {
  const keys = (
    await queryAll({
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': trainingKey(tid).pk },
      ProjectionExpression: 'pk, sk',
    })
  ).map((item) => ({ pk: String(item.pk), sk: String(item.sk) }));
  keys.push(trainingCatalogueKey(tid));
  await deleteKeysInBatches(keys);
  trainingCatalogue.forget();
}
