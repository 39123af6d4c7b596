import { enforce } from '../../frame/enforce';
import { blockedPrefixes, prefixFactsOf } from '../../data/problems/blocked-prefixes';
import { anyPrefixViewer, problemPrefixAccess, type ProblemGate } from '../../policy/problem-access';
import { problemInScope, publicFound, type FoundScope } from '../../policy/scope';
import type { Viewer } from '../../policy/viewer';

/**
 * Refuse a problem the viewer may not open, see or submit to through `scope` (the public site unless
 * a request names a contest, training or group): the scope's entry and the problem's visibility
 * rules, then the blocked prefixes. The account is read only when the id falls under a blocked prefix
 * at all. The problem module calls it for every problem page; the submission module for submit and
 * Online Test.
 */
export async function assertProblemOpenTo(
  problem: ProblemGate,
  viewer: Viewer,
  scope: FoundScope = publicFound,
  /** The contest of `scope` holds the problem (a contest-only problem opens there only). */
  holdsProblem = false,
): Promise<void> {
  enforce(problemInScope(viewer, problem, scope, Date.now(), holdsProblem));
  const prefixes = await blockedPrefixes();
  if (problemPrefixAccess(problem.problemId, prefixes, anyPrefixViewer).allowed) return;
  enforce(problemPrefixAccess(problem.problemId, prefixes, await prefixFactsOf(viewer?.uid)));
}
