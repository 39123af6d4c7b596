import { describe, expect, it } from 'vitest';
import { emptyVerdictCounts } from '@oj/shared';
import type { ProblemCases } from '../../data/problems/problem-cases';
import type { ProblemSummary } from '../../data/problems/problem-summary';
import { storedProblem } from '../../data/problems/problem-fixture';
import { problemStatementOf } from '../problem';
import { adminProblemRow, caseRows, codeTemplateRow, problemFormOf } from './problem-form-view';

const cases: ProblemCases = {
  pid: 12,
  isUpload: true,
  testDataVersion: 'v-7',
  cases: [
    { seq: 1, inputName: '1.in', outputName: '1.out', input: '1 2', output: '3', score: 40, groupNum: 1 },
    { seq: 2, inputName: '2.in', outputName: '2.out', score: 60, groupNum: 2 },
  ],
};

describe('the admin problem form view', () => {
  it('maps the stored problem onto the form, with what only admins see', () => {
    expect(problemFormOf(storedProblem(), cases)).toEqual({
      id: 12,
      ...problemStatementOf(storedProblem()),
      codeShare: true,
      isRemote: false,
      isFileIO: true,
      ioReadFileName: 'sum.in',
      ioWriteFileName: 'sum.out',
      judgeMode: 'spj',
      judgeCaseMode: 'subtask_lowest',
      spjCode: 'int main() { return 0; }',
      spjLanguage: 'C',
      isRemoveEndBlank: false,
      openCaseResult: false,
      ioScore: 100,
      userExtraFile: '{"lib.h":"#pragma once"}',
      judgeExtraFile: '{"check.h":"// checker"}',
      isUploadCase: true,
      gid: null,
      quiz: null,
      caseVersion: 'v-7',
      modifiedUser: 'grace',
      gmtCreate: '2026-01-01T00:00:00.000Z',
      gmtModified: '2026-01-02T00:00:00.000Z',
    });
  });

  it('leaves unset optional fields out, and defaults the checker language to C', () => {
    const form = problemFormOf(
      storedProblem({ ioReadFileName: null, ioWriteFileName: null, spjCode: null, spjLanguage: null }),
      undefined,
    );
    expect(form.ioReadFileName).toBeUndefined();
    expect(form.ioWriteFileName).toBeUndefined();
    expect(form.spjCode).toBeUndefined();
    expect(form.spjLanguage).toBe('C');
    expect(form.caseVersion).toBe('');
  });

  it('holds no extra files as null', () => {
    const form = problemFormOf(storedProblem({ userExtraFile: {}, judgeExtraFile: {} }), cases);
    expect(form.userExtraFile).toBeNull();
    expect(form.judgeExtraFile).toBeNull();
  });
});

describe('the form cases', () => {
  it('names the files of uploaded cases', () => {
    expect(caseRows(cases, true)).toEqual([
      { pid: 12, seq: 1, index: 1, input: '1.in', output: '1.out', score: 40, groupNum: 1 },
      { pid: 12, seq: 2, index: 2, input: '2.in', output: '2.out', score: 60, groupNum: 2 },
    ]);
  });

  it('shows typed-in contents, and file names for a case that has none', () => {
    expect(caseRows(cases, false).map((row) => [row.input, row.output])).toEqual([
      ['1 2', '3'],
      ['2.in', '2.out'],
    ]);
  });

  it('is empty for a problem without cases', () => {
    expect(caseRows(undefined, true)).toEqual([]);
  });
});

describe('the form code templates', () => {
  it('calls enabled "status" and keeps the site language id, null when there is none', () => {
    expect(codeTemplateRow({ language: 'C', code: '// C', enabled: false }, 2)).toEqual({
      lid: 2,
      language: 'C',
      code: '// C',
      status: false,
    });
    expect(codeTemplateRow({ language: 'Go', code: '', enabled: true }, null).lid).toBeNull();
  });
});

describe('the admin problem list row', () => {
  const summary: ProblemSummary = {
    pid: 12,
    problemId: 'P1012',
    title: 'Two Sums',
    difficulty: 1,
    type: 1,
    auth: 2,
    isRemote: false,
    gid: null,
    tagIds: [],
    oj: 'ME',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...emptyVerdictCounts(),
  };

  it('maps a catalogue line, a missing author and editor as empty text', () => {
    expect(adminProblemRow(summary)).toEqual({
      id: 12,
      pid: 12,
      problemId: 'P1012',
      title: 'Two Sums',
      author: '',
      modifiedUser: '',
      type: 1,
      auth: 2,
      difficulty: 1,
      isRemote: false,
      oj: 'ME',
      gmtModified: '2026-01-02T00:00:00.000Z',
    });
    expect(adminProblemRow({ ...summary, author: 'ada', modifiedUser: 'grace' })).toMatchObject({
      author: 'ada',
      modifiedUser: 'grace',
    });
  });
});
