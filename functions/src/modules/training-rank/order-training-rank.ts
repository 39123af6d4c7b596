/** Rank order (contract §2): more problems solved first, then the smaller sum of run times. */
export function byTrainingRank(
  a: { ac: number; totalRunTime: number },
  b: { ac: number; totalRunTime: number },
) {
  return b.ac - a.ac || a.totalRunTime - b.totalRunTime;
}

/** Rank numbers from 1 for rows already in rank order; rows with equal `ac` and time share one. */
export function rankNumbers(rows: readonly { ac: number; totalRunTime: number }[]): number[] {
  const numbers: number[] = [];
  rows.forEach((row, index) => {
    const before = rows[index - 1];
    const tied = before !== undefined && byTrainingRank(before, row) === 0;
    numbers.push(tied ? (numbers[index - 1] ?? 1) : index + 1);
  });
  return numbers;
}
