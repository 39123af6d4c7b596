/*
 * The admin-contest-problem module's public face: what other modules may use of it (a lint rule
 * allows no other way in). The group's contest problem calls run these with the group contest as the
 * scope. The rest of the folder is its own.
 */
export { addPublicProblem } from './add-problem-from-public';
export { contestProblemLink } from './get-contest-problem-info';
export { contestProblemList, type ContestProblemList } from './get-problem-list';
export { linkProblem } from './link-problem';
export { assertProblemFitsContest } from './problem-fits-contest';
export { removeFromContest } from './delete-contest-problem';
export { setContestProblemLink } from './set-contest-problem-info';
