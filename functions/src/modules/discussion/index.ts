/*
 * The discussion module's public face: what other modules may use of it (a lint rule allows no other
 * way in). The rest of the folder is its own. A group's board (module group-discussion) is this
 * board's code with the group as its scope: it opens, posts, edits, lists and deletes through these.
 */
export { roleOfLine } from './discussion-author';
export { discussionMineWrites, discussionUrl, reportHandledWrites } from './discussion-messages';
export { editDiscussion } from './edit-discussion';
export { filterDiscussionLines, sortDiscussionLines } from './filter-discussion-lines';
export { findDiscussion } from './find-discussion';
export {
  discussionFacts,
  moderatesOpened,
  openDiscussion,
  openGroupDiscussion,
  type OpenedDiscussion,
} from './open-discussion';
export { postDiscussion, type DiscussionBoard } from './post-discussion';
export { requireGroupDiscussion } from './public-discussion-switch';
export { removeDiscussion, removeOpenedDiscussion } from './remove-discussion';
export { requireSolvedProblems } from './solved-problems-requirement';
