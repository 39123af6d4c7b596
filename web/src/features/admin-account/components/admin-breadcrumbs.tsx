import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { adminMenuEntryOf } from '../admin-menu';

interface AdminBreadcrumbsProps {
  pathname: string;
  /** i18n key of the open page's own title (the route's `titleKey`), when it differs from its menu entry. */
  pageTitleKey?: string;
}

/** Admin › group › page, from the menu list: where the open page sits in the admin area. */
export function AdminBreadcrumbs({ pathname, pageTitleKey }: AdminBreadcrumbsProps) {
  const { t } = useTranslation();
  const entry = adminMenuEntryOf(pathname);
  const trail: { label: string; href?: string }[] = [
    { label: t('admin-account.header.home'), href: '/admin' },
  ];
  if (entry && entry.page.path !== '/admin') {
    if (entry.group.labelKey !== entry.page.labelKey) {
      trail.push({ label: t(`admin-account.menu.${entry.group.labelKey}`) });
    }
    trail.push({ label: t(`admin-account.menu.${entry.page.labelKey}`), href: entry.page.path });
  } else if (entry) {
    trail.push({ label: t('admin-account.menu.dashboard') });
  }
  const pageTitle = pageTitleKey ? t(pageTitleKey) : null;
  if (pageTitle && pageTitle !== trail.at(-1)?.label && entry?.page.path !== pathname)
    trail.push({ label: pageTitle });
  return (
    <nav aria-label={t('admin-account.header.breadcrumb')} data-testid="admin-breadcrumbs">
      <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-500">
        {trail.map((step, index) => {
          const last = index === trail.length - 1;
          return (
            <li key={`${index}-${step.label}`} className="flex items-center gap-1">
              {index > 0 ? <span aria-hidden="true">/</span> : null}
              {step.href && !last ? (
                <AppLink href={step.href} className="hover:text-blue-600">
                  {step.label}
                </AppLink>
              ) : (
                <span className={last ? 'font-medium text-slate-700' : undefined}>{step.label}</span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
