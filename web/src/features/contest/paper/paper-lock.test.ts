import { describe, expect, it } from 'vitest';
import { isPaperLocked } from './paper-lock';

const paper = new Set([11, 12]);

describe('the exam lock', () => {
  it('locks a contestant whose answer sheet was accepted or partially accepted', () => {
    expect(isPaperLocked([{ pid: 11, status: 0 }], paper, false)).toBe(true);
    expect(isPaperLocked([{ pid: 12, status: 8 }], paper, false)).toBe(true);
  });

  it('leaves the paper open after a sheet that scored nothing, or one still being graded', () => {
    expect(isPaperLocked([{ pid: 11, status: -1 }], paper, false)).toBe(false);
    expect(isPaperLocked([{ pid: 11, status: 5 }], paper, false)).toBe(false);
  });

  it('is not locked by accepted programming problems', () => {
    expect(isPaperLocked([{ pid: 30, status: 0 }], paper, false)).toBe(false);
  });

  it('never locks the contest admins out', () => {
    expect(isPaperLocked([{ pid: 11, status: 0 }], paper, true)).toBe(false);
  });
});
