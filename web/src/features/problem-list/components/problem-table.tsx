import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProblemListRow } from '@oj/shared/api/problem';
import { ProblemRow } from './problem-row';
import { VerdictPanel, type PanelAnchor } from './verdict-panel';

interface ProblemTableProps {
  rows: ProblemListRow[];
  /** The status column is for logged-in users only (spec §2). */
  showStatus: boolean;
  showTags: boolean;
}

const headCell = 'py-2.5 pr-3 text-left text-xs font-medium tracking-wide whitespace-nowrap text-slate-500';

export function ProblemTable({ rows, showStatus, showTags }: ProblemTableProps) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState<{ row: ProblemListRow; anchor: PanelAnchor } | null>(null);
  // A fixed panel would drift from its row while the page scrolls: hide it instead.
  useEffect(() => {
    if (!hovered) return;
    const hide = () => setHovered(null);
    window.addEventListener('scroll', hide, { passive: true, once: true });
    return () => window.removeEventListener('scroll', hide);
  }, [hovered]);
  return (
    <>
      <table className="w-full text-sm" data-testid="problem-table">
        <thead className="bg-slate-50/80">
          <tr>
            {showStatus && (
              <th className={`${headCell} pl-4`} data-testid="status-column">
                <span className="sr-only md:not-sr-only">{t('problem-list.columns.status')}</span>
              </th>
            )}
            <th className={`${headCell} pl-4`}>{t('problem-list.columns.problemId')}</th>
            <th className={headCell}>{t('problem-list.columns.problemTitle')}</th>
            <th className={`${headCell} hidden md:table-cell`}>{t('problem-list.columns.difficulty')}</th>
            {showTags && (
              <th className={`${headCell} hidden md:table-cell`}>{t('problem-list.columns.tags')}</th>
            )}
            <th className={`${headCell} pr-4`}>{t('problem-list.columns.acRate')}</th>
            <th className={`${headCell} hidden pr-4 text-right md:table-cell`}>
              {t('problem-list.columns.action')}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <ProblemRow
              key={row.pid}
              row={row}
              showStatus={showStatus}
              showTags={showTags}
              onHover={(next, anchor) => setHovered(next && anchor ? { row: next, anchor } : null)}
            />
          ))}
        </tbody>
      </table>
      {hovered && <VerdictPanel row={hovered.row} anchor={hovered.anchor} />}
    </>
  );
}
