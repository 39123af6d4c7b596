import { submissionRules } from '@oj/shared/api/submission';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmissionRow } from '@oj/shared/api/submission';
import {
  pendingSubmitIds,
  shouldPollAgain,
  startStatusPoller,
  statusPollMaxCount,
  type StatusMap,
} from './status-poller';

function row(submitId: number, status: number): SubmissionRow {
  return {
    submitId,
    uid: 'u',
    username: 'student1',
    number: null,
    pid: 1,
    displayPid: 'P1000',
    cid: 0,
    gid: 0,
    displayId: null,
    title: 'A+B',
    status,
    score: null,
    oiRankScore: null,
    time: null,
    memory: null,
    length: 10,
    language: 'C',
    judger: null,
    isManual: false,
    submitTime: '2024-01-01T00:00:00Z',
    share: false,
  };
}

const verdict = (status: number): StatusMap[string] => ({
  status,
  score: null,
  time: 3,
  memory: 1024,
  judger: 'w1',
  isManual: false,
});

describe('the status poll rules', () => {
  it('names only pending, compiling, judging and submitting rows, at most the contract allows', () => {
    expect(pendingSubmitIds([row(1, 0), row(2, 5), row(3, 6), row(4, 7), row(5, 9), row(6, -2)])).toEqual([
      2, 3, 4, 5,
    ]);
    const many = Array.from({ length: submissionRules.statusCheckMaxIds + 10 }, (_, i) => row(i + 1, 5));
    expect(pendingSubmitIds(many)).toHaveLength(submissionRules.statusCheckMaxIds);
  });

  it('polls again only while something is pending and fewer than 300 polls were made', () => {
    expect(shouldPollAgain(0, 1)).toBe(true);
    expect(shouldPollAgain(299, 1)).toBe(true);
    expect(shouldPollAgain(statusPollMaxCount, 1)).toBe(false);
    expect(shouldPollAgain(3, 0)).toBe(false);
  });
});

describe('startStatusPoller', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 2 s and stops once nothing is pending', async () => {
    const check = vi
      .fn<(ids: number[]) => Promise<StatusMap>>()
      .mockResolvedValueOnce({ '2': verdict(7) })
      .mockResolvedValueOnce({ '2': verdict(0) });
    const onRows = vi.fn();
    startStatusPoller({ rows: [row(1, 0), row(2, 5)], check, onRows });
    await vi.advanceTimersByTimeAsync(1_999);
    expect(check).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledWith([2]);
    await vi.advanceTimersByTimeAsync(2_000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(onRows.mock.lastCall?.[0][1]).toMatchObject({ status: 0, time: 3, judger: 'w1' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('never starts when no row is pending', async () => {
    const check = vi.fn<(ids: number[]) => Promise<StatusMap>>();
    startStatusPoller({ rows: [row(1, -1)], check, onRows: vi.fn() });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).not.toHaveBeenCalled();
  });

  it('stops after a failed poll', async () => {
    const check = vi.fn<(ids: number[]) => Promise<StatusMap>>().mockRejectedValue(new Error('down'));
    startStatusPoller({ rows: [row(1, 5)], check, onRows: vi.fn() });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('gives up after 300 polls of a row that never finishes', async () => {
    const check = vi.fn<(ids: number[]) => Promise<StatusMap>>().mockResolvedValue({ '1': verdict(7) });
    startStatusPoller({ rows: [row(1, 5)], check, onRows: vi.fn() });
    await vi.advanceTimersByTimeAsync(2_000 * 400);
    expect(check).toHaveBeenCalledTimes(statusPollMaxCount);
  });

  it('stops when asked to', async () => {
    const check = vi.fn<(ids: number[]) => Promise<StatusMap>>().mockResolvedValue({});
    const stop = startStatusPoller({ rows: [row(1, 5)], check, onRows: vi.fn() });
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).not.toHaveBeenCalled();
  });
});
