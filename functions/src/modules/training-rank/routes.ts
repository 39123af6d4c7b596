import { getTrainingRank as getTrainingRankCall } from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getTrainingRank } from './get-training-rank';

/** A training's rank, to accounts that may enter the training. */
export const trainingRankRoutes: readonly Route[] = [
  route(getTrainingRankCall, 'user', getTrainingRank, { scope: { need: 'enter', of: 'training' } }),
];
