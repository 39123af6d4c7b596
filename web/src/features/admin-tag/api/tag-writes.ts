import {
  adminCreateTag,
  adminDeleteTag,
  adminGetAllTags,
  adminUpdateTag,
  type adminTagSchema,
} from '@oj/shared/api/admin-tag';
import { getAllProblemTags, getProblemTags, getProblemTagsAndClassification } from '@oj/shared/api/problem';
import type { z } from 'zod';
import { callKey, useCallMutation } from '../../../lib/call-query';

export type AdminTag = z.infer<typeof adminTagSchema>;

/** What the tag form sends: no id for a new tag; no `tcid` for an unclassified one. */
export interface TagInput {
  id?: number;
  name: string;
  color: string;
  oj: string;
  tcid?: number;
}

/** Every list that shows tags: the admin's, and the public problem list's filters and rows. */
const tagLists = [
  callKey(adminGetAllTags),
  callKey(getAllProblemTags),
  callKey(getProblemTagsAndClassification),
  callKey(getProblemTags),
];

/** POST or PUT /api/admin/tag; a name the source already has is refused with the server's message. */
export const useSaveTag = () => {
  const create = useCallMutation(adminCreateTag, {
    toInput: (body: TagInput) => ({ body }),
    invalidates: tagLists,
  });
  const update = useCallMutation(adminUpdateTag, {
    toInput: (body: TagInput & { id: number }) => ({ body }),
    invalidates: tagLists,
  });
  return { create, update };
};

/** DELETE /api/admin/tag: the tag, taken off every problem that carried it. */
export const useDeleteTag = () =>
  useCallMutation(adminDeleteTag, { toInput: (tid: number) => ({ query: { tid } }), invalidates: tagLists });
