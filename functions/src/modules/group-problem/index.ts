/*
 * The group-problem module's public face: what other modules may use of it (a lint rule allows no other
 * way in). The rest of the folder is its own.
 */
export { groupAdminProblemRowOf } from './group-problem-view';
export { shownDisplayId, storedDisplayId } from './group-display-id';
