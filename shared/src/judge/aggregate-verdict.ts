import { judgeStatus, problemType, type JudgeCaseMode, type ProblemType } from './judge-status';

/** One test case's outcome as the worker measured and checked it. */
export interface CaseOutcome {
  /** Position in the problem's case list, from 1. */
  seq: number;
  status: number;
  /** Points this case is worth in full (OI). */
  fullScore: number;
  /** Points earned: the full score when accepted, a share for a checker's partial result, else 0. */
  score: number;
  /** Subtask number for the subtask modes. */
  groupNum: number;
  timeMs: number;
  memoryKb: number;
}

export interface SubtaskOutcome {
  groupNum: number;
  status: number;
  score: number;
  ac: number;
  total: number;
  timeMs: number;
  memoryKb: number;
}

export interface JudgeOutcome {
  status: number;
  /** OI points (0 for ACM problems, where only the status counts). */
  score: number;
  timeMs: number;
  memoryKb: number;
  subtasks: SubtaskOutcome[];
}

const accepted = judgeStatus.accepted;

/** Whether the next case still needs running: `ergodic_without_error` stops at the first failure. */
export function shouldContinue(mode: JudgeCaseMode, outcomes: readonly CaseOutcome[]): boolean {
  return mode !== 'ergodic_without_error' || outcomes.every((outcome) => outcome.status === accepted);
}

function firstFailure(outcomes: readonly CaseOutcome[]): CaseOutcome | undefined {
  return outcomes.find((outcome) => outcome.status !== accepted);
}

function subtaskOf(groupNum: number, cases: CaseOutcome[], mode: JudgeCaseMode): SubtaskOutcome {
  const scores = cases.map((outcome) => outcome.score);
  const score =
    mode === 'subtask_average'
      ? scores.reduce((sum, value) => sum + value, 0) / cases.length
      : Math.min(...scores);
  const ac = cases.filter((outcome) => outcome.status === accepted).length;
  return {
    groupNum,
    status:
      ac === cases.length
        ? accepted
        : score > 0
          ? judgeStatus.partialAccepted
          : (firstFailure(cases)?.status ?? accepted),
    score: Math.round(score),
    ac,
    total: cases.length,
    timeMs: Math.max(...cases.map((outcome) => outcome.timeMs)),
    memoryKb: Math.max(...cases.map((outcome) => outcome.memoryKb)),
  };
}

/**
 * Step 3 of a verdict (docs/judge.md, "How a verdict is decided"): combines the case outcomes (step 2,
 * judge-fargate/src/pipeline/case-verdict.ts) into the submission's verdict:
 * - ACM: accepted when every case is; otherwise the first case's failure (in case order).
 * - OI `default` and `ergodic_without_error`: the sum of case scores; accepted when every case is,
 *   partially accepted with some points, otherwise the first failure.
 * - OI `subtask_lowest` / `subtask_average`: cases grouped by `groupNum`; a subtask earns the lowest
 *   (or the average) of its cases' scores; the total is the sum over subtasks.
 */
export function aggregateVerdict(
  type: ProblemType,
  mode: JudgeCaseMode,
  outcomes: readonly CaseOutcome[],
): JudgeOutcome {
  if (outcomes.length === 0) {
    return { status: judgeStatus.systemError, score: 0, timeMs: 0, memoryKb: 0, subtasks: [] };
  }
  const timeMs = Math.max(...outcomes.map((outcome) => outcome.timeMs));
  const memoryKb = Math.max(...outcomes.map((outcome) => outcome.memoryKb));
  const failure = firstFailure(outcomes);
  if (type === problemType.acm) {
    return { status: failure?.status ?? accepted, score: 0, timeMs, memoryKb, subtasks: [] };
  }

  let subtasks: SubtaskOutcome[] = [];
  let score: number;
  if (mode === 'subtask_lowest' || mode === 'subtask_average') {
    const groups = new Map<number, CaseOutcome[]>();
    for (const outcome of outcomes)
      groups.set(outcome.groupNum, [...(groups.get(outcome.groupNum) ?? []), outcome]);
    subtasks = [...groups.entries()]
      .sort(([a], [b]) => a - b)
      .map(([group, cases]) => subtaskOf(group, cases, mode));
    score = subtasks.reduce((sum, subtask) => sum + subtask.score, 0);
  } else {
    score = Math.round(outcomes.reduce((sum, outcome) => sum + outcome.score, 0));
  }
  const status = !failure ? accepted : score > 0 ? judgeStatus.partialAccepted : failure.status;
  return { status, score, timeMs, memoryKb, subtasks };
}

/** Splits a problem's total OI score over its cases when they carry none: equal shares, the rest to the last. */
export function defaultCaseScores(totalScore: number, caseCount: number): number[] {
  if (caseCount === 0) return [];
  const share = Math.floor(totalScore / caseCount);
  return Array.from({ length: caseCount }, (_, index) =>
    index === caseCount - 1 ? totalScore - share * (caseCount - 1) : share,
  );
}

/**
 * The points of cases that carry none, for the subtask modes: a subtask earns the lowest (or the
 * average) of its cases' points, so every case of a subtask carries the whole subtask's share, and
 * the total is split evenly over the subtasks.
 */
export function defaultSubtaskCaseScores(totalScore: number, groupNums: readonly number[]): number[] {
  const groups = [...new Set(groupNums)].sort((a, b) => a - b);
  const shares = defaultCaseScores(totalScore, groups.length);
  return groupNums.map((group) => shares[groups.indexOf(group)] ?? 0);
}
