import { describe, expect, it } from 'vitest';
import { printContentProblem, printLength } from './print-rules';

describe('the print rules', () => {
  it('refuses an empty or blank text as empty', () => {
    expect(printContentProblem('')).toBe('contest-print.form.empty');
    expect(printContentProblem('   \n\t ')).toBe('contest-print.form.empty');
  });

  it('refuses 49 characters and names the minimum and the length', () => {
    expect(printContentProblem('a'.repeat(49))).toEqual({
      key: 'contest-print.form.tooShort',
      params: { min: 50, length: 49 },
    });
  });

  it('accepts exactly 50 characters', () => {
    expect(printContentProblem('a'.repeat(50))).toBeNull();
  });

  it('counts an emoji as one character, as the server does', () => {
    expect(printLength('😀'.repeat(3))).toBe(3);
    expect(printContentProblem('😀'.repeat(49))).toMatchObject({ key: 'contest-print.form.tooShort' });
  });

  it('refuses a text over 65,535 characters', () => {
    expect(printContentProblem('a'.repeat(65_536))).toMatchObject({ key: 'contest-print.form.tooLong' });
    expect(printContentProblem('a'.repeat(65_535))).toBeNull();
  });
});
