import {
  addGroupTrainingProblemFromGroup,
  addGroupTrainingProblemFromPublic,
  deleteGroupTrainingProblem,
  getGroupTrainingProblemList,
  updateGroupTrainingProblem,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { addProblemFromGroup } from './add-problem-from-group';
import { addProblemFromPublic } from './add-problem-from-public';
import { deleteTrainingProblem } from './delete-training-problem';
import { getTrainingProblemList } from './get-training-problem-list';
import { updateTrainingProblem } from './update-training-problem';

/**
 * The problems of a group's trainings (contract "Area: group"), each for a root of the group or the
 * group admin who made the training (`administer` of a group's training: spec part 3, §6).
 */
const administered = { scope: { need: 'administer', of: 'training' } } as const;

export const groupTrainingProblemRoutes: readonly Route[] = [
  route(getGroupTrainingProblemList, 'user', getTrainingProblemList, administered),
  route(updateGroupTrainingProblem, 'user', updateTrainingProblem, administered),
  route(deleteGroupTrainingProblem, 'user', deleteTrainingProblem, administered),
  route(addGroupTrainingProblemFromPublic, 'user', addProblemFromPublic, administered),
  route(addGroupTrainingProblemFromGroup, 'user', addProblemFromGroup, administered),
];
