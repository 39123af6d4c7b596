import { enforce } from '../../frame/enforce';
import { blockedPrefixes, prefixFactsOf } from '../../data/problems/blocked-prefixes';
import {
  anyPrefixViewer,
  problemPrefixAccess,
  problemVisibility,
  type ProblemGate,
  type ProblemScopeFacts,
} from '../../policy/problem-access';
import type { Viewer } from '../../policy/viewer';

/**
 * Refuse a problem the viewer may not open, see or submit to: the visibility rules, then the blocked
 * prefixes. The account is read only when the id falls under a blocked prefix at all. The problem
 * area calls it for every problem page; the submission area for submit and Online Test.
 */
export async function assertProblemOpenTo(
  problem: ProblemGate,
  viewer: Viewer,
  facts: ProblemScopeFacts = {},
): Promise<void> {
  enforce(problemVisibility(viewer, problem, facts));
  const prefixes = await blockedPrefixes();
  if (problemPrefixAccess(problem.problemId, prefixes, anyPrefixViewer).allowed) return;
  enforce(problemPrefixAccess(problem.problemId, prefixes, await prefixFactsOf(viewer?.uid)));
}
