import { formatBeijingTime } from '../../../lib/beijing-time';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { Card, EmptyState } from '../../../components/ui/card';
import { recentUpdatedProblemQueryOptions } from '../api/get-recent-updated-problem';

/** The five problems changed last. */
export function RecentProblems() {
  const { t } = useTranslation();
  const problems = useQuery(recentUpdatedProblemQueryOptions()).data ?? [];
  return (
    <Card title={t('home.recentProblems')} testId="recent-problems">
      {problems.length === 0 ? (
        <EmptyState text={t('home.noProblems')} />
      ) : (
        <ul className="space-y-2 text-sm">
          {problems.map((problem) => (
            <li key={problem.pid} className="flex items-center gap-2">
              <span className="min-w-16 shrink-0 pr-2 font-mono text-xs text-blue-600">
                {problem.problemId}
              </span>
              <AppLink
                href={`/problem/${problem.problemId}`}
                className="truncate text-slate-700 hover:text-blue-600"
              >
                {problem.title}
              </AppLink>
              <span className="ml-auto shrink-0 text-xs text-slate-400">
                {formatBeijingTime(problem.gmtModified, 'day')}
              </span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
