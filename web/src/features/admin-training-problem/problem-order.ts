/** A problem of the training as the order needs it: its link's display id and rank. */
export interface OrderedProblem {
  pid: number;
  displayId: string;
  rank: number;
}

/**
 * The rank writes that move the problem at `from` to `to`: the list is numbered 1, 2, 3… in its new
 * order and only the links whose rank changes are written, so a move inside a numbered list costs
 * two writes and ties left by older data are settled on the first move.
 */
export function reorderWrites(
  problems: readonly OrderedProblem[],
  from: number,
  to: number,
): OrderedProblem[] {
  if (from === to || from < 0 || to < 0 || from >= problems.length || to >= problems.length) return [];
  const order = [...problems];
  const [moved] = order.splice(from, 1);
  if (!moved) return [];
  order.splice(to, 0, moved);
  return order
    .map((problem, index) => ({ ...problem, rank: index + 1 }))
    .filter((problem) => problems.find((before) => before.pid === problem.pid)?.rank !== problem.rank);
}
