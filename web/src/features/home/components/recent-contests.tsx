import { formatBeijingTime } from '../../../lib/beijing-time';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { Card, EmptyState } from '../../../components/ui/card';
import { recentContestQueryOptions } from '../api/get-recent-contest';

export function RecentContests() {
  const { t } = useTranslation();
  const contests = useQuery(recentContestQueryOptions()).data ?? [];
  return (
    <Card title={t('home.recentContests')} testId="recent-contests">
      {contests.length === 0 ? (
        <EmptyState text={t('home.noContests')} />
      ) : (
        <ul className="divide-y divide-slate-100">
          {contests.map((contest) => (
            <li key={contest.id} className="flex items-center justify-between py-2 text-sm">
              <AppLink
                href={`/contest/${contest.id}`}
                className="min-w-0 truncate font-medium text-slate-700 hover:text-blue-600"
                data-testid="recent-contest-link"
              >
                {contest.title}
              </AppLink>
              <span className="ml-3 shrink-0 text-xs text-slate-400">
                {formatBeijingTime(contest.startTime, 'minute')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
