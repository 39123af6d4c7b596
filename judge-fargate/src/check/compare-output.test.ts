import { describe, expect, it } from 'vitest';
import { judgeStatus } from '@oj/shared';
import { compareOutput } from './compare-output';

const { accepted: AC, wrongAnswer: WA, presentationError: PE } = judgeStatus;

describe('compareOutput', () => {
  it('accepts identical output', () => {
    expect(compareOutput('3\n', '3\n')).toBe(AC);
  });

  it('ignores trailing spaces at line ends and trailing blank lines', () => {
    expect(compareOutput('1 2  \n3\t\n\n\n', '1 2\n3\n')).toBe(AC);
    expect(compareOutput('1 2\r\n3\r\n', '1 2\n3')).toBe(AC);
  });

  it('calls a difference only in whitespace inside lines a presentation error', () => {
    expect(compareOutput('1  2\n', '1 2\n')).toBe(PE);
    expect(compareOutput('1\n2\n', '1 2\n')).toBe(PE);
    expect(compareOutput('\n3\n', '3\n')).toBe(PE);
  });

  it('calls different content a wrong answer', () => {
    expect(compareOutput('4\n', '3\n')).toBe(WA);
    expect(compareOutput('', '3\n')).toBe(WA);
  });

  it('compares bytes exactly when isRemoveEndBlank is off', () => {
    expect(compareOutput('3 \n', '3\n', false)).toBe(PE);
    expect(compareOutput('3\n', '3\n', false)).toBe(AC);
  });
});
