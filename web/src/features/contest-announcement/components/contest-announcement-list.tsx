import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { contestAnnouncementRules } from '@oj/shared/api/contest-announcement';
import { ListCard } from '../../../components/ui/list-card';
import { EmptyState } from '../../../components/ui/card';
import { MarkdownView } from '../../../components/markdown-view';
import { formatBeijingTime } from '../../../lib/beijing-time';
import { contestAnnouncementQueryOptions } from '../api/get-contest-announcement';

/**
 * The contest's announcements tab: five a page, newest first, each with its title, author and time and
 * its text shown in full (a contest has few, and every word of them counts).
 */
export function ContestAnnouncementList({ cid }: { cid: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isError, isPending } = useQuery(contestAnnouncementQueryOptions(cid, page));
  const records = data?.records ?? [];
  return (
    <ListCard
      heading={t('contest-announcement.heading')}
      hint={t('contest-announcement.hint')}
      testId="contest-announcements"
      paging={{
        total: data?.total ?? 0,
        totalText: t('contest-announcement.total', { count: data?.total ?? 0 }),
        currentPage: page,
        pageSize: contestAnnouncementRules.userPageSize,
        onPage: setPage,
      }}
    >
      {records.length === 0 ? (
        <EmptyState
          text={t(isError && !isPending ? 'contest-announcement.loadFailed' : 'contest-announcement.empty')}
        />
      ) : (
        <ul className="divide-y divide-slate-100">
          {records.map((item) => (
            <li key={item.id} className="px-4 py-4" data-testid="contest-announcement">
              <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
                <h3 className="font-semibold break-words text-slate-800">{item.title}</h3>
                <span className="text-xs text-slate-400">
                  {formatBeijingTime(item.gmtCreate, 'minute')} ·{' '}
                  {t('contest-announcement.by', { username: item.username })}
                </span>
              </div>
              <MarkdownView source={item.content} className="mt-2" />
            </li>
          ))}
        </ul>
      )}
    </ListCard>
  );
}
