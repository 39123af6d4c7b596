import { describe, expect, it } from 'vitest';
import { emptyVerdictCounts, judgeStatus, type QuizPaper } from '@oj/shared';
import type { ProblemSummary } from '../../data/problems/problem-summary';
import { storedProblem } from '../../data/problems/problem-fixture';
import {
  extraFilesText,
  offeredTemplates,
  problemCountOf,
  problemListRowOf,
  problemStatementOf,
  problemViewOf,
} from './problem-view';

const paper: QuizPaper = {
  questions: [{ kind: 'choice', text: 'Pick A', options: ['a', 'b', 'c', 'd'], score: 5 }],
  answers: ['A'],
};

describe('the problem page view', () => {
  it('maps the statement and limits, which the page and the admin form share, examples as text', () => {
    expect(problemStatementOf(storedProblem())).toEqual({
      problemId: 'P1012',
      title: 'Two Sums',
      author: 'ada',
      description: 'Add two numbers.',
      input: 'Two integers.',
      output: 'Their sum.',
      hint: 'Mind the overflow.',
      source: 'Warm-up',
      examples: '<input>1 2</input><output>3</output>',
      timeLimit: 1000,
      memoryLimit: 256,
      stackLimit: 128,
      difficulty: 1,
      type: 1,
      auth: 1,
    });
  });

  it('maps the stored problem onto the page, examples and user files in their text forms', () => {
    expect(problemViewOf(storedProblem())).toEqual({
      id: 12,
      pid: 12,
      ...problemStatementOf(storedProblem()),
      ioScore: 100,
      isFileIO: true,
      ioReadFileName: 'sum.in',
      ioWriteFileName: 'sum.out',
      isRemote: false,
      gid: null,
      userExtraFile: '{"lib.h":"#pragma once"}',
      codeShare: true,
      judgeMode: 'spj',
      judgeCaseMode: 'subtask_lowest',
      openCaseResult: false,
      quiz: null,
      updatedAt: '2026-01-02T00:00:00.000Z',
    });
  });

  it('keeps the checker, the judge-only files and the answer key off the page', () => {
    const view = problemViewOf(storedProblem({ problemId: 'CS1001', quiz: paper }));
    expect(view).not.toHaveProperty('spjCode');
    expect(view).not.toHaveProperty('judgeExtraFile');
    expect(view.quiz).toEqual({ questions: paper.questions });
  });

  it('shows a paper only on a quiz problem', () => {
    expect(problemViewOf(storedProblem({ quiz: paper })).quiz).toBeNull();
  });

  it('lists the statement fields first, in the order the page and the admin form share', () => {
    expect(Object.keys(problemViewOf(storedProblem())).slice(2, 17)).toEqual(
      Object.keys(problemStatementOf(storedProblem())),
    );
  });
});

describe('extra files as text', () => {
  it('is null for no files, and for an item stored before the field existed', () => {
    expect(extraFilesText({})).toBeNull();
    expect(extraFilesText(undefined)).toBeNull();
  });

  it('is the JSON object of names to contents otherwise', () => {
    expect(extraFilesText({ 'a.txt': 'x' })).toBe('{"a.txt":"x"}');
  });
});

describe('offered code templates', () => {
  it('keeps the enabled templates of languages the problem allows', () => {
    expect(offeredTemplates(storedProblem()).map((template) => template.language)).toEqual(['C']);
  });
});

describe('the public problem list row', () => {
  const summary: ProblemSummary = {
    pid: 12,
    problemId: 'P1012',
    title: 'Two Sums',
    difficulty: 1,
    type: 0,
    auth: 1,
    isRemote: false,
    gid: null,
    tagIds: [3],
    oj: 'ME',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...emptyVerdictCounts(),
    ac: 4,
    total: 9,
    wa: 5,
  };

  it('maps the line with its counts, its tags as id, name and colour, and the viewer status', () => {
    const classification = { id: 2, name: 'Basics' };
    const tag = { id: 3, name: 'math', color: 'blue', oj: 'ME', gid: null, classification };
    expect(problemListRowOf(summary, [tag], judgeStatus.accepted)).toEqual({
      pid: 12,
      problemId: 'P1012',
      title: 'Two Sums',
      difficulty: 1,
      type: 0,
      tags: [{ id: 3, name: 'math', color: 'blue' }],
      ac: 4,
      total: 9,
      wa: 5,
      tle: 0,
      mle: 0,
      re: 0,
      pe: 0,
      ce: 0,
      se: 0,
      pa: 0,
      myStatus: judgeStatus.accepted,
    });
  });
});

describe("the problem page's verdict counts", () => {
  it('shows the page its counts in the page order, leaving out system errors', () => {
    const counts = { ...emptyVerdictCounts(), total: 9, ac: 4, wa: 3, se: 1, pe: 1 };
    expect(Object.entries(problemCountOf(counts))).toEqual([
      ['total', 9],
      ['ac', 4],
      ['wa', 3],
      ['ce', 0],
      ['pa', 0],
      ['tle', 0],
      ['mle', 0],
      ['re', 0],
      ['pe', 1],
    ]);
  });
});
