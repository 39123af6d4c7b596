import { useTranslation } from 'react-i18next';
import type { ProblemListRow } from '@oj/shared/api/problem';
import { formatPercent } from '../../../../lib/format';
import { verdictShares, type VerdictKey } from '../verdict-shares';

/** Where the panel sits: under the hovered row, or above it near the bottom of the window. */
export interface PanelAnchor {
  left: number;
  top?: number;
  bottom?: number;
}

const verdictColours: Record<VerdictKey, string> = {
  ac: 'bg-emerald-500',
  wa: 'bg-rose-500',
  tle: 'bg-amber-500',
  mle: 'bg-orange-500',
  re: 'bg-fuchsia-500',
  pe: 'bg-yellow-400',
  ce: 'bg-slate-400',
  se: 'bg-red-800',
  pa: 'bg-sky-500',
};

/** The verdict percentages of the hovered row (spec §2), floating beside the table. */
export function VerdictPanel({ row, anchor }: { row: ProblemListRow; anchor: PanelAnchor }) {
  const { t } = useTranslation();
  const shares = verdictShares(row);
  return (
    <div
      className="pointer-events-none fixed z-30 w-72 rounded-lg border border-slate-200 bg-white p-3 text-xs shadow-lg"
      style={anchor}
      data-testid="verdict-panel"
    >
      <p className="mb-2 font-medium text-slate-700">
        {t('problem.list.verdictPanelTitle', { problemId: row.problemId, total: row.total })}
      </p>
      {row.total === 0 ? (
        <p className="text-slate-400">{t('problem.list.noSubmissions')}</p>
      ) : (
        <>
          <div className="mb-2 flex h-2 overflow-hidden rounded-full bg-slate-100">
            {shares.map((share) => (
              <div
                key={share.key}
                className={verdictColours[share.key]}
                style={{ width: `${share.percent}%` }}
              />
            ))}
          </div>
          <ul className="grid grid-cols-2 gap-x-4 gap-y-0.5">
            {shares.map((share) => (
              <li key={share.key} className="flex items-center gap-1.5">
                <span className={`h-2 w-2 rounded-full ${verdictColours[share.key]}`} />
                <span className="text-slate-500">{t(`problem.list.verdicts.${share.key}`)}</span>
                <span className="ml-auto text-slate-700 tabular-nums">{formatPercent(share.percent)}</span>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
