import { deleteCommentsOf } from '../../data/comments/delete-comments-of';
import { deleteDiscussion } from '../../data/discussions/delete-discussion';
import { forgetDiscussionSnapshot } from '../../data/discussions/list-discussion-lines';
import { listGroupDiscussionLines } from '../../data/discussions/list-group-discussion-lines';

/**
 * Deletes every discussion of a disbanded group with its likes, views, comments and replies, one
 * discussion after another (each as `DELETE group/discussion` deletes one, without telling authors:
 * the group's end is the news). Safe to run again: a discussion already gone is passed over, and the
 * lines are read again on each run. Answers how many it deleted.
 */
export async function deleteGroupDiscussions(gid: number): Promise<number> {
  let deleted = 0;
  for (const line of await listGroupDiscussionLines(gid)) {
    if (await deleteDiscussion(line.id)) deleted += 1;
    await deleteCommentsOf({ did: line.id });
  }
  forgetDiscussionSnapshot();
  return deleted;
}
