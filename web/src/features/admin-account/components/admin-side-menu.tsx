import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { adminMenuEntryOf, type AdminMenuGroup } from '../admin-menu';

interface AdminSideMenuProps {
  groups: readonly AdminMenuGroup[];
  pathname: string;
  /** Called after a link is followed: the tablet drawer closes then. */
  onNavigate?: () => void;
}

/** The admin area's side menu: groups of pages, the current one highlighted. */
export function AdminSideMenu({ groups, pathname, onNavigate }: AdminSideMenuProps) {
  const { t } = useTranslation();
  const current = adminMenuEntryOf(pathname)?.page.path;
  const link = (path: string, labelKey: string, indented: boolean) => (
    <AppLink
      key={path}
      href={path}
      onClick={onNavigate}
      data-testid={`admin-menu-${path === '/admin' ? 'dashboard' : path.slice('/admin/'.length).replaceAll('/', '-')}`}
      aria-current={current === path ? 'page' : undefined}
      className={`block truncate rounded-md py-2 text-sm transition ${indented ? 'pr-3 pl-6' : 'px-3'} ${
        current === path
          ? 'bg-blue-600 font-medium text-white'
          : 'text-slate-300 hover:bg-slate-700 hover:text-white'
      }`}
    >
      {t(`admin-account.menu.${labelKey}`)}
    </AppLink>
  );
  return (
    <nav className="flex flex-col gap-1 p-3" data-testid="admin-menu" aria-label={t('admin-account.title')}>
      {groups.map((group) => {
        const [only] = group.pages;
        if (group.pages.length === 1 && only && only.labelKey === group.labelKey) {
          return link(only.path, only.labelKey, false);
        }
        return (
          <div key={group.labelKey} className="mt-2">
            <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-400 uppercase">
              {t(`admin-account.menu.${group.labelKey}`)}
            </p>
            {group.pages.map((entry) => link(entry.path, entry.labelKey, true))}
          </div>
        );
      })}
    </nav>
  );
}
