import { acRank } from './ac-rank';
import { bestScore } from './best-score';
import { contestBoard } from './contest-board';
import { dayStatistics } from './day-statistics';
import { groupRank } from './group-rank';
import { heatmapDay } from './heatmap-day';
import { listTotals } from './list-totals';
import { problemCounts } from './problem-counts';
import { problemTally } from './problem-tally';
import { rankLine } from './rank-line';
import { trainingProgress } from './training-progress';
import { userTotals } from './user-totals';
import type { VerdictEffect } from './verdict-effect';

/**
 * Everything a verdict changes beyond the submission, in the order its writes go into the verdict's
 * transaction: the public figures, a training's progress and rank, a contest's board. A new scope (a
 * group's rank) is one more file in this folder and one more line here; `effectsOfVerdict`,
 * `afterVerdict`, `afterJudgeStateChange` and every caller (the judge, quiz grading, manual judge,
 * rejudge, resubmit, cancel) pick it up unchanged.
 */
export const verdictEffects: readonly VerdictEffect[] = [
  problemTally,
  listTotals,
  problemCounts,
  userTotals,
  heatmapDay,
  dayStatistics,
  acRank,
  bestScore,
  rankLine,
  trainingProgress,
  groupRank,
  contestBoard,
];

export type {
  ChangeWrites,
  JudgedSubmission,
  ProblemScoring,
  SettledChange,
  Verdict,
  VerdictEffect,
} from './verdict-effect';
