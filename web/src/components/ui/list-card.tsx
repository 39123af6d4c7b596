import type { ReactNode } from 'react';
import { Pager } from './pager';

/** The paging of a list whose page size is fixed: only the page moves. */
export interface FixedPaging {
  total: number;
  /** The list's own words for its total, e.g. "12 notices". */
  totalText: string;
  currentPage: number;
  pageSize: number;
  onPage: (page: number) => void;
}

interface ListCardProps {
  heading: string;
  /** One line under the heading saying what the list is for. */
  hint?: string;
  /** At the header's end: filters, then the button that starts a new entry. */
  actions?: ReactNode;
  /** Given, the pager sits under the list. */
  paging?: FixedPaging;
  testId?: string;
  /** The list itself, usually a `DataTable`; it scrolls sideways on narrow screens. */
  children: ReactNode;
}

/** A white card around one list: its heading and actions on top, the list, then its pager. */
export function ListCard({ heading, hint, actions, paging, testId, children }: ListCardProps) {
  return (
    <section className="overflow-hidden rounded-lg border border-slate-200 bg-white" data-testid={testId}>
      <header className="flex flex-wrap items-center gap-3 border-b border-slate-100 px-4 py-3">
        <div className="min-w-0 flex-1">
          <h2 className="text-base font-semibold text-slate-800">{heading}</h2>
          {hint ? <p className="text-xs text-slate-500">{hint}</p> : null}
        </div>
        {actions}
      </header>
      <div className="overflow-x-auto">{children}</div>
      {paging ? (
        <div className="border-t border-slate-100 px-3 py-2">
          <Pager
            total={paging.total}
            pageSizes={[paging.pageSize]}
            totalText={paging.totalText}
            currentPage={paging.currentPage}
            limit={paging.pageSize}
            onPage={paging.onPage}
            onLimit={() => paging.onPage(1)}
          />
        </div>
      ) : null}
    </section>
  );
}
