import { UpdateCommand, type UpdateCommandInput } from '@aws-sdk/lib-dynamodb';
import { dynamo, tableName } from '../dynamo-client';
import { isConditionFailure } from './condition-failure';

/**
 * What one worker's try to claim a piece of work (a submission round, an Online Test, a job) found. A
 * claim is one conditional write; when it is refused, the item it met says why, so the worker knows
 * without a read whether to drop its message or wait for the holder.
 */
export type ClaimAttempt<T> =
  | { outcome: 'claimed'; claimed: T }
  /** Another worker holds the work and proved itself alive at `heartbeatAt` (epoch ms): not stale yet. */
  | { outcome: 'held'; holder: string; heartbeatAt: number }
  /** Nothing to do: no such work, or it is done (a verdict, another round, a job that ended). */
  | { outcome: 'nothing' };

/** The live claim a refused claim met: who holds the work and when it last proved itself alive. */
export type LiveClaim = Omit<Extract<ClaimAttempt<never>, { outcome: 'held' }>, 'outcome'>;

/** An item as a refused condition returns it (`ReturnValuesOnConditionCheckFailure`): its wire form. */
export type RefusedItem = Record<string, { S?: string; N?: string }> | undefined;

/** The item a refused conditional write returned, from its error. */
export function refusedItemOf(error: unknown): RefusedItem {
  return (error as { Item?: RefusedItem }).Item;
}

/**
 * One claim write: an update whose condition says when the work may be taken, answering the item as
 * claimed (`claimedFrom`), or, when refused, whatever live claim `liveClaimOf` finds in the item the
 * condition met (no such claim: nothing to do). The refused item comes back with the refusal, so
 * learning who is in the way costs no read.
 */
export async function tryClaimWrite<T>(
  update: Omit<UpdateCommandInput, 'TableName' | 'ReturnValues' | 'ReturnValuesOnConditionCheckFailure'>,
  claimedFrom: (item: Record<string, unknown>) => T,
  liveClaimOf: (refused: RefusedItem) => LiveClaim | undefined,
): Promise<ClaimAttempt<T>> {
  try {
    const { Attributes } = await dynamo().send(
      new UpdateCommand({
        TableName: tableName(),
        ...update,
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      }),
    );
    return Attributes ? { outcome: 'claimed', claimed: claimedFrom(Attributes) } : { outcome: 'nothing' };
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
    const live = liveClaimOf(refusedItemOf(error));
    return live ? { outcome: 'held', ...live } : { outcome: 'nothing' };
  }
}
