import type { ItemKey } from '../../item-key';
import { trainingCatalogueKey, trainingRankKey } from '../../trainings/training-keys';
import { rankRowFromItem, rankRowPut, rowWithoutRun } from '../../trainings/training-rank-rows';
import type { ChangeWrites, JudgedSubmission, SettledChange } from './verdict-effect';

/**
 * What a change of a settled training verdict reads: the user's rank row and the training's catalogue
 * line (its problems, which `ac` counts). Nothing for a submission made outside a training.
 */
export function trainingRankReads(submission: JudgedSubmission): ItemKey[] {
  const tid = submission.tid ?? 0;
  if (tid === 0) return [];
  return [trainingRankKey(tid, submission.uid), trainingCatalogueKey(tid)];
}

/**
 * A settled verdict taken back: the submission's run comes out of the user's rank row, and the cell
 * is made again from the runs that remain (another accepted submission keeps it accepted), with the
 * row's `ac` and `totalRunTime`. Put in the change's own transaction on the condition that the row is
 * still as read; a verdict landing in between fails it and the change is computed again. The new
 * verdict, if any, goes in when it lands (`afterVerdict`), as every verdict does.
 */
export function settleTrainingRank({ submission, read }: SettledChange): ChangeWrites {
  const [rowKey, lineKey] = trainingRankReads(submission);
  if (!rowKey || !lineKey || submission.submitId === undefined) return {};
  const stored = read(rowKey);
  const line = read(lineKey);
  if (!stored || !line) return {};
  const pids = Array.isArray(line.pids) ? line.pids.map(Number) : [];
  const row = rowWithoutRun(rankRowFromItem(stored), submission.pid, submission.submitId, pids);
  if (!row) return {};
  return { writes: [{ Put: rankRowPut(submission.tid ?? 0, row, false) }] };
}
