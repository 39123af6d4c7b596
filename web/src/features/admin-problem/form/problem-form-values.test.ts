import { describe, expect, it } from 'vitest';
import {
  emptyProblemForm,
  judgeCaseModesByType,
  splitHundredPoints,
  withTypeScores,
} from './problem-form-values';

describe('the problem form values', () => {
  it('start with the spec defaults: 1000 ms, 256 MB, a 128 MB stack, ACM, public, default judge', () => {
    const form = emptyProblemForm();
    expect([form.timeLimit, form.memoryLimit, form.stackLimit]).toEqual([1000, 256, 128]);
    expect([form.type, form.auth, form.judgeMode, form.judgeCaseMode]).toEqual([0, 1, 'default', 'default']);
    expect(form.isRemoveEndBlank && form.openCaseResult).toBe(true);
    expect(form.languages.length).toBeGreaterThan(0);
  });

  it('split 100 points evenly with the remainder one point each to the last cases', () => {
    expect(splitHundredPoints(3)).toEqual([33, 33, 34]);
    expect(splitHundredPoints(7)).toEqual([14, 14, 14, 14, 14, 15, 15]);
    expect(splitHundredPoints(4)).toEqual([25, 25, 25, 25]);
    expect(splitHundredPoints(0)).toEqual([]);
    for (const count of [1, 3, 6, 7, 11, 99, 150]) {
      expect(
        splitHundredPoints(count).reduce((a, b) => a + b, 0),
        `${count} cases`,
      ).toBe(100);
    }
  });

  it('give OI cases their split scores and take them away for ACM', () => {
    const rows = [1, 2, 3].map((n) => ({ input: `${n}.in`, output: `${n}.out`, score: '', groupNum: '' }));
    expect(withTypeScores(rows, 1).map((row) => row.score)).toEqual(['33', '33', '34']);
    expect(withTypeScores(withTypeScores(rows, 1), 0).map((row) => row.score)).toEqual(['', '', '']);
  });

  it('offer each type only the judge case modes the spec gives it', () => {
    expect(judgeCaseModesByType[0]).toEqual(['default', 'ergodic_without_error']);
    expect(judgeCaseModesByType[1]).toEqual(['default', 'subtask_lowest', 'subtask_average']);
  });
});
