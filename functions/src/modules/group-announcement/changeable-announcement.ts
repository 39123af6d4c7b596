import { AppError } from '../../frame/app-error';
import { enforce } from '../../frame/enforce';
import { groupItemChange, groupManagement, type GroupRole } from '../../policy/group';
import type { Viewer } from '../../policy/viewer';
import type { StoredAnnouncement } from '../../data/announcements/announcement-item';

/**
 * Whether the viewer may change announcement `id`, as found (`found`), in group `gid` (spec part 3,
 * §2.8 and §6): only the group's admins hear whether it exists (`groupAdminsOnly` first); then a root
 * of the group (the owner, the super admin) or the group admin who published it may edit, hide or
 * delete it (`groupItemChange`). An id of the site's board or of another group's is
 * `announcementNotFound`.
 */
export function enforceAnnouncementChange(
  found: StoredAnnouncement | undefined,
  id: number,
  gid: number,
  viewer: Viewer,
  role: GroupRole,
): void {
  enforce(groupManagement(viewer, role, gid));
  if (!found || found.gid !== gid) throw new AppError('announcementNotFound', { id });
  enforce(groupItemChange(viewer, role, { gid, authorUid: found.uid }));
}
