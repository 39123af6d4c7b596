/*
 * The board's grid, in em of the board's font size so one layout fits a 1280-pixel laptop and a
 * 1920-pixel projector: rank, name (takes what is left), solved, penalty, then one column a problem.
 */
export function boardColumns(problemCount: number): string {
  const problems = problemCount > 0 ? ` repeat(${problemCount}, minmax(2.4em, 4.2em))` : '';
  return `4em minmax(6em, 1fr) 3.6em 4.4em${problems}`;
}

/** A row's height in em: the name and school lines, or a cell's two lines, with room to breathe. */
export const rowHeightEm = 2.6;
