/** Gold, silver and bronze medal counts, in that order (the scroll board's `medals[]`). */
export type MedalCounts = readonly [gold: number, silver: number, bronze: number];

/** Spec §5 and §9: by default 10 %, 20 % and 30 % of the ranked contestants get gold, silver and bronze. */
const defaultPercents = [10, 20, 30] as const;

/**
 * The default medals for `ranked` contestants (star users not counted): each share of them,
 * floored; worked in whole-number percentages, so a whole share is never floored below itself.
 */
export function defaultMedalCounts(ranked: number): MedalCounts {
  const people = Math.max(0, Math.floor(ranked));
  const share = (percent: number) => Math.floor((people * percent) / 100);
  return [share(defaultPercents[0]), share(defaultPercents[1]), share(defaultPercents[2])];
}

/** A count typed into the form: a whole number from 0, else null. */
export function parseMedalCount(text: string): number | null {
  return /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null;
}
