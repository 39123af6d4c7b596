/*
 * The training module's public face: what other modules may use of it (a lint rule allows no other
 * way in). The rest of the folder is its own.
 */
export { assertProblemInTraining } from './assert-problem-in-training';
export { trainingProblemRows } from './training-problem-rows';
export { trainingViewPage } from './training-view-page';
