import { describe, expect, it } from 'vitest';
import { extractMath, mathPlaceholder } from './math-segments';

describe('formulas in statements', () => {
  it('takes out inline and display formulas in order', () => {
    const { text, math } = extractMath('Sum $a_1 + b_1$ then $$\\sum_{i=1}^n i$$.');
    expect(text).toBe(`Sum ${mathPlaceholder(0)} then ${mathPlaceholder(1)}.`);
    expect(math).toEqual([
      { tex: 'a_1 + b_1', display: false },
      { tex: '\\sum_{i=1}^n i', display: true },
    ]);
  });

  it('leaves dollars inside code alone', () => {
    const source = 'Run `echo $HOME` and\n```\nprice = $5 + $6\n```';
    expect(extractMath(source)).toEqual({ text: source, math: [] });
  });
});
