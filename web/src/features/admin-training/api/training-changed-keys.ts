import { adminGetTraining, adminGetTrainingList } from '@oj/shared/api/admin-training';
import { getTrainingDetail, getTrainingList } from '@oj/shared/api/training';
import { callKey } from '../../../lib/call-query';

/** What a write to a training makes stale: the admin list and form, and the site's list and training. */
export const trainingChangedKeys = [
  callKey(adminGetTrainingList),
  callKey(adminGetTraining),
  callKey(getTrainingList),
  callKey(getTrainingDetail),
];
