import { useState } from 'react';
import { useLocation } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { activeMenuPath, type MenuItem } from './menu-items';
import { MenuEntry } from './menu-entry';

/** Under 992 px the menu folds behind a button and opens as a list under the header (spec §2). */
export function MobileMenu({ items }: { items: MenuItem[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const location = useLocation();
  const active = activeMenuPath(location.pathname, location.search);
  return (
    <div className="min-[992px]:hidden">
      <button
        aria-label={t('shell.menu')}
        aria-expanded={open}
        data-testid="mobile-menu-button"
        className="flex h-9 w-9 items-center justify-center rounded-md text-xl text-slate-600 hover:bg-slate-100"
        onClick={() => setOpen(!open)}
      >
        {open ? '✕' : '☰'}
      </button>
      {open ? (
        <nav
          className="absolute inset-x-0 top-14 z-40 border-b border-slate-200 bg-white shadow-md"
          data-testid="mobile-menu"
        >
          {items.map((item) => (
            <MenuEntry
              key={item.path}
              item={item}
              active={(item.activePath ?? item.path) === active}
              onFollow={() => setOpen(false)}
              className="block px-5 py-3 text-[15px]"
              activeClassName="bg-blue-50 font-medium text-blue-600"
              idleClassName="text-slate-700"
            />
          ))}
        </nav>
      ) : null}
    </div>
  );
}
