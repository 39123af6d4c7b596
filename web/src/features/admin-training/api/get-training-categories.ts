import { getTrainingCategory } from '@oj/shared/api/training';
import { callQueryOptions } from '../../../lib/call-query';

/** GET /api/get-training-category: every category (admins read the hidden ones too), for the form's select. */
export const trainingCategoriesQueryOptions = () =>
  callQueryOptions(getTrainingCategory, {}, { staleTime: 0, alsoKeyedBy: 'admin' });
