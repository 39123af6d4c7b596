import { useTranslation } from 'react-i18next';
import { AppLink } from '../../components/app-link';
import type { MenuItem } from './menu-items';

interface MenuEntryProps {
  item: MenuItem;
  active: boolean;
  /** Classes of the entry itself; the look of active, idle and coming entries is given apart. */
  className: string;
  activeClassName: string;
  idleClassName: string;
  onFollow?: () => void;
}

/**
 * One menu entry: a link for a built area, otherwise a disabled entry with a "coming" mark, so a
 * visitor never lands on a 404 page from the menu.
 */
export function MenuEntry({
  item,
  active,
  className,
  activeClassName,
  idleClassName,
  onFollow,
}: MenuEntryProps) {
  const { t } = useTranslation();
  if (item.disabled) {
    return (
      <span role="link" aria-disabled="true" className={`${className} cursor-not-allowed text-slate-300`}>
        {t(item.label)}
      </span>
    );
  }
  if (!item.built) {
    return (
      <span
        role="link"
        aria-disabled="true"
        title={t('menu.comingHint')}
        data-coming={item.path}
        className={`${className} cursor-not-allowed text-slate-400`}
      >
        {t(item.label)}
        <span className="ml-1 rounded bg-slate-100 px-1 text-[10px] leading-4 font-normal text-slate-500">
          {t('menu.coming')}
        </span>
      </span>
    );
  }
  return (
    <AppLink
      href={item.path}
      onClick={onFollow}
      aria-current={active ? 'page' : undefined}
      className={`${className} ${active ? activeClassName : idleClassName}`}
    >
      {t(item.label)}
    </AppLink>
  );
}
