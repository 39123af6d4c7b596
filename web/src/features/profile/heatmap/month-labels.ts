import type { HeatmapLayout } from './heatmap-layout';

/** The widest month label ("Sep", "10月") needs about three week columns. */
export const minWeeksBetweenLabels = 3;

/**
 * The month labels that fit: a label closer than `minWeeks` columns to the next one is dropped. Only
 * the first month can be that short (the year shown starts inside it), so the heatmap loses the label
 * of a partial month instead of printing two labels over each other.
 */
export function monthLabels(
  monthStarts: HeatmapLayout['monthStarts'],
  minWeeks: number = minWeeksBetweenLabels,
): HeatmapLayout['monthStarts'] {
  return monthStarts.filter((start, index) => {
    const next = monthStarts[index + 1];
    return !next || next.weekIndex - start.weekIndex >= minWeeks;
  });
}
