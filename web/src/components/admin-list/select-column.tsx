import type { DataColumn } from '../ui/data-table';
import type { RowSelection } from './row-selection';

interface SelectColumnSpec<R, K> {
  selection: RowSelection<K>;
  idOf: (row: R) => K;
  /** The header box's accessible name ("choose the whole page"). */
  pageLabel: string;
  /** Each row's box's accessible name, naming the row. */
  rowLabel: (row: R) => string;
  className?: string;
  pageTestId: string;
  rowTestId: string;
}

/** The first column of a list with a bulk action: a box per row, and one in the header for the page. */
export function selectColumn<R, K>(spec: SelectColumnSpec<R, K>): DataColumn<R> {
  const { selection } = spec;
  return {
    key: 'choose',
    header: (
      <input
        type="checkbox"
        checked={selection.wholePage}
        onChange={(event) => selection.tickPage(event.target.checked)}
        aria-label={spec.pageLabel}
        data-testid={spec.pageTestId}
      />
    ),
    className: spec.className,
    cell: (row) => (
      <input
        type="checkbox"
        checked={selection.selected.includes(spec.idOf(row))}
        onChange={(event) => selection.tick(spec.idOf(row), event.target.checked)}
        aria-label={spec.rowLabel(row)}
        data-testid={spec.rowTestId}
      />
    ),
  };
}
