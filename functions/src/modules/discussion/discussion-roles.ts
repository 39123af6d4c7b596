import { discussionRules, permissionsOf, roleSatisfies, type RoleCode } from '@oj/shared';

/**
 * The admin roles of the board (spec part 3, §6; contract: root, admin, problem_admin): they pin,
 * disable and delete any discussion, see the solutions category and the admin list.
 */
export function isBoardAdmin(code: RoleCode | undefined): boolean {
  return code !== undefined && roleSatisfies(code, 'admin');
}

/** Starting or editing a discussion needs `discussion_add`: roles 1004–1007 lack it. */
export function mayPostDiscussion(code: RoleCode): boolean {
  return permissionsOf(code).includes('discussion_add');
}

export function isSolutionCategory(name: string): boolean {
  return name === discussionRules.solutionCategoryName;
}
