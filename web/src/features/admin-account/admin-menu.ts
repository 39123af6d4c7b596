import { superAdminPaths } from './super-admin-pages';

/**
 * The admin area's pages as data (spec §2.18): the side menu and the breadcrumbs read this one list,
 * and which of them need the super admin comes from `super-admin-pages.ts`, the guard's list. A page
 * joins the admin area by appearing here and in `admin-page-routes.ts`.
 */
export interface AdminMenuPage {
  /** The route path, as the router knows it. */
  path: string;
  /** i18n key of its label, under `admin-account.menu`. */
  labelKey: string;
  /** Spec §2.18: user, announcement, notice, conf and switch need the super admin. */
  superAdminOnly: boolean;
  /**
   * A page of spec §2.18 not built yet: the menu keeps its place but draws it disabled with a
   * "coming" mark, and its address says so (`AdminComingPage`) instead of falling back elsewhere.
   */
  coming: boolean;
}

export interface AdminMenuGroup {
  /** i18n key of the group, under `admin-account.menu`; a group of one page shows the page alone. */
  labelKey: string;
  pages: readonly AdminMenuPage[];
}

const page = (path: string, labelKey: string, { coming = false } = {}): AdminMenuPage => ({
  path,
  labelKey,
  superAdminOnly: superAdminPaths.includes(path),
  coming,
});

export const adminMenuGroups: readonly AdminMenuGroup[] = [
  { labelKey: 'dashboard', pages: [page('/admin', 'dashboard')] },
  {
    labelKey: 'problemGroup',
    pages: [
      page('/admin/problems', 'problemList'),
      page('/admin/problem/create', 'problemCreate'),
      page('/admin/problem/tag', 'problemTag'),
      page('/admin/problem/batch-operation', 'problemBatch', { coming: true }),
    ],
  },
  {
    labelKey: 'trainingGroup',
    pages: [
      page('/admin/training', 'trainingList'),
      page('/admin/training/create', 'trainingCreate'),
      page('/admin/training/category', 'trainingCategory'),
    ],
  },
  {
    labelKey: 'contestGroup',
    pages: [page('/admin/contest', 'contestList'), page('/admin/contest/create', 'contestCreate')],
  },
  {
    labelKey: 'discussionGroup',
    pages: [
      page('/admin/discussion', 'discussionList'),
      page('/admin/discussion-report', 'discussionReport'),
      page('/admin/discussion-category', 'discussionCategory'),
    ],
  },
  {
    labelKey: 'generalGroup',
    pages: [
      page('/admin/user', 'user'),
      page('/admin/role', 'role'),
      page('/admin/announcement', 'announcement'),
      page('/admin/notice', 'notice'),
    ],
  },
  {
    labelKey: 'systemGroup',
    pages: [
      page('/admin/conf', 'conf'),
      page('/admin/database', 'database'),
      page('/admin/judge', 'judge'),
      page('/admin/switch', 'switch'),
    ],
  },
];

/** The menu an admin sees: the super-admin pages only for the super admin, empty groups dropped. */
export function visibleAdminMenu(superAdmin: boolean): AdminMenuGroup[] {
  return adminMenuGroups
    .map((group) => ({ ...group, pages: group.pages.filter((entry) => superAdmin || !entry.superAdminOnly) }))
    .filter((group) => group.pages.length > 0);
}

function pathStartsWith(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/**
 * The menu entry a path sits under, for the highlight and the breadcrumbs: the longest matching page
 * path (`/admin/problem/edit/7` has none of its own; it sits under the problem group's list).
 */
export function adminMenuEntryOf(pathname: string): { group: AdminMenuGroup; page: AdminMenuPage } | null {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  let found: { group: AdminMenuGroup; page: AdminMenuPage } | null = null;
  for (const group of adminMenuGroups) {
    for (const entry of group.pages) {
      const matches = entry.path === '/admin' ? trimmed === '/admin' : pathStartsWith(trimmed, entry.path);
      if (matches && (!found || entry.path.length > found.page.path.length)) found = { group, page: entry };
    }
  }
  if (!found && pathStartsWith(trimmed, '/admin/problem')) {
    const group = adminMenuGroups[1] as AdminMenuGroup;
    found = { group, page: group.pages[0] as AdminMenuPage };
  }
  return found;
}
