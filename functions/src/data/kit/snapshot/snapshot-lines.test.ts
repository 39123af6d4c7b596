import { describe, expect, it } from 'vitest';
import { linesPerOffset, offsetsOf } from './snapshot-lines';

describe('offsetsOf', () => {
  it('keeps the byte offset of every fiftieth line and the size last, counting multibyte text', () => {
    const lines = Array.from({ length: linesPerOffset + 1 }, (_, index) => (index === 0 ? '张三' : 'x'));
    const firstLineBytes = Buffer.byteLength('张三\n');
    const size = firstLineBytes + linesPerOffset * 2;
    expect(offsetsOf(lines)).toEqual([0, firstLineBytes + (linesPerOffset - 1) * 2, size]);
  });

  it('gives an empty list one offset, its size 0', () => {
    expect(offsetsOf([])).toEqual([0]);
  });
});
