import { useTranslation } from 'react-i18next';
import type { UserHomeInfo } from '@oj/shared/api/profile';
import { nextTierOf, progressInLevel, tierLabelParts } from '../rank-tier-label';

const tierColours: Record<UserHomeInfo['rankTier']['tier'], string> = {
  bronze: 'from-amber-700 to-amber-500',
  silver: 'from-slate-500 to-slate-300',
  gold: 'from-yellow-500 to-amber-300',
  platinum: 'from-teal-500 to-cyan-300',
  diamond: 'from-sky-600 to-indigo-400',
  starRoyal: 'from-violet-600 to-fuchsia-400',
  king: 'from-rose-600 to-amber-400',
};

/** The rank tier of spec §4 with its sub-level and the points still missing to the next one. */
export function RankTierPanel({ tier }: { tier: UserHomeInfo['rankTier'] }) {
  const { t } = useTranslation();
  const label = (parts: [string, string]) => `${t(parts[0])} ${parts[1]}`.trim();
  const next = nextTierOf(tier);
  const points = Math.round(tier.points * 10) / 10;
  return (
    <section
      className="flex items-center gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
      data-testid="rank-tier"
    >
      <div
        className={`flex h-14 w-14 shrink-0 items-center justify-center rounded-full bg-gradient-to-br text-lg font-bold text-white shadow ${tierColours[tier.tier]}`}
      >
        {tier.level ?? '★'}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-baseline justify-between gap-x-3">
          <span className="text-lg font-semibold text-slate-800" data-testid="rank-tier-name">
            {label(tierLabelParts(tier))}
          </span>
          <span className="text-xs text-slate-400">{t('profile.home.rankPoints', { points })}</span>
        </div>
        <div className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100">
          <div
            className={`h-full rounded-full bg-gradient-to-r ${tierColours[tier.tier]}`}
            style={{ width: `${Math.round(progressInLevel(tier) * 100)}%` }}
          />
        </div>
        <p className="mt-1.5 text-xs text-slate-500" data-testid="rank-tier-next">
          {next && tier.pointsToNext !== null
            ? t('profile.home.pointsToNext', {
                points: Math.round(tier.pointsToNext * 10) / 10,
                next: label(tierLabelParts(next)),
              })
            : t('profile.home.topTier')}
        </p>
      </div>
    </section>
  );
}
