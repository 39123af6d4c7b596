import type { DataColumn } from './data-table';

/**
 * A list's id column: grey tabular numbers that fold away on a phone, where the row's title still
 * opens it. `padding` places it in its table (the first column takes the table's left edge).
 */
export function idColumn<R extends { id: number }>(header: string, padding = 'pl-4'): DataColumn<R> {
  return {
    key: 'id',
    header,
    className: `w-14 ${padding} text-slate-500 tabular-nums`,
    hideBelow: 'sm',
    cell: (row) => row.id,
  };
}
