import {
  addGroupTraining,
  changeGroupTrainingStatus,
  deleteGroupTraining,
  getGroupAdminTrainingList,
  getGroupTraining,
  getGroupTrainingList,
  updateGroupTraining,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { addTraining } from './add-training';
import { changeTrainingStatus } from './change-training-status';
import { deleteTraining } from './delete-training';
import { getAdminTrainingList } from './get-admin-training-list';
import { getTraining } from './get-training';
import { getTrainingList } from './get-training-list';
import { updateTraining } from './update-training';

/**
 * A group's trainings (contract "Area: group"): the list for its members, the admin list and new
 * trainings for its admins, and a training's form, edit, deletion and visibility for a root of the
 * group or the group admin who made it (spec part 3, §6; `administer` of a group's training).
 */
export const groupTrainingRoutes: readonly Route[] = [
  route(getGroupTrainingList, 'user', getTrainingList, { scope: { need: 'enter', of: 'group' } }),
  route(getGroupAdminTrainingList, 'user', getAdminTrainingList, { scope: { need: 'enter', of: 'group' } }),
  route(getGroupTraining, 'user', getTraining, { scope: { need: 'administer', of: 'training' } }),
  route(addGroupTraining, 'user', addTraining),
  route(updateGroupTraining, 'user', updateTraining),
  route(deleteGroupTraining, 'user', deleteTraining, { scope: { need: 'administer', of: 'training' } }),
  route(changeGroupTrainingStatus, 'user', changeTrainingStatus, {
    scope: { need: 'administer', of: 'training' },
  }),
];
