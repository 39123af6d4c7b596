import { describe, expect, it } from 'vitest';
import { decodeAnswerSheet, encodeAnswerSheet, firstUnanswered, gradeQuiz, type QuizPaper } from './quiz';

const paper: QuizPaper = {
  questions: [
    { kind: 'choice', text: 'Which?', options: ['1', '2', '3', '4'], score: 40 },
    { kind: 'judge', text: 'True?', score: 30 },
    { kind: 'fill', text: '2^10 = ?', score: 30 },
  ],
  answers: ['B', 'T', '1024|1 024'],
};

describe('gradeQuiz', () => {
  it('gives the points of each right answer, ignoring case and spaces', () => {
    const grade = gradeQuiz(paper, ['b', 'F', ' 1024 ']);
    expect(grade.score).toBe(70);
    expect(grade.total).toBe(100);
    expect(grade.results.map((result) => result.correct)).toEqual([true, false, true]);
  });
  it('accepts any of the answers a fill-in lists', () => {
    expect(gradeQuiz(paper, ['A', 'T', '1 024']).results[2]?.correct).toBe(true);
  });
  it('scales the points to a percentage', () => {
    const grade = gradeQuiz({ ...paper, questions: paper.questions.map((q) => ({ ...q, score: 1 })) }, [
      'B',
      'T',
      'x',
    ]);
    expect(grade.percent).toBe(67);
  });
});

describe('answer sheets', () => {
  it('round-trip through the submitted code', () => {
    expect(decodeAnswerSheet(encodeAnswerSheet(['A', 'T']))).toEqual(['A', 'T']);
  });
  it('refuse code that is not a sheet', () => {
    expect(decodeAnswerSheet('int main(){}')).toBeUndefined();
    expect(decodeAnswerSheet('{"answers": 3}')).toBeUndefined();
  });
  it('name the first unanswered question', () => {
    expect(firstUnanswered(3, ['A', ' ', 'x'])).toBe(1);
    expect(firstUnanswered(2, ['A', 'B'])).toBe(-1);
  });
});
