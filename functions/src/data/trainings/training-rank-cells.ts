import { judgeStatus, type TrainingRankCell } from '@oj/shared';

/**
 * One settled verdict of a submission made inside a training, as its rank row keeps it: the status,
 * the score (null when the verdict carried none) and the run time in ms (accepted verdicts only).
 * A tuple keeps the row small: the rank page reads every row of the training.
 */
export type TrainingRun = [status: number, score: number | null, timeMs: number | null];

/** A user's settled verdicts on one problem of a training, by submission id. */
export type TrainingRuns = Record<string, TrainingRun>;

/** The verdict of a run, as a cell takes it in. */
export interface RunVerdict {
  status: number;
  score: number | null;
  timeMs: number | null;
}

/**
 * A cell after one more verdict: accepted stays accepted with the fastest run time; otherwise the
 * latest verdict shows; the score is the best so far.
 */
export function nextCell(before: TrainingRankCell | undefined, verdict: RunVerdict): TrainingRankCell {
  const accepted = verdict.status === judgeStatus.accepted;
  const score = Math.max(before?.score ?? 0, verdict.score ?? (accepted ? 100 : 0));
  if (before?.isAC) {
    const runTime =
      accepted && verdict.timeMs !== null
        ? Math.min(before.runTime ?? verdict.timeMs, verdict.timeMs)
        : before.runTime;
    return { status: judgeStatus.accepted, score, isAC: true, ...(runTime === undefined ? {} : { runTime }) };
  }
  if (accepted) return { status: judgeStatus.accepted, score, isAC: true, runTime: verdict.timeMs ?? 0 };
  return { status: verdict.status, score, isAC: false };
}

/**
 * The cell that a problem's runs make, oldest submission first (so "the latest verdict" is the newest
 * submission's, whatever order verdicts landed in); undefined when none remains.
 */
export function cellOfRuns(runs: TrainingRuns): TrainingRankCell | undefined {
  return Object.entries(runs)
    .map(([submitId, run]) => ({ submitId: Number(submitId), run }))
    .sort((a, b) => a.submitId - b.submitId)
    .reduce<TrainingRankCell | undefined>(
      (cell, { run: [status, score, timeMs] }) => nextCell(cell, { status, score, timeMs }),
      undefined,
    );
}

/** A row's sums over the training's problems (`pids`): problems solved, and their fastest run times added up. */
export function rowTotals(
  cells: Record<string, TrainingRankCell>,
  pids: readonly number[],
): { ac: number; totalRunTime: number } {
  const solved = pids.map((pid) => cells[String(pid)]).filter((cell) => cell?.isAC);
  return { ac: solved.length, totalRunTime: solved.reduce((sum, cell) => sum + (cell?.runTime ?? 0), 0) };
}
