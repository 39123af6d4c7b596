import { adminGetAllTags, adminGetTagClassifications } from '@oj/shared/api/admin-tag';
import { callQueryOptions } from '../../../lib/call-query';

/** GET /api/admin/tag/get-all-tag: every tag of one judge source, with its classification. */
export const adminTagsQueryOptions = (oj: string) => callQueryOptions(adminGetAllTags, { oj });

/** GET /api/admin/tag/classification: the classifications of one judge source, by rank. */
export const adminClassificationsQueryOptions = (oj: string) =>
  callQueryOptions(adminGetTagClassifications, { oj });
