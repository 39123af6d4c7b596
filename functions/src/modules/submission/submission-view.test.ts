import { describe, expect, it } from 'vitest';
import { judgeStatus, problemType } from '@oj/shared';
import type { TestRun } from '../../data/test-runs/test-run-item';
import type { StoredCaseResults } from '../../data/submissions/case-results';
import type { SubmissionSummary } from '../../data/submissions/submission-item';
import {
  caseResultsOf,
  gradedPaperOf,
  submissionDetailOf,
  submissionRow,
  testRunResultOf,
} from './submission-view';

const summary: SubmissionSummary = {
  submitId: 41,
  uid: 'u-1',
  username: 'ada',
  pid: 7,
  displayPid: 'P1007',
  cid: 0,
  gid: 0,
  language: 'C++',
  status: 0,
  score: 80,
  timeMs: 12,
  memoryKb: 2048,
  errorMessage: null,
  judger: 'worker-1',
  round: 1,
  submitTime: '2026-01-02T03:04:05.000Z',
  share: true,
  isManual: false,
  length: 321,
};

const oiLabel = { title: 'Knapsack', difficulty: 2, type: problemType.oi };

describe('the submission row view', () => {
  it('maps every field of the stored summary onto the row, in the wire order', () => {
    const row = submissionRow(summary, oiLabel, new Map([['u-1', 'vip2']]));
    expect(row).toEqual({
      submitId: 41,
      uid: 'u-1',
      username: 'ada',
      number: 'vip2',
      pid: 7,
      displayPid: 'P1007',
      cid: 0,
      gid: 0,
      displayId: null,
      title: 'Knapsack',
      status: 0,
      score: 80,
      oiRankScore: 12,
      time: 12,
      memory: 2048,
      length: 321,
      language: 'C++',
      judger: 'worker-1',
      isManual: false,
      submitTime: '2026-01-02T03:04:05.000Z',
      share: true,
    });
    // The body is serialised as built, so the key order is part of the answer's bytes.
    expect(Object.keys(row).slice(0, 5)).toEqual(['submitId', 'uid', 'username', 'number', 'pid']);
  });

  it('takes the vip value from the directory, null for a user not in it', () => {
    expect(submissionRow(summary, oiLabel, new Map()).number).toBeNull();
  });

  it('leaves the title empty and the rank score null when the problem is gone', () => {
    const row = submissionRow(summary, undefined, new Map());
    expect(row.title).toBe('');
    expect(row.oiRankScore).toBeNull();
  });

  it('gives a rank score only to a scored submission of an OI problem', () => {
    const acm = { ...oiLabel, type: problemType.acm };
    expect(submissionRow(summary, acm, new Map()).oiRankScore).toBeNull();
    expect(submissionRow({ ...summary, score: null }, oiLabel, new Map()).oiRankScore).toBeNull();
  });
});

describe('the submission detail view', () => {
  const submission = { ...summary, code: 'int main() {}', errorMessage: 'warning: unused' };

  it('is the row with the code for a viewer who may see it, and the error text', () => {
    const detail = submissionDetailOf(submission, oiLabel, new Map(), true);
    expect(detail).toEqual({
      ...submissionRow(summary, oiLabel, new Map()),
      code: 'int main() {}',
      errorMessage: 'warning: unused',
    });
  });

  it('hides the code as null from a viewer who may not see it', () => {
    expect(submissionDetailOf(submission, oiLabel, new Map(), false).code).toBeNull();
  });
});

const line = (seq: number, groupNum: number, status: number, userOutput?: string) => ({
  seq,
  status,
  score: status === 0 ? 10 : 0,
  fullScore: 10,
  groupNum,
  timeMs: seq * 3,
  memoryKb: 1000 + seq,
  ...(userOutput === undefined ? {} : { userOutput }),
});

const results: StoredCaseResults = {
  submitId: 41,
  round: 1,
  judgeCaseMode: 'subtask_lowest',
  cases: [line(1, 1, 0, '3'), line(2, 1, -1), line(3, 2, 0)],
  subtasks: [
    { groupNum: 1, status: -1, score: 0, ac: 1, total: 2, timeMs: 6, memoryKb: 1002 },
    { groupNum: 2, status: 0, score: 10, ac: 1, total: 1, timeMs: 9, memoryKb: 1003 },
  ],
};

const heads = new Map([[1, { inputData: '1 2', outputData: '3' }]]);

describe('the case results view', () => {
  it('lists the cases with their data heads, null where there is none, in the default modes', () => {
    const view = caseResultsOf('default', results, heads);
    expect(view.subTaskJudgeCaseVoList).toEqual([]);
    expect(view.judgeCaseList[0]).toEqual({
      seq: 1,
      status: 0,
      score: 10,
      fullScore: 10,
      time: 3,
      memory: 1001,
      groupNum: 1,
      userOutput: '3',
      inputData: '1 2',
      outputData: '3',
    });
    expect(view.judgeCaseList[1]).toMatchObject({ userOutput: null, inputData: null, outputData: null });
  });

  it('groups the cases under their subtasks in the subtask modes', () => {
    const view = caseResultsOf('subtask_lowest', results, heads);
    expect(view.judgeCaseList).toEqual([]);
    expect(
      view.subTaskJudgeCaseVoList.map((subtask) => [
        subtask.groupNum,
        subtask.time,
        subtask.memory,
        subtask.subtaskDetailList.map((detail) => detail.seq),
      ]),
    ).toEqual([
      [1, 6, 1002, [1, 2]],
      [2, 9, 1003, [3]],
    ]);
  });

  it('lists nothing when there are no results of the current round', () => {
    expect(caseResultsOf('subtask_average', undefined, heads)).toEqual({
      judgeCaseMode: 'subtask_average',
      judgeCaseList: [],
      subTaskJudgeCaseVoList: [],
    });
  });
});

describe('the graded quiz paper view', () => {
  it('shows each answer with whether it was right and its points', () => {
    const graded = { ...results, quiz: { score: 20, total: 30, answers: ['3', 'x', 'y'] } };
    expect(gradedPaperOf(graded)).toEqual({
      score: 20,
      total: 30,
      questions: [
        { seq: 1, answer: '3', correct: true, score: 10, fullScore: 10 },
        { seq: 2, answer: '', correct: false, score: 0, fullScore: 10 },
        { seq: 3, answer: '', correct: true, score: 10, fullScore: 10 },
      ],
    });
  });

  it('is null for a submission that is not a graded paper', () => {
    expect(gradedPaperOf(results)).toBeNull();
    expect(gradedPaperOf(undefined)).toBeNull();
  });
});

describe('the Online Test result view', () => {
  const run: TestRun = {
    key: 'k-1',
    uid: 'u-1',
    pid: 7,
    language: 'C++',
    code: 'int main() {}',
    userInput: '1 2',
    expectedOutput: '3',
    status: judgeStatus.accepted,
    timeMs: 4,
    memoryKb: 900,
    userOutput: '3',
    stderr: '',
    expiresAt: 0,
  };

  it('maps a finished run, with no judge mode as null', () => {
    expect(testRunResultOf(run)).toEqual({
      status: judgeStatus.accepted,
      time: 4,
      memory: 900,
      stderr: '',
      userInput: '1 2',
      expectedOutput: '3',
      userOutput: '3',
      problemJudgeMode: null,
    });
  });

  it('shows a compiling or running run as pending, the status its pollers wait on', () => {
    expect(testRunResultOf({ ...run, status: judgeStatus.compiling }).status).toBe(judgeStatus.pending);
    expect(testRunResultOf({ ...run, status: judgeStatus.judging }).status).toBe(judgeStatus.pending);
  });

  it('answers not submitted, every field null, for no run', () => {
    expect(testRunResultOf(undefined)).toEqual({
      status: judgeStatus.notSubmitted,
      time: null,
      memory: null,
      stderr: null,
      userInput: null,
      expectedOutput: null,
      userOutput: null,
      problemJudgeMode: null,
    });
  });
});
