import { describe, expect, it } from 'vitest';
import { problemType } from '@oj/shared';
import type { SubmissionSummary } from '../../data/submissions/submission-item';
import { submissionRow } from './submission-view';

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
