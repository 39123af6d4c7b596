import { describe, expect, it } from 'vitest';
import { adminMenuEntryOf, visibleAdminMenu } from './admin-menu';
import { needsSuperAdmin, superAdminPaths } from './super-admin-pages';

const paths = (superAdmin: boolean) =>
  visibleAdminMenu(superAdmin).flatMap((group) => group.pages.map((page) => page.path));

describe('the admin menu', () => {
  it('shows the super admin every page, in the spec order of groups', () => {
    expect(paths(true)).toEqual([
      '/admin',
      '/admin/problems',
      '/admin/problem/create',
      '/admin/problem/tag',
      '/admin/problem/batch-operation',
      '/admin/training',
      '/admin/training/create',
      '/admin/training/category',
      '/admin/contest',
      '/admin/contest/create',
      '/admin/discussion',
      '/admin/discussion-report',
      '/admin/discussion-category',
      '/admin/user',
      '/admin/role',
      '/admin/announcement',
      '/admin/notice',
      '/admin/conf',
      '/admin/database',
      '/admin/judge',
      '/admin/switch',
    ]);
  });

  it('hides user, role, announcement, notice, conf, database, switch and the discussion categories from the other admins, and a group left empty', () => {
    expect(paths(false)).toEqual([
      '/admin',
      '/admin/problems',
      '/admin/problem/create',
      '/admin/problem/tag',
      '/admin/problem/batch-operation',
      '/admin/training',
      '/admin/training/create',
      '/admin/training/category',
      '/admin/contest',
      '/admin/contest/create',
      '/admin/discussion',
      '/admin/discussion-report',
      '/admin/judge',
    ]);
    expect(visibleAdminMenu(false).map((group) => group.labelKey)).not.toContain('generalGroup');
  });

  it('lists every super-admin page of the guard in the menu', () => {
    expect(paths(true)).toEqual(expect.arrayContaining([...superAdminPaths]));
  });

  it('knows which paths need the super admin, sub-paths included, and no look-alike path', () => {
    for (const path of [
      '/admin/user',
      '/admin/user/7',
      '/admin/role',
      '/admin/database',
      '/admin/conf',
      '/admin/switch',
      '/admin/notice',
      '/admin/discussion-category',
    ])
      expect(needsSuperAdmin(path), path).toBe(true);
    for (const path of [
      '/admin',
      '/admin/problems',
      '/admin/judge',
      '/admin/users-guide',
      '/admin/discussion',
      '/admin/discussion-report',
    ])
      expect(needsSuperAdmin(path), path).toBe(false);
  });

  it('places a path under its menu entry: the longest match, an edit page under the problem list', () => {
    expect(adminMenuEntryOf('/admin/')?.page.path).toBe('/admin');
    expect(adminMenuEntryOf('/admin/problem/tag')?.page.path).toBe('/admin/problem/tag');
    expect(adminMenuEntryOf('/admin/problem/edit/12')?.page.path).toBe('/admin/problems');
    expect(adminMenuEntryOf('/admin/contest/5/problems')?.page.path).toBe('/admin/contest');
    expect(adminMenuEntryOf('/admin/contest/create')?.page.path).toBe('/admin/contest/create');
    expect(adminMenuEntryOf('/admin/training/3/problems')?.page.path).toBe('/admin/training');
    expect(adminMenuEntryOf('/admin/training/category')?.page.path).toBe('/admin/training/category');
    expect(adminMenuEntryOf('/admin/discussion-report')?.page.path).toBe('/admin/discussion-report');
    expect(adminMenuEntryOf('/admin/discussion')?.page.path).toBe('/admin/discussion');
    expect(adminMenuEntryOf('/admin/xyz')).toBeNull();
  });

  it('marks the pages not built yet as coming, in their place, and only those', () => {
    const coming = visibleAdminMenu(true).flatMap((group) =>
      group.pages.filter((page) => page.coming).map((page) => `${group.labelKey} ${page.path}`),
    );
    expect(coming).toEqual(['problemGroup /admin/problem/batch-operation']);
    expect(adminMenuEntryOf('/admin/problem/batch-operation')?.page.coming).toBe(true);
  });
});
