import { adminCreateTraining, adminEditTraining, type TrainingBody } from '@oj/shared/api/admin-training';
import { useCallMutation } from '../../../lib/call-query';
import { trainingChangedKeys } from './training-changed-keys';

/** POST /api/admin/training: a new training (the server sets its author). */
export const useCreateTraining = () =>
  useCallMutation(adminCreateTraining, {
    toInput: (body: TrainingBody) => ({ body }),
    invalidates: trainingChangedKeys,
  });

/** PUT /api/admin/training: the stored training changed. */
export const useEditTraining = () =>
  useCallMutation(adminEditTraining, {
    toInput: ({ id, body }: { id: number; body: TrainingBody }) => ({
      body: { training: { ...body.training, id }, trainingCategory: body.trainingCategory },
    }),
    invalidates: trainingChangedKeys,
  });
