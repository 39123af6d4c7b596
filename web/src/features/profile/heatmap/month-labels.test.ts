import { describe, expect, it } from 'vitest';
import { layOutHeatmap } from './heatmap-layout';
import { monthLabels } from './month-labels';

describe('the heatmap month labels', () => {
  it('drop a first month too short for its label, so no two labels overlap', () => {
    // 366 days ending 2025-06-24 start in the last week of June 2024: July begins one column later.
    const labels = monthLabels(layOutHeatmap([], '2025-06-24').monthStarts);
    for (let index = 1; index < labels.length; index++) {
      expect((labels[index]?.weekIndex ?? 0) - (labels[index - 1]?.weekIndex ?? 0)).toBeGreaterThanOrEqual(3);
    }
    expect(labels[0]?.month).toBe(6);
  });

  it('keep every label when the months are wide enough', () => {
    const starts = [
      { weekIndex: 0, month: 0 },
      { weekIndex: 4, month: 1 },
      { weekIndex: 8, month: 2 },
    ];
    expect(monthLabels(starts)).toEqual(starts);
  });
});
