import type { Viewer } from '../policy/viewer';
import type { AppError } from '../frame/app-error';
import { enforce } from '../frame/enforce';
import { groupRoleOf, type GroupRole } from '../policy/group';
import { scopeEntry } from '../policy/scope';
import { readGroup, type GroupHead } from '../data/groups/read-group';

/** A group opened for a thing it holds, with the viewer's role there. */
export interface ItemGroup {
  group: GroupHead;
  role: GroupRole;
}

/**
 * The group a stored thing names (a problem's, a training's, an announcement's `gid`), for calls that
 * name the thing rather than the group (`group/problem?pid`): read with the viewer's membership
 * (`readGroup`) and entered by the group's rule (`scopeEntry`: members and the super admin), as a
 * route's declared scope would be. A thing outside any group, or in a group that is gone, is answered
 * with `missing`, the error that says the thing itself does not exist.
 */
export async function enterItemGroup(
  gid: number | null,
  viewer: Viewer,
  missing: AppError,
  consistent = false,
): Promise<ItemGroup> {
  if (gid === null) throw missing;
  const group = await readGroup(gid, viewer?.uid, consistent);
  if (!group) throw missing;
  enforce(scopeEntry(viewer, { kind: 'group', group }, Date.now()));
  return { group, role: groupRoleOf(viewer, group) };
}
