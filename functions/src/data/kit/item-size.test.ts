import { describe, expect, it } from 'vitest';
import { itemBytes, valueBytes } from './item-size';

describe('item sizes as DynamoDB bills them', () => {
  it('count names and strings in UTF-8 bytes', () => {
    expect(itemBytes({ pk: 'abc', 名: '字' })).toBe(2 + 3 + 3 + 3);
  });

  it('count a number by its significant digits, two to a byte, plus one', () => {
    expect(valueBytes(7)).toBe(2);
    expect(valueBytes(1_000_000)).toBe(2);
    expect(valueBytes(123_456)).toBe(4);
    expect(valueBytes(-12.5)).toBe(3);
  });

  it('count binary by its bytes and a list or map with 3 bytes and 1 a member', () => {
    expect(valueBytes(new Uint8Array(10))).toBe(10);
    expect(valueBytes([1, 'ab'])).toBe(3 + 1 + 2 + 1 + 2);
    expect(valueBytes({ a: true })).toBe(3 + 1 + 1 + 1);
    expect(valueBytes(new Set(['ab', 'c']))).toBe(3);
  });
});
