import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { listKeywordParam, optionalParam, pageNumberParam } from './params';
import { listKeywordMaxLength } from '../domain/list-keyword';

describe('an optional parameter', () => {
  const status = optionalParam(z.coerce.number().int());

  it('is not given when missing, empty or null', () => {
    expect([undefined, '', null].map((value) => status.parse(value))).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
  });

  it('is read by its schema when given, and refused as that schema refuses it', () => {
    expect(status.parse('3')).toBe(3);
    expect(status.safeParse('three').success).toBe(false);
  });
});

describe("a list's keyword", () => {
  it('is trimmed, and no keyword when blank', () => {
    expect(listKeywordParam.parse('  graph ')).toBe('graph');
    expect(listKeywordParam.parse('')).toBeUndefined();
  });

  it('is refused past the longest keyword a list takes', () => {
    expect(listKeywordParam.safeParse('x'.repeat(listKeywordMaxLength)).success).toBe(true);
    expect(listKeywordParam.safeParse('x'.repeat(listKeywordMaxLength + 1)).success).toBe(false);
  });
});

describe('a page number', () => {
  it('takes the default for what is not a whole number from 1, and is cut to the highest page', () => {
    const page = pageNumberParam(50, 1);
    expect(['0', '2.5', 'x', undefined].map((value) => page.parse(value))).toEqual([1, 1, 1, 1]);
    expect(page.parse('7')).toBe(7);
    expect(page.parse('51')).toBe(50);
  });
});
