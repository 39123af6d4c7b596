/*
 * The admin-problem module's public face: what other modules may use of it (a lint rule allows no other
 * way in). The rest of the folder is its own.
 */
export { compileChecker } from './compile-checker';
export { deleteProblemEverywhere } from './delete-problem';
export { problemFormAnswer } from './get-problem';
export { filterAdminProblems } from './get-problem-list';
export { adminProblemRow, caseRows } from './problem-form-view';
export { saveProblemPayload, type ProblemOwner } from './save-problem-payload';
export { saveProblemForm } from './update-problem';
