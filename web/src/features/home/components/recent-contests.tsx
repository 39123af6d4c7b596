import { formatBeijingTime } from '../../../lib/beijing-time';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
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
              {/* Plain text until contest pages exist: a link would lead to the 404 page. */}
              <span className="font-medium text-slate-700">{contest.title}</span>
              <span className="text-xs text-slate-400">{formatBeijingTime(contest.startTime, 'minute')}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
