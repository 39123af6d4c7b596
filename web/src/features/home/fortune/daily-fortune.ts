import { formatLocalDay } from '../../../lib/format';
import { hashText, seededRandom } from './seeded-random';

/**
 * The twelve luck ratings with their weights: the middle ones come up most often. Index i names the
 * catalogue entry `fortune.luck.i`.
 */
export const luckWeights = [2, 5, 8, 10, 12, 14, 14, 12, 10, 7, 4, 2] as const;

/** Sizes of the recommended and avoided lists (spec §9); the texts are in the catalogues. */
export const recommendedCount = 30;
export const avoidedCount = 44;
export const picksPerList = 3;

export interface DailyFortune {
  luck: number;
  recommended: number[];
  avoided: number[];
}

function pickWeighted(random: () => number, weights: readonly number[]): number {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let point = random() * total;
  for (let index = 0; index < weights.length; index++) {
    point -= weights[index] ?? 0;
    if (point < 0) return index;
  }
  return weights.length - 1;
}

function pickDistinct(random: () => number, size: number, count: number): number[] {
  const chosen: number[] = [];
  while (chosen.length < count) {
    const index = Math.floor(random() * size);
    if (!chosen.includes(index)) chosen.push(index);
  }
  return chosen;
}

/** Today's fortune for a user (or `guest`): the same all day, changing at the user's midnight (spec §1). */
export function dailyFortune(now: Date, username: string | null | undefined): DailyFortune {
  const random = seededRandom(hashText(`${formatLocalDay(now)}|${username || 'guest'}`));
  return {
    luck: pickWeighted(random, luckWeights),
    recommended: pickDistinct(random, recommendedCount, picksPerList),
    avoided: pickDistinct(random, avoidedCount, picksPerList),
  };
}
