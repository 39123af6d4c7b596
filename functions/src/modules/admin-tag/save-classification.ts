import {
  normalizeJudgeSource,
  type adminCreateTagClassification,
  type adminUpdateTagClassification,
} from '@oj/shared';
import type { Route } from '../../frame/route';
import { AppError } from '../../frame/app-error';
import { createTagClassification, updateTagClassification } from '../../data/tags/save-tag-classification';

/** POST /api/admin/tag/classification: a new classification (name, judge source, rank). */
export const createClassification: Route<typeof adminCreateTagClassification>['handle'] = ({ body }) =>
  createTagClassification({ name: body.name, oj: normalizeJudgeSource(body.oj), rank: body.rank });

/** PUT /api/admin/tag/classification: rename or re-rank a classification. */
export const updateClassification: Route<typeof adminUpdateTagClassification>['handle'] = async ({
  body,
}) => {
  const classification = { id: body.id, name: body.name, oj: normalizeJudgeSource(body.oj), rank: body.rank };
  if (!(await updateTagClassification(classification)))
    throw new AppError('tagClassificationNotFound', { id: body.id });
  return classification;
};
