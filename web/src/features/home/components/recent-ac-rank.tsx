import { UserName } from '../../../components/user-name';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AppLink } from '../../../components/app-link';
import { Card, EmptyState } from '../../../components/ui/card';
import { recentSevenAcRankQueryOptions } from '../api/get-recent-seven-ac-rank';

const medalClasses = ['bg-amber-400 text-white', 'bg-slate-400 text-white', 'bg-orange-400 text-white'];

/** Who solved most over the last seven days. */
export function RecentAcRank() {
  const { t } = useTranslation();
  const rows = useQuery(recentSevenAcRankQueryOptions()).data ?? [];
  return (
    <Card title={t('home.recentAcRank')} testId="ac-rank">
      {rows.length === 0 ? (
        <EmptyState text={t('home.noRank')} />
      ) : (
        <ol className="space-y-2 text-sm">
          {rows.map((row, index) => (
            <li key={row.uid} className="flex items-center gap-3">
              <span
                className={`flex h-6 w-6 items-center justify-center rounded-full text-xs ${medalClasses[index] ?? 'bg-slate-100 text-slate-500'}`}
              >
                {index + 1}
              </span>
              <AppLink
                href={`/user-home?username=${encodeURIComponent(row.username)}`}
                className="truncate text-slate-700 hover:text-blue-600"
              >
                <UserName name={row.username} number={row.number} />
              </AppLink>
              {row.titleName ? (
                <span
                  className="rounded px-1.5 text-xs text-white"
                  style={{ backgroundColor: row.titleColor || '#64748b' }}
                >
                  {row.titleName}
                </span>
              ) : null}
              <span className="ml-auto text-xs text-emerald-600">{row.ac} AC</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
