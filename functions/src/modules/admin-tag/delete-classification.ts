import type { adminDeleteTagClassification as call } from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { deleteTagClassification } from '../../data/tags/delete-tag-classification';

/** DELETE /api/admin/tag/classification: the classification goes; its tags stay, unclassified. */
export const deleteClassification: Route<typeof call>['handle'] = async ({ query }) => {
  if (!(await deleteTagClassification(query.tcid)))
    throw new AppError('tagClassificationNotFound', { id: query.tcid });
  return null;
};
