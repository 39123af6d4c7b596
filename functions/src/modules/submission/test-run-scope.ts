import { publicScope, scopeOf, type testJudgeTypes } from '@oj/shared';
import type { RequestUser } from '../../frame/request-context';
import { enforce } from '../../frame/enforce';
import type { Problem } from '../../data/problems/problem-item';
import { scopeSubmission, type FoundScope } from '../../policy/scope';
import { readScope } from '../../scope/open-scope';
import { assertJudgingOpen } from './submit-rules';

type TestJudgeType = (typeof testJudgeTypes)[number];

/**
 * The scope an Online Test that names no contest runs in. Its `type` says which kind of page it comes
 * from but carries no id: a group's page tests the problem in the group that owns it (`problem.gid`),
 * which must exist and admit the user. A contest's page that names no contest (`cid`), or a problem
 * of no group, tests under the problem's own rules, as on the public site: a run records nothing in
 * any scope, and a contest-only problem stays closed until its contest is named.
 */
export async function openTestRunScope(
  type: TestJudgeType,
  problem: Pick<Problem, 'gid'>,
  user: RequestUser,
): Promise<FoundScope> {
  const ref = type === 'group' && problem.gid !== null ? scopeOf({ gid: problem.gid }) : publicScope;
  // The group is the problem's, not the request's (which names none): read here, with the user's
  // standing in it, and decided as the route's scope step would for a submission there.
  const scope = await readScope(ref, user);
  enforce(scopeSubmission(user, scope, Date.now()));
  await assertJudgingOpen(scope);
  return scope;
}
