import { adminGetAllTags } from '@oj/shared/api/admin-tag';
import { callQueryOptions } from '../../../../lib/call-query';

/** GET /api/admin/tag/get-all-tag: the tags the form offers to choose from. */
export const allTagsQueryOptions = () => callQueryOptions(adminGetAllTags, {});
