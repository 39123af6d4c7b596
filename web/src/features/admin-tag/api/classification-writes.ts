import {
  adminCreateTagClassification,
  adminDeleteTagClassification,
  adminGetAllTags,
  adminGetTagClassifications,
  adminUpdateTagClassification,
  type adminTagClassificationSchema,
} from '@oj/shared/api/admin-tag';
import { getProblemTagsAndClassification } from '@oj/shared/api/problem';
import type { z } from 'zod';
import { callKey, useCallMutation } from '../../../lib/call-query';

export type AdminClassification = z.infer<typeof adminTagClassificationSchema>;

export interface ClassificationInput {
  id?: number;
  name: string;
  oj: string;
  rank: number;
}

/** The classifications, the tags that name them, and the public tag dialog that groups by them. */
const classificationLists = [
  callKey(adminGetTagClassifications),
  callKey(adminGetAllTags),
  callKey(getProblemTagsAndClassification),
];

/** POST or PUT /api/admin/tag/classification. */
export const useSaveClassification = () => {
  const create = useCallMutation(adminCreateTagClassification, {
    toInput: (body: ClassificationInput) => ({ body }),
    invalidates: classificationLists,
  });
  const update = useCallMutation(adminUpdateTagClassification, {
    toInput: (body: ClassificationInput & { id: number }) => ({ body }),
    invalidates: classificationLists,
  });
  return { create, update };
};

/** DELETE /api/admin/tag/classification: its tags stay, unclassified. */
export const useDeleteClassification = () =>
  useCallMutation(adminDeleteTagClassification, {
    toInput: (tcid: number) => ({ query: { tcid } }),
    invalidates: classificationLists,
  });
