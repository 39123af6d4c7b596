import { isFinalStatus } from '@oj/shared/judge/judge-status';
import { submissionRules, type SubmissionRow } from '@oj/shared/api/submission';
import type { CallResponse } from '@oj/shared/api/define-call';
import type { checkSubmissionsStatus } from '@oj/shared/api/submission';
import { pollUntil } from '../../../lib/poll-until';

/** Spec §4 and §9: non-final rows of a list are polled every 2 s, at most 300 times. */
export const statusPollIntervalMs = 2_000;
export const statusPollMaxCount = 300;

export type StatusMap = CallResponse<typeof checkSubmissionsStatus>;

/** The ids still waiting for a verdict, as many as one poll may name. */
export function pendingSubmitIds(rows: readonly SubmissionRow[]): number[] {
  return rows
    .filter((row) => !isFinalStatus(row.status))
    .map((row) => row.submitId)
    .slice(0, submissionRules.statusCheckMaxIds);
}

/** Whether to poll again: something is still pending and the budget of polls is not spent. */
export function shouldPollAgain(pollsDone: number, pendingCount: number): boolean {
  return pendingCount > 0 && pollsDone < statusPollMaxCount;
}

/** The rows with what a poll answered written over them; rows it left out stay as they were. */
export function applyStatusMap(rows: readonly SubmissionRow[], answers: StatusMap): SubmissionRow[] {
  return rows.map((row) => {
    const answer = answers[String(row.submitId)];
    return answer ? { ...row, ...answer } : row;
  });
}

export interface StatusPollerOptions {
  rows: readonly SubmissionRow[];
  check: (submitIds: number[]) => Promise<StatusMap>;
  onRows: (rows: SubmissionRow[]) => void;
}

/**
 * Polls the pending rows until none remains, the budget is spent or a poll fails (the API client has
 * already told the user why). The rows are on screen already, so the first poll waits an interval.
 * Returns the function that stops it.
 */
export function startStatusPoller({ rows, check, onRows }: StatusPollerOptions): () => void {
  let current = [...rows];
  const controller = new AbortController();
  if (!shouldPollAgain(0, pendingSubmitIds(current).length)) return () => undefined;
  void pollUntil({
    read: () => check(pendingSubmitIds(current)),
    keepGoing: () => pendingSubmitIds(current).length > 0,
    intervalMs: statusPollIntervalMs,
    maxReads: statusPollMaxCount,
    waitFirst: true,
    onValue: (answers) => {
      current = applyStatusMap(current, answers);
      onRows(current);
    },
    signal: controller.signal,
  }).catch(() => undefined);
  return () => controller.abort();
}
