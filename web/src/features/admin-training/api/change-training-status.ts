import { adminChangeTrainingStatus } from '@oj/shared/api/admin-training';
import { useCallMutation } from '../../../lib/call-query';
import { trainingChangedKeys } from './training-changed-keys';

/** PUT /api/admin/training/change-training-status: the list's visible switch. */
export const useChangeTrainingStatus = () =>
  useCallMutation(adminChangeTrainingStatus, {
    toInput: ({ tid, author, status }: { tid: number; author: string; status: boolean }) => ({
      query: { tid, author, status: status ? ('true' as const) : ('false' as const) },
    }),
    invalidates: trainingChangedKeys,
  });
