/** The motivational line of the quiz results (spec §9): one list per score tier. */
export type ScoreTier = 'perfect' | 'great' | 'pass' | 'low' | 'zero';

/** Tiers: 100, 80 and up, 60 and up, 1 to 59, 0. */
export function scoreTier(score: number): ScoreTier {
  if (score >= 100) return 'perfect';
  if (score >= 80) return 'great';
  if (score >= 60) return 'pass';
  if (score >= 1) return 'low';
  return 'zero';
}

/** A random line of the tier's list ("a random motivational line", spec §2). */
export function pickLine(lines: readonly string[], random: () => number = Math.random): string {
  if (lines.length === 0) return '';
  return lines[Math.min(lines.length - 1, Math.floor(random() * lines.length))] as string;
}
