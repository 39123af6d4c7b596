import { discussionRules } from '@oj/shared';

/*
 * The board's admin roles (spec part 3, §6; contract: root, admin, problem_admin) are policy/viewer's
 * `isAdmin`: they pin, disable and delete any discussion, see the solutions category and the admin list.
 */

export function isSolutionCategory(name: string): boolean {
  return name === discussionRules.solutionCategoryName;
}
