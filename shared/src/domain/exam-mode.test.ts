import { describe, expect, it } from 'vitest';
import { examModeOf, isExamPaperProblem } from './exam-mode';

describe('examModeOf', () => {
  it.each([
    ['the marker with a limit', '[exam, 5] Final exam of term one', 5],
    ['the marker alone, with the default limit', '[exam]\nRead the rules first.', 20],
    ['the marker in capitals', '[EXAM,3]', 3],
    ['blanks around the list and its items', '  [ exam ,  7 ]  rules', 7],
    ['the full-width comma', '[exam，4]', 4],
    ['a third item, ignored', '[exam, 2, anything]', 2],
    ['an empty second item, with the default limit', '[exam, ]', 20],
    ['a limit that is not a number, with the default limit', '[exam, five]', 20],
    ['a limit of zero, with the default limit', '[exam, 0]', 20],
    ['a limit too large, with the default limit', '[exam, 99999]', 20],
  ])('turns exam mode on for %s', (_case, description, submitLimit) => {
    expect(examModeOf(description)).toEqual({ examMode: true, submitLimit });
  });

  it.each([
    ['an empty description', ''],
    ['a description without a list', 'exam, 5'],
    ['a list that is not at the start', 'Welcome! [exam, 5]'],
    ['another first item', '[contest, 5]'],
    ['the marker as part of a word', '[examination, 5]'],
    ['an empty list', '[]'],
    ['an unclosed list', '[exam, 5'],
    ['a list broken over lines', '[exam,\n5]'],
  ])('leaves exam mode off for %s', (_case, description) => {
    expect(examModeOf(description)).toEqual({ examMode: false });
  });
});

describe('isExamPaperProblem', () => {
  it.each([
    ['CS1', 'P1000', true],
    ['A', 'CS1001', true],
    ['CS', 'CS', true],
    ['A', 'P1000', false],
    ['cs1', 'p1', false],
    ['BCS', 'XCS', false],
  ])('calls display id %s of problem %s objective: %s', (displayId, problemId, objective) => {
    expect(isExamPaperProblem(displayId, problemId)).toBe(objective);
  });
});
