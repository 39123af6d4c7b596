import type { TrainingRankCell } from '@oj/shared/api/training-rank';
import { judgeStatus } from '@oj/shared/judge/judge-status';

/** How a cell of the training rank looks: accepted (with its fastest run), partly scored, rejected. */
export type RankCellLook = 'accepted' | 'partial' | 'rejected' | 'none';

export function rankCellLook(cell: TrainingRankCell | undefined): RankCellLook {
  if (!cell) return 'none';
  if (cell.status === judgeStatus.accepted || cell.isAC) return 'accepted';
  if (cell.score > 0) return 'partial';
  return 'rejected';
}
