import type { ProblemRef } from '@oj/shared';
import { findPidByProblemId } from './get-problem';

/**
 * The pid a call's `pid` names: a number is the pid; a display id (`"P1000"`, any letter case) is
 * looked up through its claim. Undefined when no problem has that display id.
 */
export async function resolveProblemRef(ref: ProblemRef): Promise<number | undefined> {
  if (typeof ref === 'number') return ref;
  return findPidByProblemId(ref);
}
