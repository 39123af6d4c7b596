/*
 * The admin-training module's public face: what other modules may use of it (a lint rule allows no
 * other way in). The group's trainings are written with the same form functions.
 */
export { adminTrainingOf } from './admin-training-view';
export { saveTrainingStatus } from './change-training-status';
export { storeTrainingForm } from './create-training';
export { saveTrainingEdit } from './edit-training';
export { trainingFormOf } from './get-training';
