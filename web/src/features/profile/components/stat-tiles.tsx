import { useTranslation } from 'react-i18next';
import type { UserHomeInfo } from '@oj/shared/api/profile';
import { formatRating, formatScore, totalScore } from '../display-caps';

/**
 * Submissions, solved, rating (the rank-tier points) and score (the best OI rank scores), capped for
 * display. Rating and score look alike, so each says under its value what it counts (spec §4, §9).
 */
export function StatTiles({ info }: { info: UserHomeInfo }) {
  const { t } = useTranslation();
  const tiles = [
    { key: 'submissions', value: String(info.total), hint: null },
    { key: 'solved', value: String(info.solvedList.length), hint: null },
    { key: 'rating', value: formatRating(info.rankTier.points), hint: 'ratingHint' },
    { key: 'score', value: formatScore(totalScore(info.scoreList)), hint: 'scoreHint' },
  ];
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-4" data-testid="stat-tiles">
      {tiles.map((tile) => (
        <div
          key={tile.key}
          className="rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm"
          data-testid={`stat-${tile.key}`}
        >
          <div className="text-xs text-slate-400">{t(`profile.home.${tile.key}`)}</div>
          <div className="mt-1 text-2xl font-semibold text-slate-800 tabular-nums">{tile.value}</div>
          {tile.hint ? (
            <div className="mt-1 text-[11px] leading-4 text-slate-400" data-testid={`stat-${tile.key}-hint`}>
              {t(`profile.home.${tile.hint}`)}
            </div>
          ) : null}
        </div>
      ))}
    </div>
  );
}
