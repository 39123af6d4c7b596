import { describe, expect, it } from 'vitest';
import { transactionItemUnits, transactItemKey } from './transaction-units';

describe('transaction write units as AWS bills them', () => {
  it('bill two units per started KB of an item, for the table and each index holding it', () => {
    expect(transactionItemUnits({ pk: 'A', sk: 'B', text: 'x'.repeat(100) })).toBe(2);
    expect(transactionItemUnits({ pk: 'A', sk: 'B', text: 'x'.repeat(1500) })).toBe(4);
    expect(
      transactionItemUnits({ pk: 'A', sk: 'B', gsi1pk: 'C', gsi1sk: 'D', gsi3pk: 'E', gsi3sk: 'F' }),
    ).toBe(6);
  });

  it('bill a deleted item, no longer there, as one KB', () => {
    expect(transactionItemUnits(undefined)).toBe(2);
  });

  it('find the key of a put, an update, a delete and a condition check', () => {
    expect(transactItemKey({ Put: { Item: { pk: 'P', sk: 'S', more: 1 } } })).toEqual({ pk: 'P', sk: 'S' });
    expect(transactItemKey({ Update: { Key: { pk: 'U', sk: 'S' } } })).toEqual({ pk: 'U', sk: 'S' });
    expect(transactItemKey({ Delete: { Key: { pk: 'D', sk: 'S' } } })).toEqual({ pk: 'D', sk: 'S' });
    expect(transactItemKey({ ConditionCheck: { Key: { pk: 'C', sk: 'S' } } })).toEqual({ pk: 'C', sk: 'S' });
  });
});
