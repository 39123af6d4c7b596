import { describe, expect, it } from 'vitest';
import { heatLevel, layOutHeatmap } from './heatmap-layout';

describe('the heatmap layout', () => {
  // 2025-06-14 is a Saturday, so the last column is full.
  const layout = layOutHeatmap(
    [
      { date: '2025-06-14', count: 3 },
      { date: '2024-06-13', count: 12 },
      { date: '2025-01-01', count: 1 },
    ],
    '2025-06-14',
  );

  it('covers 366 days ending on the end date, in columns of seven days starting on Sunday', () => {
    const cells = layout.weeks.flat().filter((cell) => cell !== null);
    expect(cells).toHaveLength(366);
    expect(cells[0]?.date).toBe('2024-06-14');
    expect(cells.at(-1)?.date).toBe('2025-06-14');
    expect(layout.weeks.every((week) => week.length === 7)).toBe(true);
    // 2024-06-14 is a Friday: five empty slots before it in the first column.
    expect(layout.weeks[0]?.slice(0, 5)).toEqual([null, null, null, null, null]);
    expect(layout.weeks[0]?.[5]?.date).toBe('2024-06-14');
    expect(layout.weeks.at(-1)?.[6]?.date).toBe('2025-06-14');
  });

  it('puts each count on its day, ignores days outside the year and sums the total', () => {
    const byDate = new Map(layout.weeks.flat().map((cell) => [cell?.date, cell]));
    expect(byDate.get('2025-06-14')).toEqual({ date: '2025-06-14', count: 3, level: 2 });
    expect(byDate.get('2025-01-01')?.count).toBe(1);
    expect(byDate.has('2024-06-13')).toBe(false);
    expect(layout.total).toBe(4);
  });

  it('pads the last column when the end date is not a Saturday', () => {
    const short = layOutHeatmap([], '2025-06-11', 7);
    expect(short.weeks).toHaveLength(2);
    expect(short.weeks[1]?.slice(0, 4).map((cell) => cell?.date)).toEqual([
      '2025-06-08',
      '2025-06-09',
      '2025-06-10',
      '2025-06-11',
    ]);
    expect(short.weeks[1]?.slice(4)).toEqual([null, null, null]);
  });

  it('marks the week where each month begins', () => {
    expect(layout.monthStarts[0]).toEqual({ weekIndex: 0, month: 5 });
    expect(layout.monthStarts).toHaveLength(13);
    expect(layout.monthStarts.find((start) => start.month === 0)?.weekIndex).toBe(29);
  });

  it('steps the colour by count', () => {
    expect([0, 1, 2, 3, 5, 6, 9, 10, 99].map(heatLevel)).toEqual([0, 1, 1, 2, 2, 3, 3, 4, 4]);
  });
});
