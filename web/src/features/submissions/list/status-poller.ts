import { isFinalStatus } from '@oj/shared/judge/judge-status';
import { submissionRules, type SubmissionRow } from '@oj/shared/api/submission';
import type { CallResponse } from '@oj/shared/api/define-call';
import type { checkSubmissionsStatus } from '@oj/shared/api/submission';

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
 * already told the user why). Returns the function that stops it.
 */
export function startStatusPoller({ rows, check, onRows }: StatusPollerOptions): () => void {
  let current = [...rows];
  let pollsDone = 0;
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  function scheduleNext(): void {
    if (stopped || !shouldPollAgain(pollsDone, pendingSubmitIds(current).length)) return;
    timer = setTimeout(() => void poll(), statusPollIntervalMs);
  }

  async function poll(): Promise<void> {
    pollsDone += 1;
    let answers: StatusMap;
    try {
      answers = await check(pendingSubmitIds(current));
    } catch {
      return;
    }
    if (stopped) return;
    current = applyStatusMap(current, answers);
    onRows(current);
    scheduleNext();
  }

  scheduleNext();
  return () => {
    stopped = true;
    clearTimeout(timer);
  };
}
