import { describe, expect, it } from 'vitest';
import { stampOf, toItem, withoutStamp } from './versioned-item';

describe('toItem', () => {
  it('writes the key, then the entity and its version, then the fields', () => {
    const item = toItem({ pk: 'LANGUAGE', sk: 'hdu#cpp' }, 'Language', 1, { name: 'C++' });
    expect(item).toEqual({ pk: 'LANGUAGE', sk: 'hdu#cpp', entity: 'Language', v: 1, name: 'C++' });
    expect(Object.keys(item)).toEqual(['pk', 'sk', 'entity', 'v', 'name']);
  });

  it('keeps index keys given with the primary key', () => {
    const item = toItem({ pk: 'A', sk: 'B', gsi1pk: 'C', gsi1sk: 'D' }, 'Thing', 2, {});
    expect(item).toMatchObject({ gsi1pk: 'C', gsi1sk: 'D', entity: 'Thing', v: 2 });
  });
});

describe('stampOf', () => {
  it('gives the stamp alone, for an update that may create the item', () => {
    expect(stampOf('MailAllowance', 1)).toEqual({ entity: 'MailAllowance', v: 1 });
  });
});

describe('withoutStamp', () => {
  it('takes the key and the stamp off and leaves every field', () => {
    expect(
      withoutStamp({ pk: 'P', sk: 'S', entity: 'JudgeSpec', v: 1, pid: 1000, timeLimitMs: 1000 }),
    ).toEqual({
      pid: 1000,
      timeLimitMs: 1000,
    });
  });
});
