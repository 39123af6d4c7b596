import { DeleteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { TrainingProblemLink } from '@oj/shared';
import { addToCounters } from '../counters';
import { dynamo, tableName } from '../dynamo-client';
import { isConditionFailure } from '../kit/condition-failure';
import { queryUnder } from '../kit/query-all';
import { toItem } from '../kit/versioned-item';
import { trainingCatalogue } from './training-catalogue';
import {
  trainingCatalogueKey,
  trainingKey,
  trainingProblemKey,
  trainingProblemPrefix,
  trainingProblemSequenceKey,
} from './training-keys';

function linkFromItem(item: Record<string, unknown>): TrainingProblemLink {
  return {
    id: Number(item.id),
    tid: Number(item.tid),
    pid: Number(item.pid),
    displayId: String(item.displayId ?? ''),
    rank: Number(item.rank ?? 0),
    gmtCreate: String(item.gmtCreate ?? ''),
    gmtModified: String(item.gmtModified ?? ''),
  };
}

/** A training's order of problems: `rank` ascending, then the link's id (the order they were added). */
export function byLinkOrder(a: TrainingProblemLink, b: TrainingProblemLink): number {
  return a.rank - b.rank || a.id - b.id;
}

/**
 * A training's problem links in training order: one Query of its partition's `PROBLEM#` rows (about
 * 120 bytes each, 0.5 RCU per 4 KB; strongly consistent for the admin pages).
 */
export async function readTrainingProblems(tid: number, consistent = false): Promise<TrainingProblemLink[]> {
  const items = await queryUnder(trainingKey(tid).pk, trainingProblemPrefix, { consistent });
  return items.map(linkFromItem).sort(byLinkOrder);
}

/**
 * Copy the training's problem order onto its catalogue line (`pids`) and the training's count, from
 * the links as they now are: after every change of a link (1 Query + 2 UpdateItems).
 */
export async function refreshTrainingProblemOrder(tid: number): Promise<number[]> {
  const pids = (await readTrainingProblems(tid, true)).map((link) => link.pid);
  const now = new Date().toISOString();
  await Promise.all(
    [trainingCatalogueKey(tid), trainingKey(tid)].map((key) =>
      dynamo().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: key,
          UpdateExpression: 'SET pids = :pids, gmtModified = :now',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':pids': pids, ':now': now },
        }),
      ),
    ),
  );
  trainingCatalogue.forget();
  return pids;
}

/** Link a problem to a training; false when it is linked already. */
export async function addTrainingProblem(
  fields: Pick<TrainingProblemLink, 'tid' | 'pid' | 'displayId' | 'rank'>,
): Promise<boolean> {
  const { value } = await addToCounters(trainingProblemSequenceKey, { value: 1 });
  const now = new Date().toISOString();
  const link: TrainingProblemLink = { id: Number(value), ...fields, gmtCreate: now, gmtModified: now };
  try {
    await dynamo().send(
      new PutCommand({
        TableName: tableName(),
        Item: toItem(trainingProblemKey(link.tid, link.pid), 'TrainingProblem', 1, link),
        ConditionExpression: 'attribute_not_exists(pk)',
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  await refreshTrainingProblemOrder(link.tid);
  return true;
}

/** Set a link's display id and place; false when the problem is not in the training. */
export async function updateTrainingProblem(
  fields: Pick<TrainingProblemLink, 'tid' | 'pid' | 'displayId' | 'rank'>,
): Promise<boolean> {
  try {
    await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: trainingProblemKey(fields.tid, fields.pid),
        UpdateExpression: 'SET displayId = :displayId, #rank = :rank, gmtModified = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeNames: { '#rank': 'rank' },
        ExpressionAttributeValues: {
          ':displayId': fields.displayId,
          ':rank': fields.rank,
          ':now': new Date().toISOString(),
        },
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  await refreshTrainingProblemOrder(fields.tid);
  return true;
}

/** Take a problem out of a training; false when it was not in it. */
export async function removeTrainingProblem(tid: number, pid: number): Promise<boolean> {
  try {
    await dynamo().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: trainingProblemKey(tid, pid),
        ConditionExpression: 'attribute_exists(pk)',
      }),
    );
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
  await refreshTrainingProblemOrder(tid);
  return true;
}
