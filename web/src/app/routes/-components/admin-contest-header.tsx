import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AdminContest } from '@oj/shared/api/admin-contest';
import { AppLink } from '../../../components/app-link';
import { DeadEnd } from '../../../components/dead-end';
import { adminContestQueryOptions } from '../../../features/admin-contest/api/get-admin-contest';
import { ContestRuleTags, ContestStatusTag } from '../../../features/admin-contest/components/contest-tags';

type ContestPage = 'edit' | 'problems' | 'announcement';

const pages: readonly { page: ContestPage; labelKey: string }[] = [
  { page: 'edit', labelKey: 'admin-contest.list.edit' },
  { page: 'problems', labelKey: 'admin-contest.list.problems' },
  { page: 'announcement', labelKey: 'admin-contest.list.announcements' },
];

/** The contest id of a route param; null when it is not one. */
export function contestIdOf(param: string): number | null {
  const cid = Number(param);
  return Number.isInteger(cid) && cid > 0 ? cid : null;
}

/**
 * The head of a contest's admin pages: its title, rule, access and status, and the way between its
 * form, problems and announcements. It reads the contest (the contest's admins only) and hands it to
 * the page, or says the contest was not found.
 */
export function AdminContestPage({
  cid,
  current,
  children,
}: {
  cid: number | null;
  current: ContestPage;
  children: (contest: AdminContest) => React.ReactNode;
}) {
  const { t } = useTranslation();
  const contest = useQuery({ ...adminContestQueryOptions(cid ?? 0), enabled: cid !== null });
  if (cid === null || contest.isError)
    return (
      <DeadEnd
        testId="admin-contest-missing"
        linkTo="/admin/contest"
        linkText={t('admin-contest.backToList')}
      >
        <p className="text-slate-600">{t('errors.notFound')}</p>
      </DeadEnd>
    );
  if (!contest.data) return <p className="text-sm text-slate-500">{t('admin-contest.loading')}</p>;
  const data = contest.data;
  return (
    <div className="space-y-4">
      <header className="space-y-2">
        <AppLink href="/admin/contest" className="text-sm text-blue-600 hover:underline">
          ← {t('admin-contest.backToList')}
        </AppLink>
        <div className="flex flex-wrap items-center gap-2">
          <h1
            className="min-w-0 text-xl font-semibold break-words text-slate-800"
            data-testid="admin-contest-heading"
          >
            {data.id}. {data.title}
          </h1>
          <ContestRuleTags type={data.type} auth={data.auth} />
          <ContestStatusTag status={data.status} />
        </div>
        <nav className="flex gap-1 border-b border-slate-200 text-sm">
          {pages.map(({ page, labelKey }) => (
            <AppLink
              key={page}
              href={`/admin/contest/${data.id}/${page}`}
              className={`-mb-px border-b-2 px-3 py-1.5 whitespace-nowrap ${page === current ? 'border-blue-600 font-medium text-blue-700' : 'border-transparent text-slate-600 hover:text-slate-800'}`}
            >
              {t(labelKey)}
            </AppLink>
          ))}
        </nav>
      </header>
      {children(data)}
    </div>
  );
}
