import { describe, expect, it } from 'vitest';
import { judgeStatus, type QuizPaper } from '@oj/shared';
import { gradeQuizPaper } from './grade-quiz-paper';

const paper: QuizPaper = {
  questions: [
    { kind: 'choice', text: 'Pick B', options: ['a', 'b', 'c', 'd'], score: 30 },
    { kind: 'judge', text: 'True?', score: 20 },
    { kind: 'fill', text: '1 + 1 = ?', score: 50 },
  ],
  answers: ['B', 'T', '2|two'],
};

describe('gradeQuizPaper', () => {
  it('accepts full marks with one accepted line per question', () => {
    const verdict = gradeQuizPaper(paper, ['B', 'T', 'two'], 9, 1);
    expect(verdict).toMatchObject({ status: judgeStatus.accepted, score: 100 });
    expect(
      verdict.caseResults.cases.map((line) => [line.seq, line.status, line.score, line.fullScore]),
    ).toEqual([
      [1, 0, 30, 30],
      [2, 0, 20, 20],
      [3, 0, 50, 50],
    ]);
    expect(verdict.caseResults.quiz).toEqual({ score: 100, total: 100, answers: ['B', 'T', 'two'] });
  });

  it('calls some points partially accepted, scored in percent', () => {
    const verdict = gradeQuizPaper(paper, ['B', 'F', '3'], 9, 2);
    expect(verdict).toMatchObject({ status: judgeStatus.partialAccepted, score: 30 });
    expect(verdict.caseResults.round).toBe(2);
    expect(verdict.caseResults.cases[1]).toMatchObject({ status: judgeStatus.wrongAnswer, userOutput: 'F' });
  });

  it('calls no points a wrong answer', () => {
    expect(gradeQuizPaper(paper, ['A', 'F', '3'], 9, 1)).toMatchObject({
      status: judgeStatus.wrongAnswer,
      score: 0,
    });
  });
});
