import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProblemListRow } from '@oj/shared/api/problem';
import { DataTable } from '../../../../components/ui/data-table';
import { problemColumns, problemRowAttributes } from './problem-columns';
import { VerdictPanel, type PanelAnchor } from './verdict-panel';

interface ProblemTableProps {
  rows: ProblemListRow[];
  /** The status column is for logged-in users only (spec §2). */
  showStatus: boolean;
  showTags: boolean;
  /** The first page is loading: a placeholder shows instead of the table. */
  loading: boolean;
  /** Shown when the list has no problem. */
  empty: ReactNode;
}

/** The problem list's table with the verdict panel floating under the hovered row. */
export function ProblemTable({ rows, showStatus, showTags, loading, empty }: ProblemTableProps) {
  const { t } = useTranslation();
  const [hovered, setHovered] = useState<{ row: ProblemListRow; anchor: PanelAnchor } | null>(null);
  // A fixed panel would drift from its row while the page scrolls: hide it instead.
  useEffect(() => {
    if (!hovered) return;
    const hide = () => setHovered(null);
    window.addEventListener('scroll', hide, { passive: true, once: true });
    return () => window.removeEventListener('scroll', hide);
  }, [hovered]);
  const column = (key: string) => t(`problem.list.columns.${key}`);
  const text = {
    ...{ status: column('status'), problemId: column('problemId'), problemTitle: column('problemTitle') },
    ...{ difficulty: column('difficulty'), tags: column('tags'), acRate: column('acRate') },
    ...{ action: column('action'), challenge: t('problem.list.challenge') },
  };
  return (
    <>
      <DataTable
        look="banded"
        columns={problemColumns({ showStatus, showTags, text })}
        rows={rows}
        rowKey={(row) => row.pid}
        rowClassName="hover:bg-blue-50/40"
        rowAttributes={problemRowAttributes((next, anchor) =>
          setHovered(next && anchor ? { row: next, anchor } : null),
        )}
        testId="problem-table"
        loading={loading}
        empty={empty}
      />
      {hovered && <VerdictPanel row={hovered.row} anchor={hovered.anchor} />}
    </>
  );
}
