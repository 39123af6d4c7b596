/*
 * The discussion module's public face: what other modules may use of it (a lint rule allows no other
 * way in). The rest of the folder is its own.
 */
export { roleOfLine } from './discussion-author';
export { discussionMineWrites, reportHandledWrites } from './discussion-messages';
export { findDiscussion } from './find-discussion';
export { removeDiscussion } from './remove-discussion';
export { requireSolvedProblems } from './solved-problems-requirement';
