import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import type { MenuItem } from './menu-items';
import { activeMenuPath } from './menu-items';

/** The desktop menu, a row of links with the current area underlined. */
export function MainMenu({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  const active = activeMenuPath(useLocation().pathname);
  return (
    <nav className="hidden h-full items-stretch min-[992px]:flex" data-testid="main-menu">
      {items.map((item) => (
        <AppLink
          key={item.path}
          href={item.path}
          className={`flex items-center border-b-2 px-3 text-[15px] transition ${item.path === active ? 'border-blue-600 font-medium text-blue-600' : 'border-transparent text-slate-600 hover:text-blue-600'}`}
        >
          {t(item.label)}
        </AppLink>
      ))}
    </nav>
  );
}
