import { isFinalStatus, judgeStatus } from '@oj/shared/judge/judge-status';
import type { ShownProblemMark } from '../../../components/problem-mark-icon';

/**
 * How the viewer's status on a contest problem is marked (the problems tab and the focus-mode
 * navigator): solved; tried and wrong; still being judged; submitted but its result hidden by the
 * contest (status -5); partly scored (OI); or never submitted.
 */
export type ProblemMark = ShownProblemMark | 'none';

export function problemMark(status: number | undefined): ProblemMark {
  if (status === undefined || status === judgeStatus.notSubmitted) return 'none';
  if (status === judgeStatus.accepted) return 'solved';
  if (status === judgeStatus.cannotView) return 'hidden';
  if (status === judgeStatus.partialAccepted) return 'partial';
  if (!isFinalStatus(status)) return 'judging';
  return 'wrong';
}
