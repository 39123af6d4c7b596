import type { getGroupProblemTags as call } from '@oj/shared';
import type { ScopedHandler } from '../../scope/route';
import { enforce } from '../../frame/enforce';
import { groupManagement, groupRoleOf } from '../../policy/group';
import { loadTagCatalogue } from '../../data/tags/tag-catalogue';
import { tagRow } from '../admin-tag';

/**
 * GET /api/group/get-all-problem-tags?gid: the tags a group problem may carry, the site's and the
 * group's own, in the admin tag row, for the group's admins (the problem form's tag picker).
 */
export const getGroupProblemTags: ScopedHandler<typeof call, 'user', 'group'> = async (_input, context) => {
  const { group } = context.scope;
  enforce(groupManagement(context.user, groupRoleOf(context.user, group), group.gid));
  const { tags, classifications } = await loadTagCatalogue();
  return tags
    .filter((tag) => tag.gid === null || tag.gid === group.gid)
    .map((tag) => tagRow(tag, classifications));
};
