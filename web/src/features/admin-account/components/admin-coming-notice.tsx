import { useTranslation } from 'react-i18next';
import { DeadEnd } from '../../../components/dead-end';
import { adminMenuEntryOf } from '../admin-menu';

/**
 * What the address of a coming admin page shows (a page of spec §2.18 not built yet): that it is
 * coming, and the way to the first page of its group, rather than quietly landing somewhere else.
 */
export function AdminComingNotice({ pathname }: { pathname: string }) {
  const { t } = useTranslation();
  const entry = adminMenuEntryOf(pathname);
  const page = entry ? t(`admin-account.menu.${entry.page.labelKey}`) : '';
  const way = entry?.group.pages.find((candidate) => !candidate.coming) ?? null;
  const wayLabel = way ? t(`admin-account.menu.${way.labelKey}`) : t('admin-account.menu.dashboard');
  return (
    <DeadEnd
      testId="admin-coming-page"
      linkTo={way?.path ?? '/admin'}
      linkText={t('admin-account.coming.back', { page: wayLabel })}
    >
      <h1 className="text-xl font-semibold text-slate-800">{t('admin-account.coming.heading', { page })}</h1>
      <p className="mt-2 max-w-md text-sm text-slate-500">{t('admin-account.coming.text')}</p>
    </DeadEnd>
  );
}
