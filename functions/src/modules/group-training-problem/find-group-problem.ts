import type { ProblemSummary } from '../../data/problems/problem-summary';

/**
 * The problem of group `gid` whose display id is `wanted`: as the group's list shows it (the group's
 * short name in front) or as its form does (without it), letter case ignored. Another group's problem
 * or a public one is never found, whatever its id.
 */
export function findGroupProblem(
  catalogue: readonly ProblemSummary[],
  group: { gid: number; shortName: string },
  wanted: string,
): ProblemSummary | undefined {
  const asTyped = wanted.toLowerCase();
  const withPrefix = `${group.shortName.toLowerCase()}${asTyped}`;
  return catalogue.find((summary) => {
    if (summary.gid !== group.gid) return false;
    const problemId = summary.problemId.toLowerCase();
    return problemId === asTyped || problemId === withPrefix;
  });
}
