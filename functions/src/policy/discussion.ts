import { allowed, refused, type Decision } from './decision';
import { isGroupAdmin, type GroupRole } from './group';
import { isAdmin, type Viewer } from './viewer';

/*
 * Who moderates, edits and deletes a discussion (spec part 3, §2.1, §2.11 and §6). The site's board is
 * moderated by the site's admin roles; a group's board by the group's admins (its roots, its owner and
 * the super admin among them), as the original server's group discussion calls do.
 */

/** What the rules need of a discussion: its author, and the viewer's standing in its group, if any. */
export interface DiscussionFacts {
  authorUid: string;
  /** The viewer's role in the discussion's group; undefined for a discussion of the site's board. */
  groupRole: GroupRole | undefined;
}

/**
 * The board's moderators: they pin, see disabled discussions, and delete anyone's discussion, comment
 * or reply. The site's admin roles on the site's board; the group's admins on a group's.
 */
export function moderatesDiscussion(viewer: Viewer, facts: Pick<DiscussionFacts, 'groupRole'>): boolean {
  return facts.groupRole === undefined ? isAdmin(viewer) : isGroupAdmin(viewer, facts.groupRole);
}

/**
 * Editing: on the site's board its author only (spec §6: "edit only by its author"); on a group's
 * board its author or a group admin (the group's admin view edits).
 */
export function discussionEdit(
  viewer: Viewer,
  facts: DiscussionFacts,
): Decision<'discussionNotAuthor' | 'groupDiscussionChangeNotAllowed'> {
  if (viewer !== undefined && viewer.uid === facts.authorUid) return allowed;
  if (facts.groupRole === undefined) return refused('discussionNotAuthor');
  return moderatesDiscussion(viewer, facts) ? allowed : refused('groupDiscussionChangeNotAllowed');
}

/** Deleting: its author or the board's moderators. */
export function discussionDelete(
  viewer: Viewer,
  facts: DiscussionFacts,
): Decision<'discussionDeleteNotAllowed' | 'groupDiscussionChangeNotAllowed'> {
  if ((viewer !== undefined && viewer.uid === facts.authorUid) || moderatesDiscussion(viewer, facts))
    return allowed;
  return refused(
    facts.groupRole === undefined ? 'discussionDeleteNotAllowed' : 'groupDiscussionChangeNotAllowed',
  );
}
