/*
 * The admin-problem module's public face: what other modules may use of it (a lint rule allows no other
 * way in). The rest of the folder is its own.
 */
export { problemFormAnswer } from './get-problem';
export { filterAdminProblems } from './get-problem-list';
export { adminProblemRow } from './problem-form-view';
export { saveProblemPayload } from './save-problem-payload';
export { saveProblemForm } from './update-problem';
