/**
 * What one worker's try to claim a piece of work (a submission round, a job) found. A claim is one
 * conditional write; when it is refused, the item it met says why, so the worker knows without a read
 * whether to drop its message or wait for the holder.
 */
export type ClaimAttempt<T> =
  | { outcome: 'claimed'; claimed: T }
  /** Another worker holds the work and proved itself alive at `heartbeatAt` (epoch ms): not stale yet. */
  | { outcome: 'held'; holder: string; heartbeatAt: number }
  /** Nothing to do: no such work, or it is done (a verdict, another round, a job that ended). */
  | { outcome: 'nothing' };

/** An item as a refused condition returns it (`ReturnValuesOnConditionCheckFailure`): its wire form. */
export type RefusedItem = Record<string, { S?: string; N?: string }> | undefined;

/** The item a refused conditional write returned, from its error. */
export function refusedItemOf(error: unknown): RefusedItem {
  return (error as { Item?: RefusedItem }).Item;
}
