import { lazy, Suspense, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { rankRules, rankTypes, type RankType } from '@oj/shared/api/rank';
import { rankListQueryOptions } from '../api/get-rank-list';

// Chart.js loads with the first chart shown, never with /rank's table nor the home page.
const TopTenChartCanvas = lazy(() => import('./top-ten-chart-canvas'));

/** The chart of the list's top 10 (spec §5): solved problems for ACM, OI points for OI. */
export function TopTenChart({ type }: { type: RankType }) {
  const { t } = useTranslation();
  const { data } = useQuery(
    rankListQueryOptions({ type, searchUser: '', currentPage: 1, limit: rankRules.chartSize, chart: true }),
  );
  const bars = useMemo(
    () =>
      (data?.records ?? []).map((row) => ({
        username: row.username,
        value: type === rankTypes.oi ? row.rankScore : row.ac,
      })),
    [data, type],
  );
  const loading = <p className="py-20 text-center text-sm text-slate-400">{t('rank.chartLoading')}</p>;
  return (
    <section className="rounded-lg border border-slate-200 bg-white p-4" data-testid="rank-chart">
      <h2 className="mb-2 text-sm font-semibold text-slate-700">{t('rank.chartTitle')}</h2>
      <div className="relative h-72">
        {data ? (
          <Suspense fallback={loading}>
            <TopTenChartCanvas
              bars={bars}
              label={type === rankTypes.oi ? t('rank.columns.rankScore') : t('rank.columns.ac')}
            />
          </Suspense>
        ) : (
          loading
        )}
      </div>
    </section>
  );
}
