import { isFinalStatus, judgeStatus } from '@oj/shared/judge/judge-status';
import type { ShownProblemMark } from '../../../components/problem-mark-icon';

/** The viewer's mark on a training problem: solved, tried and wrong, partly scored, judging, none. */
export type TrainingProblemMark = Exclude<ShownProblemMark, 'hidden'> | 'none';

/**
 * From the list's `myStatus` (0 solved, -1 tried, -10 never) or the navigator's latest status (any
 * verdict code): a problem is solved once accepted, whatever came after.
 */
export function trainingProblemMark(status: number | undefined): TrainingProblemMark {
  if (status === undefined || status === judgeStatus.notSubmitted) return 'none';
  if (status === judgeStatus.accepted) return 'solved';
  if (status === judgeStatus.partialAccepted) return 'partial';
  if (status !== -1 && !isFinalStatus(status)) return 'judging';
  return 'wrong';
}
