import { getTrainingCategory } from '@oj/shared/api/training';
import { callQueryOptions } from '../../../lib/call-query';

/** GET /api/get-training-category: the site's categories (hidden ones for admins only). */
export const trainingCategoryQueryOptions = (uid: string | null) =>
  callQueryOptions(getTrainingCategory, {}, { staleTime: 60_000, alsoKeyedBy: uid });
