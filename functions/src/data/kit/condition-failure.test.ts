import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { ConditionFailedInTransaction } from '../transact';
import { failedConditionIndexes, isConditionFailure, isTransactionConflict } from './condition-failure';

const metadata = { $metadata: {} };

function cancelled(codes: string[]) {
  return new TransactionCanceledException({
    ...metadata,
    message: 'cancelled',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
}

describe('isConditionFailure', () => {
  it('recognises a single write whose condition did not hold', () => {
    expect(isConditionFailure(new ConditionalCheckFailedException({ ...metadata, message: 'no' }))).toBe(
      true,
    );
  });

  it('recognises a transaction cancelled because one item’s condition failed', () => {
    expect(isConditionFailure(cancelled(['None', 'ConditionalCheckFailed']))).toBe(true);
  });

  it('recognises the error transactWrite raises for a failed condition', () => {
    expect(isConditionFailure(new ConditionFailedInTransaction([1]))).toBe(true);
  });

  it('does not take a transaction conflict for a failed condition', () => {
    expect(isConditionFailure(cancelled(['None', 'TransactionConflict']))).toBe(false);
  });

  it('does not take other errors, or things that are not errors, for a failed condition', () => {
    expect(isConditionFailure(new Error('ConditionalCheckFailedException'))).toBe(false);
    expect(isConditionFailure({ name: 'ProvisionedThroughputExceededException' })).toBe(false);
    expect(isConditionFailure(undefined)).toBe(false);
    expect(isConditionFailure('ConditionalCheckFailedException')).toBe(false);
  });
});

describe('failedConditionIndexes', () => {
  it('names the positions of the items whose conditions failed', () => {
    expect(
      failedConditionIndexes(cancelled(['ConditionalCheckFailed', 'None', 'ConditionalCheckFailed'])),
    ).toEqual([0, 2]);
  });

  it('reads the positions transactWrite names in its own error', () => {
    expect(failedConditionIndexes(new ConditionFailedInTransaction([1, 2]))).toEqual([1, 2]);
  });

  it('is empty for a conflict and for errors that are not cancelled transactions', () => {
    expect(failedConditionIndexes(cancelled(['TransactionConflict']))).toEqual([]);
    expect(failedConditionIndexes(new Error('boom'))).toEqual([]);
  });
});

describe('isTransactionConflict', () => {
  it('recognises a transaction cancelled because another wrote one of its items at once', () => {
    expect(isTransactionConflict(cancelled(['None', 'TransactionConflict']))).toBe(true);
  });

  it('does not take a failed condition, or another error, for a conflict', () => {
    expect(isTransactionConflict(cancelled(['ConditionalCheckFailed', 'None']))).toBe(false);
    expect(isTransactionConflict(new ConditionFailedInTransaction([0]))).toBe(false);
    expect(isTransactionConflict(new Error('TransactionConflict'))).toBe(false);
    expect(isTransactionConflict(undefined)).toBe(false);
  });
});
