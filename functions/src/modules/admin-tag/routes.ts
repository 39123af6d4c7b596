import {
  adminCreateTag,
  adminCreateTagClassification,
  adminDeleteTag,
  adminDeleteTagClassification,
  adminGetAllTags,
  adminGetTagClassifications,
  adminUpdateTag,
  adminUpdateTagClassification,
} from '@oj/shared';
import { route, type Route } from '../../scope/route';
import { getAllTags } from './get-all-tags';
import { createTag } from './create-tag';
import { updateTag } from './update-tag';
import { deleteTag } from './delete-tag';
import { getClassifications } from './get-classifications';
import { createClassification, updateClassification } from './save-classification';
import { deleteClassification } from './delete-classification';

/** Tags and their classifications (document 3, §7): admins, problem admins and the super admin. */
export const adminTagRoutes: readonly Route[] = [
  route(adminGetAllTags, 'admin', getAllTags),
  route(adminCreateTag, 'admin', createTag),
  route(adminUpdateTag, 'admin', updateTag),
  route(adminDeleteTag, 'admin', deleteTag, { notAScope: 'tid is the id of the tag to delete' }),
  route(adminGetTagClassifications, 'admin', getClassifications),
  route(adminCreateTagClassification, 'admin', createClassification),
  route(adminUpdateTagClassification, 'admin', updateClassification),
  route(adminDeleteTagClassification, 'admin', deleteClassification),
];
