import type { addDiscussion } from '@oj/shared';
import type { CallBody } from '@oj/shared';
import { listDiscussionCategories } from '../../data/discussions/discussion-categories';
import { AppError } from '../../frame/app-error';
import type { SignedInContext } from '../../frame/route';
import { discussionProblemId, titleForProblem } from './discussion-problem';
import { isSolutionCategory } from './discussion-roles';
import { enforce } from '../../frame/enforce';
import { holdsPermission } from '../../policy/permission';

/** The fields a post or an edit stores, checked: the problem's display id as the problem spells it. */
export interface CheckedDiscussion {
  title: string;
  description: string;
  pid: string | null;
  /** Undefined for those who do not moderate the board: the pin is theirs to leave alone. */
  topPriority: boolean | undefined;
}

/** Where a post goes and what the poster may do there. */
export interface BoardStanding {
  /** The group whose board it is; null for the site's board. */
  gid: number | null;
  /** The poster moderates that board (`moderatesDiscussion`): pins, posts solutions freely. */
  moderator: boolean;
}

export function requirePostingRight(context: SignedInContext): void {
  enforce(holdsPermission(context.user.roleCode, 'discussion_add'));
}

/**
 * The category must exist. The solutions category (hidden from non-admins' sidebar) takes a
 * non-moderator's post only when it is about a problem: that is how a student posts a solution from
 * the problem's own discussion page.
 */
export async function checkCategory(
  categoryId: number,
  pid: string | null,
  moderator: boolean,
): Promise<void> {
  const category = (await listDiscussionCategories()).find((row) => row.id === categoryId);
  if (!category) throw new AppError('discussionCategoryNotFound', { categoryId });
  if (isSolutionCategory(category.name) && pid === null && !moderator)
    throw new AppError('discussionSolutionCategoryNeedsProblem');
}

export async function checkedDiscussion(
  body: CallBody<typeof addDiscussion>,
  board: BoardStanding,
): Promise<CheckedDiscussion> {
  const pid = body.pid ? await discussionProblemId(body.pid, board.gid) : null;
  return {
    title: titleForProblem(body.title, pid),
    description: body.description,
    pid,
    topPriority: board.moderator ? (body.topPriority ?? false) : undefined,
  };
}
