import {
  adminChangeTrainingStatus,
  adminCreateTraining,
  adminDeleteTraining,
  adminEditTraining,
  adminGetTraining,
  adminGetTrainingList,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { changeTrainingStatus } from './change-training-status';
import { createTraining } from './create-training';
import { deleteTraining } from './delete-training';
import { editTraining } from './edit-training';
import { getTraining } from './get-training';
import { getTrainingList } from './get-training-list';

/**
 * The trainings in the admin area: admins, problem admins and the super admin, each on the trainings
 * they created (the super admin on all); deleting is the super admin's alone (contract "Area: admin").
 */
export const adminTrainingRoutes: readonly Route[] = [
  route(adminGetTraining, 'admin', getTraining, { scope: { need: 'administer', of: 'training' } }),
  route(adminCreateTraining, 'admin', createTraining),
  route(adminEditTraining, 'admin', editTraining),
  route(adminDeleteTraining, 'root', deleteTraining, { scope: { need: 'administer', of: 'training' } }),
  route(adminGetTrainingList, 'admin', getTrainingList),
  route(adminChangeTrainingStatus, 'admin', changeTrainingStatus, {
    scope: { need: 'administer', of: 'training' },
  }),
];
