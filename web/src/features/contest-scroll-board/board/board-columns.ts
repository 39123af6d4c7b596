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

/** The narrowest the board may get before it scrolls sideways (a phone): every column at its minimum. */
export function boardMinWidthEm(problemCount: number): number {
  const columns = 4 + 6 + 3.6 + 4.4 + problemCount * 2.4;
  const gaps = 0.2 * (problemCount + 3);
  const padding = 0.6 + 0.25;
  return columns + gaps + padding;
}
