import { adminDeleteTraining } from '@oj/shared/api/admin-training';
import { useCallMutation } from '../../../lib/call-query';
import { trainingChangedKeys } from './training-changed-keys';

/** DELETE /api/admin/training?tid= (super admin): the training and its problem links. */
export const useDeleteTraining = () =>
  useCallMutation(adminDeleteTraining, {
    toInput: (tid: number) => ({ query: { tid } }),
    invalidates: trainingChangedKeys,
  });
