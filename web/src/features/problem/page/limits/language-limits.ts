/**
 * Spec §9: limits are given for C/C++; other languages get double, except on Codeforces and Gym
 * problems, whose limits hold for every language.
 */
export function otherLanguagesDoubled(problemId: string): boolean {
  const upper = problemId.toUpperCase();
  return !upper.startsWith('CF-') && !upper.startsWith('GYM-');
}
