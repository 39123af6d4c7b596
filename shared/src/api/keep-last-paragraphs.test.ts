import { describe, expect, it } from 'vitest';
import { keepLastParagraphs } from './profile';

describe('keepLastParagraphs', () => {
  it('keeps the last paragraphs separated by blank lines, each with all its lines', () => {
    const paragraphs = Array.from({ length: 12 }, (_, index) => `day ${index}\n+5 coins`);
    const kept = keepLastParagraphs(paragraphs.join('\n\n'));
    expect(kept).toBe(paragraphs.slice(2).join('\n\n'));
    expect(kept.split('\n')).toHaveLength(10 * 2 + 9);
  });

  it('cuts nothing from ten paragraphs of many lines, and counts runs of blank lines once', () => {
    const text = Array.from({ length: 10 }, (_, index) => `a${index}\nb\nc`).join('\n\n\n');
    expect(keepLastParagraphs(text)).toBe(text);
    expect(keepLastParagraphs('one\n\n \n\ntwo\nthree', 1)).toBe('two\nthree');
  });
});
