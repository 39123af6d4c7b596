/*
 * The admin-training-problem module's public face: what other modules may use of it (a lint rule
 * allows no other way in). A group's trainings keep their problems with the same functions.
 */
export { addPublicProblemToTraining, linkProblemLast } from './add-problem-from-public';
export { unlinkTrainingProblem } from './delete-training-problem';
export { trainingProblemPicker } from './get-problem-list';
export { saveTrainingProblemLink } from './update-training-problem';
