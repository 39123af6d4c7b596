/** The neighbours of the open problem in the navigator's list (ids compared ignoring case): null at either end. */
export function neighbours<T extends { problemId: string }>(
  problems: readonly T[],
  openId: string,
): { previous: T | null; next: T | null } {
  const at = problems.findIndex((problem) => problem.problemId.toLowerCase() === openId.toLowerCase());
  if (at < 0) return { previous: null, next: problems[0] ?? null };
  return { previous: problems[at - 1] ?? null, next: problems[at + 1] ?? null };
}
