import type { HTMLAttributes, ReactNode } from 'react';

/** One column, as data: its header, how a row fills its cell, and how the cell sits. */
export interface DataColumn<R> {
  /** Unique among the columns; React's key. */
  key: string;
  header: ReactNode;
  cell: (row: R) => ReactNode;
  /** Classes for this column's header and cells: width, alignment, padding, truncation, colour. */
  className?: string;
  /** Classes for the header cell only, and for the body cells only (e.g. a colour the header must not take). */
  headClassName?: string;
  cellClassName?: string;
  /** The column folds away under this breakpoint (the row may show its content elsewhere). */
  hideBelow?: 'sm' | 'md' | 'lg';
  /** `data-testid` of the header cell and of each body cell. */
  headTestId?: string;
  cellTestId?: string;
}

/**
 * The three looks the lists have: `lined` (the submission lists), `compact` (a list inside a tab),
 * `banded` (the problem list: tinted header, columns bring their own side padding).
 */
export type DataTableLook = 'lined' | 'compact' | 'banded';

interface LookClasses {
  head: string;
  headCell: string;
  row: string;
  cell: string;
}

const looks: Record<DataTableLook, LookClasses> = {
  lined: {
    head: 'border-b border-slate-200 text-left text-xs text-slate-500',
    headCell: 'px-3 py-2.5 font-medium whitespace-nowrap',
    row: 'border-b border-slate-100 last:border-0',
    cell: 'px-3 py-2.5 whitespace-nowrap',
  },
  compact: {
    head: 'border-b border-slate-200 text-slate-500',
    headCell: 'px-2 py-2 text-left font-medium',
    row: 'border-b border-slate-100',
    cell: 'px-2 py-2',
  },
  banded: {
    head: 'bg-slate-50/80',
    headCell: 'py-2.5 text-left text-xs font-medium tracking-wide whitespace-nowrap text-slate-500',
    row: 'border-t border-slate-100 transition',
    cell: 'py-3',
  },
};

const hiddenBelow = {
  sm: 'hidden sm:table-cell',
  md: 'hidden md:table-cell',
  lg: 'hidden lg:table-cell',
} as const;

/** What a row may carry besides its cells: a test id, data attributes, hover handlers. */
export type RowAttributes = HTMLAttributes<HTMLTableRowElement> & Record<`data-${string}`, string | number>;

interface DataTableProps<R> {
  columns: readonly DataColumn<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  look?: DataTableLook;
  /** Extra classes for every body row (e.g. a hover tint). */
  rowClassName?: string;
  rowAttributes?: (row: R) => RowAttributes;
  /** Classes of the `<table>` (width, minimum width) and its `data-testid`. */
  className?: string;
  testId?: string;
  /** Shown instead of the table when there is no row and none is loading; without it the header shows. */
  empty?: ReactNode;
  /** No row yet because the first page is loading: the loading view shows instead of the table. */
  loading?: boolean;
  loadingView?: ReactNode;
}

const join = (...parts: (string | false | undefined)[]) => parts.filter(Boolean).join(' ');

/** The one data table: columns as data, rows, and the empty and loading states. */
export function DataTable<R>(props: DataTableProps<R>) {
  const { columns, rows, rowKey, look = 'lined', rowClassName, rowAttributes, className, testId } = props;
  if (rows.length === 0 && props.loading) {
    return props.loadingView ?? <div className="h-40 animate-pulse bg-slate-50" aria-busy="true" />;
  }
  if (rows.length === 0 && props.empty !== undefined) return props.empty;
  const classes = looks[look];
  const placed = (column: DataColumn<R>) =>
    join(column.className, column.hideBelow && hiddenBelow[column.hideBelow]);
  return (
    <table className={join('w-full text-sm', className)} data-testid={testId}>
      <thead className={classes.head}>
        <tr>
          {columns.map((column) => (
            <th
              key={column.key}
              className={join(classes.headCell, placed(column), column.headClassName)}
              data-testid={column.headTestId}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className={join(classes.row, rowClassName)} {...rowAttributes?.(row)}>
            {columns.map((column) => (
              <td
                key={column.key}
                className={join(classes.cell, placed(column), column.cellClassName)}
                data-testid={column.cellTestId}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
