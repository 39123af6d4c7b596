import type { ReactNode } from 'react';
import { EmptyState } from '../ui/card';
import { DataTable, type DataColumn, type DataTableLook, type RowAttributes } from '../ui/data-table';
import { ListCard } from '../ui/list-card';

/** One page of a list as the server sends it. */
export interface ListPage<R> {
  records: readonly R[];
  total: number;
}

/** What the list reads of its query; a React Query result fits as it is. */
export interface ListQuery<R> {
  data?: ListPage<R>;
  isPending: boolean;
  error: Error | null;
}

/** The pager under the list; its page size is fixed by the server's rules. */
export interface ListPaging {
  currentPage: number;
  pageSize: number;
  onPage: (page: number) => void;
  /** The list's own words for its total, e.g. `(count) => t('….total', { count })`. */
  totalText: (total: number) => string;
}

interface PagedListProps<R> {
  heading: string;
  /** One line under the heading saying what the list is for. */
  hint?: string;
  testId?: string;
  /** At the card header's end: a search box, a filter, a bulk action. */
  actions?: ReactNode;
  query: ListQuery<R>;
  paging: ListPaging;
  columns: readonly DataColumn<R>[];
  rowKey: (row: R) => string | number;
  look?: DataTableLook;
  rowClassName?: string;
  /** The row's test id and data attributes, which the browser tests find it by. */
  rowAttributes?: (row: R) => RowAttributes;
  tableTestId?: string;
  /** Said instead of an empty table: a text is drawn as the empty state, a node as it is. */
  empty: ReactNode;
  /**
   * The server's refusal of the read is said in the rows' place instead of `empty`, for a list that
   * may be closed on purpose (the discussion board while its switch is off).
   */
  sayRefusal?: boolean;
}

/**
 * One page of an admin list in its card: heading and actions, the table (loading and empty states
 * included) and the pager, all read from the list's query.
 */
export function PagedList<R>(props: PagedListProps<R>) {
  const { query, paging } = props;
  const total = query.data?.total ?? 0;
  const empty = props.sayRefusal && query.error ? query.error.message : props.empty;
  return (
    <ListCard
      heading={props.heading}
      hint={props.hint}
      actions={props.actions}
      testId={props.testId}
      paging={{
        total,
        totalText: paging.totalText(total),
        currentPage: paging.currentPage,
        pageSize: paging.pageSize,
        onPage: paging.onPage,
      }}
    >
      <DataTable
        columns={props.columns}
        rows={query.data?.records ?? []}
        rowKey={props.rowKey}
        look={props.look}
        rowClassName={props.rowClassName}
        rowAttributes={props.rowAttributes}
        testId={props.tableTestId}
        loading={query.isPending}
        empty={typeof empty === 'string' ? <EmptyState text={empty} /> : empty}
      />
    </ListCard>
  );
}
