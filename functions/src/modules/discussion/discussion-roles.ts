import { discussionRules, permissionsOf, type RoleCode } from '@oj/shared';

/*
 * The board's admin roles (spec part 3, §6; contract: root, admin, problem_admin) are policy/viewer's
 * `isAdmin`: they pin, disable and delete any discussion, see the solutions category and the admin list.
 */

/** Starting or editing a discussion needs `discussion_add`: roles 1004–1007 lack it. */
export function mayPostDiscussion(code: RoleCode): boolean {
  return permissionsOf(code).includes('discussion_add');
}

export function isSolutionCategory(name: string): boolean {
  return name === discussionRules.solutionCategoryName;
}
