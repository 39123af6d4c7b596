import { useTranslation } from 'react-i18next';
import { rankPoints, rankTierOf, type RankTierName } from '@oj/shared/domain/rank-tier';

/** The tiers' colours of spec §4: brown, silver, gold, platinum, ice blue, purple, red. */
const tierColours: Record<RankTierName, string> = {
  bronze: 'bg-amber-700',
  silver: 'bg-slate-400',
  gold: 'bg-yellow-500',
  platinum: 'bg-teal-500',
  diamond: 'bg-sky-500',
  starRoyal: 'bg-violet-600',
  king: 'bg-rose-600',
};

/**
 * A ranked user's tier as the user home names it: points are the score plus half the problems
 * solved (spec §4's aTotal), computed here from the line's `score` and `ac`.
 */
export function RankTierBadge({ score, ac }: { score: number; ac: number }) {
  const { t } = useTranslation();
  const tier = rankTierOf(rankPoints([score], ac));
  return (
    <span
      className={`inline-block rounded px-1.5 py-0.5 text-xs whitespace-nowrap text-white ${tierColours[tier.tier]}`}
      data-testid="rank-tier-badge"
    >
      {`${t(`rank.tiers.${tier.tier}`)} ${tier.level ?? ''}`.trim()}
    </span>
  );
}
