import { describe, expect, it } from 'vitest';
import type { Problem } from '../../data/problems/problem-item';
import { publicCopyIds } from './copy-to-public-set';

const groupProblem = (problemId: string, quiz: Problem['quiz'] = null) =>
  ({ problemId, quiz }) as unknown as Problem;

describe('the display id of a public copy', () => {
  it("is first the group's id without the short name, then P and the copy's pid", () => {
    expect(publicCopyIds(groupProblem('class1A01'), 'class1', 2001)).toEqual([
      'A01',
      'P2001',
      'P2001-class1A01',
    ]);
  });

  it('never takes the quiz prefix for a judged problem', () => {
    expect(publicCopyIds(groupProblem('class1CS9'), 'class1', 2001)).toEqual(['P2001', 'P2001-class1CS9']);
  });

  it('keeps the quiz prefix for a quiz paper', () => {
    const quiz = groupProblem('CSclassQ1', { questions: [] } as unknown as Problem['quiz']);
    expect(publicCopyIds(quiz, 'CSclass', 2001)).toEqual(['CS2001', 'CS2001-CSclassQ1']);
  });

  it('is numbered when the group is gone', () => {
    expect(publicCopyIds(groupProblem('class1A01'), undefined, 7)).toEqual(['P7', 'P7-class1A01']);
  });
});
