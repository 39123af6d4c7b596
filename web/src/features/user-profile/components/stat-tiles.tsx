import { useTranslation } from 'react-i18next';
import type { UserHomeInfo } from '@oj/shared/api/profile';
import { formatRating, formatScore, totalScore } from '../display-caps';

/** Submissions, solved, rating (the tier points) and score (best OI rank scores), capped for display. */
export function StatTiles({ info }: { info: UserHomeInfo }) {
  const { t } = useTranslation();
  const tiles = [
    { key: 'submissions', value: String(info.total) },
    { key: 'solved', value: String(info.solvedList.length) },
    { key: 'rating', value: formatRating(info.rankTier.points) },
    { key: 'score', value: formatScore(totalScore(info.scoreList)) },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="stat-tiles">
      {tiles.map((tile) => (
        <div
          key={tile.key}
          className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm"
          data-testid={`stat-${tile.key}`}
        >
          <div className="text-xs text-slate-400">{t(`user-profile.home.${tile.key}`)}</div>
          <div className="mt-1 text-2xl font-semibold text-slate-800 tabular-nums">{tile.value}</div>
        </div>
      ))}
    </div>
  );
}
