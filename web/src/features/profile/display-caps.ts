/** Display caps of spec §9: a huge number would break the stat tiles, so it shows as a ceiling. */
export const ratingDisplayCap = 9999;
export const scoreDisplayCap = 5000;

function capped(value: number, cap: number): string {
  const whole = Math.floor(value);
  return whole > cap ? `${cap}+` : String(whole);
}

export function formatRating(rating: number): string {
  return capped(rating, ratingDisplayCap);
}

export function formatScore(score: number): string {
  return capped(score, scoreDisplayCap);
}

/** The sum of a user's best OI rank scores: the "score" of the user home. */
export function totalScore(scoreList: readonly number[]): number {
  return scoreList.reduce((sum, score) => sum + score, 0);
}
