import { useLocation } from '@tanstack/react-router';
import type { MenuItem } from './menu-items';
import { activeMenuPath } from './menu-items';
import { MenuEntry } from './menu-entry';

/** The desktop menu, a row of entries with the current area underlined. */
export function MainMenu({ items }: { items: MenuItem[] }) {
  const location = useLocation();
  const active = activeMenuPath(location.pathname, location.search);
  return (
    <nav className="hidden h-full items-stretch min-[992px]:flex" data-testid="main-menu">
      {items.map((item) => (
        <MenuEntry
          key={item.path}
          item={item}
          active={(item.activePath ?? item.path) === active}
          className="flex items-center border-b-2 border-transparent px-2.5 text-[15px] whitespace-nowrap transition"
          activeClassName="!border-blue-600 font-medium text-blue-600"
          idleClassName="text-slate-600 hover:text-blue-600"
        />
      ))}
    </nav>
  );
}
