import type { DemoProblem } from './demo-problem';
import { aPlusB } from './problems/a-plus-b';
import { maxSubarrayProblem } from './problems/max-subarray';
import { anyFactor } from './problems/any-factor';
import { guessNumber } from './problems/guess-number';
import { fileSort } from './problems/file-sort';
import { lcmPairs } from './problems/lcm-pairs';
import { countPrimes } from './problems/count-primes';
import { quizBasics } from './problems/quiz-basics';

/**
 * The demo problems, in the order they are created (and so in pid order). Together they use every
 * judge mode (default, spj, interactive), every judge case mode, file IO, a tight time limit, both
 * problem types and a quiz paper.
 */
export const demoProblems: readonly DemoProblem[] = [
  aPlusB,
  maxSubarrayProblem,
  anyFactor,
  guessNumber,
  fileSort,
  lcmPairs,
  countPrimes,
  quizBasics,
];
