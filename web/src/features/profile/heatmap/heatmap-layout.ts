import { profileRules } from '@oj/shared/api/profile';

/** One day of the heatmap; `level` 0–4 picks the colour step. */
export interface HeatmapCell {
  date: string;
  count: number;
  level: number;
}

/** A column of the grid: seven slots, Sunday first; days outside the year are null. */
export type HeatmapWeek = (HeatmapCell | null)[];

export interface HeatmapLayout {
  weeks: HeatmapWeek[];
  /** Where a month's label goes: the week in which the month's first shown day falls. */
  monthStarts: { weekIndex: number; month: number }[];
  total: number;
}

const dayMs = 86_400_000;

/** Fixed steps so a colour means the same amount on every user's page. */
export function heatLevel(count: number): number {
  if (count <= 0) return 0;
  if (count <= 2) return 1;
  if (count <= 5) return 2;
  if (count <= 9) return 3;
  return 4;
}

function utcDate(day: string): Date {
  return new Date(`${day}T00:00:00Z`);
}

/**
 * Lays out the last year (366 UTC days ending `endDate`, as the server counts them) as weeks × days,
 * the way a contribution calendar reads: columns are weeks, rows Sunday to Saturday.
 */
export function layOutHeatmap(
  dataList: readonly { date: string; count: number }[],
  endDate: string,
  days: number = profileRules.heatmapDays,
): HeatmapLayout {
  const counts = new Map(dataList.map((day) => [day.date, day.count]));
  const end = utcDate(endDate).getTime();
  const start = end - (days - 1) * dayMs;
  const weeks: HeatmapWeek[] = [];
  const monthStarts: HeatmapLayout['monthStarts'] = [];
  let week: HeatmapWeek = new Array<HeatmapCell | null>(new Date(start).getUTCDay()).fill(null);
  let total = 0;
  let lastMonth = -1;
  for (let time = start; time <= end; time += dayMs) {
    const date = new Date(time);
    const day = date.toISOString().slice(0, 10);
    const count = counts.get(day) ?? 0;
    total += count;
    if (date.getUTCMonth() !== lastMonth) {
      lastMonth = date.getUTCMonth();
      monthStarts.push({ weekIndex: weeks.length, month: lastMonth });
    }
    week.push({ date: day, count, level: heatLevel(count) });
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  if (week.length > 0) weeks.push([...week, ...new Array<null>(7 - week.length).fill(null)]);
  return { weeks, monthStarts, total };
}
