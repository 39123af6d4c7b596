import { addToCounters } from '../counters';
import { tableName } from '../dynamo-client';
import { isConditionFailure } from '../kit/condition-failure';
import { ConditionFailedInTransaction, transactWrite } from '../transact';
import { trainingCatalogue } from './training-catalogue';
import { trainingLineToItem, trainingToItem, type StoredTraining } from './training-item';
import { trainingSequenceKey } from './training-keys';

/**
 * Write a training whole with its catalogue line in one transaction (about 4 WCU): the list and the
 * training never disagree. `pids` are the problems' order the line keeps; `ifNew` refuses to
 * overwrite an existing training.
 */
export async function putTraining(
  training: StoredTraining,
  pids: number[],
  options: { ifNew: boolean },
): Promise<void> {
  const { privatePwd: _password, ...line } = training;
  const condition = options.ifNew
    ? { ConditionExpression: 'attribute_not_exists(pk)' }
    : { ConditionExpression: 'attribute_exists(pk)' };
  await transactWrite([
    { Put: { TableName: tableName(), Item: trainingToItem(training), ...condition } },
    { Put: { TableName: tableName(), Item: trainingLineToItem({ ...line, pids }) } },
  ]);
  trainingCatalogue.forget();
}

const maxTakenIds = 20;

/** Store a training under the next id of the training counter, skipping ids some other writer took. */
export async function storeNewTraining(trainingWithId: (tid: number) => StoredTraining): Promise<number> {
  for (let attempt = 0; attempt < maxTakenIds; attempt += 1) {
    const { value } = await addToCounters(trainingSequenceKey, { value: 1 });
    const tid = Number(value);
    try {
      await putTraining(trainingWithId(tid), [], { ifNew: true });
      return tid;
    } catch (error) {
      if (!(error instanceof ConditionFailedInTransaction) && !isConditionFailure(error)) throw error;
    }
  }
  throw new Error(`the training counter met ${maxTakenIds} taken ids in a row`);
}
