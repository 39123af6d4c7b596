/** The pie chart's categories of spec §9, in its order, with the key of each in `problemCount`. */
export const pieCategories = [
  { label: 'AC', key: 'ac', color: '#10b981' },
  { label: 'WA', key: 'wa', color: '#ef4444' },
  { label: 'TLE', key: 'tle', color: '#f97316' },
  { label: 'MLE', key: 'mle', color: '#f59e0b' },
  { label: 'RE', key: 're', color: '#8b5cf6' },
  { label: 'CE', key: 'ce', color: '#eab308' },
  { label: 'PA', key: 'pa', color: '#14b8a6' },
  { label: 'PE', key: 'pe', color: '#ec4899' },
] as const;

export type PieCounts = Record<(typeof pieCategories)[number]['key'], number>;

export interface PieSlice {
  label: string;
  color: string;
  count: number;
  /** Share of the counted verdicts, 0–1. */
  share: number;
  /** SVG path of the slice in a circle of radius 1 centred on 0,0; empty for an empty slice. */
  path: string;
}

const point = (turn: number) => {
  const angle = 2 * Math.PI * turn - Math.PI / 2;
  return `${Math.cos(angle).toFixed(4)} ${Math.sin(angle).toFixed(4)}`;
};

/**
 * The slices of the verdict pie, clockwise from the top. A slice that is the whole pie is drawn as
 * two half arcs, since one SVG arc cannot start and end at the same point.
 */
export function pieSlices(counts: PieCounts): PieSlice[] {
  const counted = pieCategories.reduce((sum, category) => sum + Math.max(0, counts[category.key]), 0);
  let start = 0;
  return pieCategories.map(({ label, key, color }) => {
    const count = Math.max(0, counts[key]);
    const share = counted > 0 ? count / counted : 0;
    const end = start + share;
    let path = '';
    if (share >= 1) path = `M ${point(0)} A 1 1 0 1 1 ${point(0.5)} A 1 1 0 1 1 ${point(0)} Z`;
    else if (share > 0) path = `M 0 0 L ${point(start)} A 1 1 0 ${share > 0.5 ? 1 : 0} 1 ${point(end)} Z`;
    start = end;
    return { label, color, count, share, path };
  });
}
