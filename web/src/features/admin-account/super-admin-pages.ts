/**
 * The pages only the super admin may open (spec §2.18: user, announcement, notice, conf, switch, and
 * the role and database pages beside them; §6: only root edits the discussion categories). The guard of every admin route reads this small list;
 * the menu marks its entries from it, so the menu's data loads with the admin area and not with the
 * site.
 */
export const superAdminPaths: readonly string[] = [
  '/admin/user',
  '/admin/role',
  '/admin/database',
  '/admin/announcement',
  '/admin/notice',
  '/admin/conf',
  '/admin/switch',
  '/admin/discussion-category',
];

/** Whether a path belongs to a page only the super admin may open (`/admin/user/…` included). */
export function needsSuperAdmin(pathname: string): boolean {
  return superAdminPaths.some((path) => pathname === path || pathname.startsWith(`${path}/`));
}
