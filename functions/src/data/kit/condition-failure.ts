/**
 * Whether a write was refused because its condition did not hold, as opposed to failing for any other
 * reason (throttling, a network error, a transaction conflict). Three shapes mean the same thing:
 * a single write's `ConditionalCheckFailedException`; a `TransactionCanceledException` whose reasons
 * name a `ConditionalCheckFailed` item; and `ConditionFailedInTransaction`, the error `transactWrite`
 * turns the latter into. The error is matched by name, so SDK classes loaded twice still match.
 */
export function isConditionFailure(error: unknown): boolean {
  switch (nameOf(error)) {
    case 'ConditionalCheckFailedException':
    case 'ConditionFailedInTransaction':
      return true;
    case 'TransactionCanceledException':
      return failedConditionIndexes(error).length > 0;
    default:
      return false;
  }
}

/**
 * The positions of a transaction's items whose conditions failed, in the order they were given, from
 * a `ConditionFailedInTransaction` or a raw `TransactionCanceledException`; empty for any other error,
 * or for a transaction cancelled for another reason (a conflict). Callers use it to say which rule
 * was broken (a taken username, a taken email, a superseded judge round).
 */
export function failedConditionIndexes(error: unknown): number[] {
  if (nameOf(error) === 'ConditionFailedInTransaction')
    return [...((error as { failedIndexes?: readonly number[] }).failedIndexes ?? [])];
  if (nameOf(error) !== 'TransactionCanceledException') return [];
  const reasons = (error as { CancellationReasons?: readonly { Code?: string }[] }).CancellationReasons;
  return (reasons ?? [])
    .map((reason, index) => (reason.Code === 'ConditionalCheckFailed' ? index : -1))
    .filter((index) => index >= 0);
}

/**
 * Whether a transaction was cancelled because another one was writing one of its items at the same
 * moment (`TransactionConflict`), not for a failed condition: the same transaction may succeed when
 * tried again after a short pause (a hot counter at a contest's start).
 */
export function isTransactionConflict(error: unknown): boolean {
  if (nameOf(error) !== 'TransactionCanceledException') return false;
  const reasons = (error as { CancellationReasons?: readonly { Code?: string }[] }).CancellationReasons;
  return (reasons ?? []).some((reason) => reason.Code === 'TransactionConflict');
}

function nameOf(error: unknown): string | undefined {
  return typeof error === 'object' && error !== null && 'name' in error
    ? String((error as { name: unknown }).name)
    : undefined;
}
