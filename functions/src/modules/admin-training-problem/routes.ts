import {
  adminAddTrainingProblemFromPublic,
  adminDeleteTrainingProblem,
  adminGetTrainingProblemList,
  adminImportTrainingRemoteProblem,
  adminUpdateTrainingProblem,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { addProblemFromPublic } from './add-problem-from-public';
import { deleteTrainingProblem } from './delete-training-problem';
import { getTrainingProblemList } from './get-problem-list';
import { importRemoteProblem } from './import-remote-problem';
import { updateTrainingProblem } from './update-training-problem';

/**
 * A training's problems in the admin area, for the training's admins; reordering and removing are
 * the super admin's and problem admins' (contract "Area: admin").
 */
export const adminTrainingProblemRoutes: readonly Route[] = [
  route(adminGetTrainingProblemList, 'admin', getTrainingProblemList, {
    scope: { need: 'administer', of: 'training' },
  }),
  route(adminAddTrainingProblemFromPublic, 'admin', addProblemFromPublic, {
    scope: { need: 'administer', of: 'training' },
  }),
  route(adminUpdateTrainingProblem, 'problem_admin', updateTrainingProblem, {
    scope: { need: 'administer', of: 'training' },
  }),
  route(adminDeleteTrainingProblem, 'problem_admin', deleteTrainingProblem, {
    scope: { need: 'administer', of: 'training' },
  }),
  route(adminImportTrainingRemoteProblem, 'admin', importRemoteProblem),
];
