import {
  getTrainingAccess as getTrainingAccessCall,
  getTrainingCategory as getTrainingCategoryCall,
  getTrainingDetail as getTrainingDetailCall,
  getTrainingList as getTrainingListCall,
  getTrainingProblemDetails as getTrainingProblemDetailsCall,
  getTrainingProblemList as getTrainingProblemListCall,
  registerTraining as registerTrainingCall,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getTrainingAccess } from './get-training-access';
import { getTrainingCategory } from './get-training-category';
import { getTrainingDetail } from './get-training-detail';
import { getTrainingList } from './get-training-list';
import { getTrainingProblemDetails } from './get-training-problem-details';
import { getTrainingProblemList } from './get-training-problem-list';
import { registerTraining } from './register-training';

/** The public training calls: categories and the list to anyone, the rest to accounts. */
export const trainingRoutes: readonly Route[] = [
  route(getTrainingCategoryCall, 'anyone', getTrainingCategory),
  route(getTrainingListCall, 'anyone', getTrainingList),
  route(getTrainingDetailCall, 'user', getTrainingDetail, { scope: { need: 'sight', of: 'training' } }),
  route(getTrainingAccessCall, 'user', getTrainingAccess, { scope: { need: 'sight', of: 'training' } }),
  route(registerTrainingCall, 'user', registerTraining, { scope: { need: 'sight', of: 'training' } }),
  route(getTrainingProblemListCall, 'user', getTrainingProblemList, {
    scope: { need: 'enter', of: 'training' },
  }),
  route(getTrainingProblemDetailsCall, 'user', getTrainingProblemDetails, {
    scope: { need: 'enter', of: 'training' },
  }),
];
