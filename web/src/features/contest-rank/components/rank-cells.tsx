import { useTranslation } from 'react-i18next';
import type { AcmContestRankRow, OiContestRankRow } from '@oj/shared/api/contest-rank';
import { acmCellClassOf, acmCellTextOf, minutesOf, type AcmCellClass } from '../board/acm-cell';
import { oiCellClassOf, type OiCellClass } from '../board/oi-cell';

/* The problem cells of both boards; each fills its table cell with the colour of its class. */

const acmLooks: Record<AcmCellClass, string> = {
  'first-ac': 'bg-emerald-600 text-white',
  ac: 'bg-emerald-100 text-emerald-800',
  'after-contest-ac': 'bg-sky-100 text-sky-800',
  pending: 'bg-amber-100 text-amber-800',
  wrong: 'bg-rose-100 text-rose-700',
  untried: '',
};

const acmLabels: Record<AcmCellClass, string | null> = {
  'first-ac': 'firstAc',
  ac: 'ac',
  'after-contest-ac': 'afterContestAc',
  pending: 'pending',
  wrong: 'wrong',
  untried: null,
};

const oiLooks: Record<OiCellClass, string> = {
  full: 'bg-emerald-100 text-emerald-800',
  partial: 'bg-amber-100 text-amber-800',
  zero: 'bg-rose-100 text-rose-700',
  untried: '',
};

const cellBox = 'flex h-11 flex-col items-center justify-center leading-tight tabular-nums';

export function AcmProblemCell({ row, displayId }: { row: AcmContestRankRow; displayId: string }) {
  const { t } = useTranslation();
  const cell = row.submissionInfo[displayId];
  const cellClass = acmCellClassOf(cell);
  const text = acmCellTextOf(cell);
  const label = acmLabels[cellClass];
  const tries = cell ? cell.errorNum + (cell.isAC ? 1 : 0) + (cell.tryNum ?? 0) : 0;
  const description = label
    ? [
        t(`contest-rank.cell.${label}`),
        cell?.isAC ? t('contest-rank.cell.minute', { minute: minutesOf(cell.ACTime ?? 0) }) : null,
        t('contest-rank.cell.tries', { count: tries }),
      ]
        .filter(Boolean)
        .join(', ')
    : undefined;
  return (
    <div className={`${cellBox} ${acmLooks[cellClass]}`} title={description} data-cell={cellClass}>
      {text.minute ? <span className="text-sm font-semibold">{text.minute}</span> : null}
      {text.tries ? (
        <span className={text.minute ? 'text-[11px] opacity-80' : 'text-sm'}>{text.tries}</span>
      ) : null}
    </div>
  );
}

export function OiProblemCell({ row, displayId }: { row: OiContestRankRow; displayId: string }) {
  const { t } = useTranslation();
  const cellClass = oiCellClassOf(row, displayId);
  const score = row.submissionInfo[displayId];
  return (
    <div
      className={`${cellBox} ${oiLooks[cellClass]}`}
      title={cellClass === 'untried' ? undefined : t(`contest-rank.cell.${cellClass}`)}
      data-cell={cellClass}
    >
      {score !== undefined ? <span className="text-sm font-semibold">{score}</span> : null}
    </div>
  );
}

/** The legend under the board: each class with its colour. */
export function CellLegend({ rule }: { rule: 'acm' | 'oi' }) {
  const { t } = useTranslation();
  const entries: [string, string][] =
    rule === 'acm'
      ? (['first-ac', 'ac', 'after-contest-ac', 'pending', 'wrong'] as const).map((cellClass) => [
          acmLooks[cellClass],
          t(`contest-rank.cell.${acmLabels[cellClass] ?? 'ac'}`),
        ])
      : (['full', 'partial', 'zero'] as const).map((cellClass) => [
          oiLooks[cellClass],
          t(`contest-rank.cell.${cellClass}`),
        ]);
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500" data-testid="rank-legend">
      {entries.map(([look, label]) => (
        <li key={label} className="flex items-center gap-1.5">
          <span className={`inline-block size-3 rounded-sm border border-slate-200 ${look}`} aria-hidden />
          {label}
        </li>
      ))}
    </ul>
  );
}
