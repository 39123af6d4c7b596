import {
  adminAddTrainingCategory,
  adminDeleteTrainingCategory,
  adminUpdateTrainingCategory,
} from '@oj/shared/api/admin-training-category';
import { getTrainingCategory, getTrainingList } from '@oj/shared/api/training';
import { callKey, callQueryOptions, useCallMutation } from '../../../lib/call-query';

/** GET /api/get-training-category: every category (an admin reads the hidden ones too). */
export const categoriesQueryOptions = () =>
  callQueryOptions(getTrainingCategory, {}, { staleTime: 0, alsoKeyedBy: 'admin' });

/** A category's change shows in every list of categories and in the trainings' tags. */
const changedKeys = [callKey(getTrainingCategory), callKey(getTrainingList)];

export const useAddCategory = () =>
  useCallMutation(adminAddTrainingCategory, {
    toInput: (body: { name: string; color: string }) => ({ body }),
    invalidates: changedKeys,
  });

export const useUpdateCategory = () =>
  useCallMutation(adminUpdateTrainingCategory, {
    toInput: (body: { id: number; name: string; color: string }) => ({ body }),
    invalidates: changedKeys,
  });

/** Refused by the server while a training is still in the category (its message says so). */
export const useDeleteCategory = () =>
  useCallMutation(adminDeleteTrainingCategory, {
    toInput: (cid: number) => ({ query: { cid } }),
    invalidates: changedKeys,
  });
