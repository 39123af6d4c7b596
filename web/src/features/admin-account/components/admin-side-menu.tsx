import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { adminMenuEntryOf, type AdminMenuGroup, type AdminMenuPage } from '../admin-menu';

interface AdminSideMenuProps {
  groups: readonly AdminMenuGroup[];
  pathname: string;
  /** Called after a link is followed: the tablet drawer closes then. */
  onNavigate?: () => void;
}

const testIdOf = (path: string) =>
  `admin-menu-${path === '/admin' ? 'dashboard' : path.slice('/admin/'.length).replaceAll('/', '-')}`;

/**
 * The admin area's side menu: groups of pages, the current one highlighted. A coming page keeps its
 * place but is no link (as in the site's main menu): it is drawn disabled with a "coming" mark.
 */
export function AdminSideMenu({ groups, pathname, onNavigate }: AdminSideMenuProps) {
  const { t } = useTranslation();
  const current = adminMenuEntryOf(pathname)?.page.path;
  const link = ({ path, labelKey, coming }: AdminMenuPage, indented: boolean) => {
    const place = `block truncate rounded-md py-2 text-sm transition ${indented ? 'pr-3 pl-6' : 'px-3'}`;
    if (coming) {
      return (
        <span
          key={path}
          role="link"
          aria-disabled="true"
          title={t('admin-account.coming.hint')}
          data-testid={testIdOf(path)}
          data-coming={path}
          className={`${place} flex cursor-not-allowed items-center gap-1.5 text-slate-500`}
        >
          <span className="truncate">{t(`admin-account.menu.${labelKey}`)}</span>
          <span className="shrink-0 rounded bg-slate-700 px-1 text-[10px] leading-4 text-slate-300">
            {t('admin-account.coming.mark')}
          </span>
        </span>
      );
    }
    return (
      <AppLink
        key={path}
        href={path}
        onClick={onNavigate}
        data-testid={testIdOf(path)}
        aria-current={current === path ? 'page' : undefined}
        className={`${place} ${
          current === path
            ? 'bg-blue-600 font-medium text-white'
            : 'text-slate-300 hover:bg-slate-700 hover:text-white'
        }`}
      >
        {t(`admin-account.menu.${labelKey}`)}
      </AppLink>
    );
  };
  return (
    <nav className="flex flex-col gap-1 p-3" data-testid="admin-menu" aria-label={t('admin-account.title')}>
      {groups.map((group) => {
        const [only] = group.pages;
        if (group.pages.length === 1 && only && only.labelKey === group.labelKey) {
          return link(only, false);
        }
        return (
          <div key={group.labelKey} className="mt-2">
            <p className="px-3 pb-1 text-xs font-semibold tracking-wide text-slate-400 uppercase">
              {t(`admin-account.menu.${group.labelKey}`)}
            </p>
            {group.pages.map((entry) => link(entry, true))}
          </div>
        );
      })}
    </nav>
  );
}
